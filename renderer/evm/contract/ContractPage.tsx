import { isValidEvmAddress } from '../../../shared/codecs/evmAddress';
import { useApiQuery } from '../../api/useApiQuery';
import { Link, useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { checksum } from '../../components/EvmAddress';
import { Hash } from '../../components/Hash';
import { PageHeader } from '../../components/PageHeader';
import { TransactionSections } from '../transactions/TransactionSections';
import { NativeTransactionCard } from './NativeTransactionCard';
import { UnreadableNotice } from '../../components/UnreadableNotice';
import { addressUrl } from '../../app/urls';
import { contractPageState } from '../../contracts/contractPageState';

/** The deployment transaction of a contract, every section of the response. */
export function ContractPage() {
  const { address: raw } = useRouteParams();
  const chain = useChain();
  const valid = isValidEvmAddress(raw);
  const address = valid ? checksum(raw) : raw;
  const deployment = useApiQuery(
    'getDeploymentTransaction',
    { chainId: chain.chainId, address, currency: chain.currency },
    { enabled: chain.ready && valid },
  );
  const d = deployment.data;

  const header = (
    <PageHeader
      title="Contract deployment"
      subtitle={valid ? <Hash value={address} label="contract address" full /> : raw}
      actions={valid ? <Link to={addressUrl(address)}>Address page</Link> : undefined}
    />
  );
  const early = contractPageState({
    header,
    raw,
    valid,
    noun: 'contract',
    query: deployment,
    loading: { lines: 10, label: 'Loading deployment' },
    notFound: `No contract deployment is known for ${address} on ${chain.chainName}: it may be a wallet address, or a contract on another chain.`,
    what: 'the deployment',
  });
  if (early) return early;

  const q = { status: deployment.status, error: deployment.error, refetch: deployment.refetch };
  return (
    <>
      {header}
      <UnreadableNotice value={d} />
      <h2>Native transaction</h2>
      <NativeTransactionCard tx={d?.nativeTransaction} token={chain.token} prices={d?.networkTokenDetails} linkHash />

      <TransactionSections detail={d} query={q} what="deployment" />
    </>
  );
}
