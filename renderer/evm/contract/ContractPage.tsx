import { useApiQuery } from '../../api/useApiQuery';
import { useChain } from '../../app/useChain';
import { TransactionSections } from '../transactions/TransactionSections';
import { NativeTransactionCard } from './NativeTransactionCard';
import { UnreadableNotice } from '../../components/UnreadableNotice';
import { ContractPageFrame, useContractAddress } from '../../contracts/contractPageState';

/** The deployment transaction of a contract, every section of the response. */
export function ContractPage() {
  const at = useContractAddress();
  const chain = useChain();
  const deployment = useApiQuery(
    'getDeploymentTransaction',
    { chainId: chain.chainId, address: at.address, currency: chain.currency },
    { enabled: chain.ready && at.valid },
  );
  const d = deployment.data;
  const q = { status: deployment.status, error: deployment.error, refetch: deployment.refetch };
  return (
    <ContractPageFrame
      title="Contract deployment"
      at={at}
      noun="contract"
      query={deployment}
      loading={{ lines: 10, label: 'Loading deployment' }}
      notFound={`No contract deployment is known for ${at.address} on ${chain.chainName}: it may be a wallet address, or a contract on another chain.`}
      what="the deployment"
    >
      {() => (
        <>
          <UnreadableNotice value={d} />
          <h2>Native transaction</h2>
          <NativeTransactionCard tx={d?.nativeTransaction} token={chain.token} prices={d?.networkTokenDetails} linkHash />

          <TransactionSections detail={d} query={q} what="deployment" />
        </>
      )}
    </ContractPageFrame>
  );
}
