import { isValidEvmAddress } from '../../../shared/codecs/evmAddress';
import { useApiQuery } from '../../api/useApiQuery';
import { Link, useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { ErrorState } from '../../components/ErrorState';
import { checksum } from '../../components/EvmAddress';
import { Hash } from '../../components/Hash';
import { isNotFound } from '../../components/isNotFound';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonLines } from '../../components/Skeleton';
import { TransactionSections } from '../transactions/TransactionSections';
import { NativeTransactionCard } from './NativeTransactionCard';
import { UnreadableNotice } from '../../components/UnreadableNotice';
import { addressUrl } from '../../app/urls';

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
  if (!valid)
    return (
      <>
        {header}
        <p role="alert" className="field-error">
          "{raw}" is not a 0x contract address of 40 hex digits.
        </p>
      </>
    );
  if (deployment.isPending)
    return (
      <>
        {header}
        <SkeletonLines lines={10} label="Loading deployment" />
      </>
    );
  if (deployment.isError) {
    return (
      <>
        {header}
        {isNotFound(deployment.error) ? (
          <div className="state" role="status">
            No contract deployment is known for {address} on {chain.chainName}: it may be a wallet address, or a contract on another chain.
          </div>
        ) : (
          <ErrorState error={deployment.error} onRetry={() => void deployment.refetch()} what="the deployment" />
        )}
      </>
    );
  }

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
