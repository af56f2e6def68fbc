import { useApiQuery } from '../../api/useApiQuery';
import { useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { PageError } from '../../components/PageError';
import { Hash } from '../../components/Hash';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonLines } from '../../components/Skeleton';
import { Timestamp } from '../../components/Timestamp';
import { GenesisSection } from '../genesis/GenesisSection';
import { useNativeToken } from './useNativeToken';
import '../primary.css';
import { UnreadableNotice } from '../../components/UnreadableNotice';
import { LabelEditor } from '../../addressBook/LabelEditor';
import { subnetUrl } from '../../app/urls';

/** One blockchain: its registration on the P-Chain and, for EVM chains, its genesis. */
export function BlockchainPage() {
  const { blockchainId = '' } = useRouteParams();
  const { network } = useChain();
  const query = useApiQuery('getBlockchain', { network, blockchainId });
  const chain = query.data;
  const token = useNativeToken(chain?.evmChainId);

  if (query.isError) return <PageError title="Blockchain" asked={blockchainId} query={query} what="this blockchain" />;
  if (!chain) return <SkeletonLines label="Loading blockchain" />;
  return (
    <>
      <PageHeader
        title={chain.blockchainName || 'Blockchain'}
        subtitle={`Blockchain · ${network}`}
        actions={<LabelEditor id={chain.blockchainId ?? blockchainId} what="blockchain" />}
      />
      <UnreadableNotice value={chain} />
      <dl className="fields card">
        <dt>Blockchain id</dt>
        <dd>
          <Hash value={chain.blockchainId ?? blockchainId} label="blockchain id" full />
        </dd>
        <dt>VM</dt>
        <dd>{chain.vmId ? <Hash value={chain.vmId} label="VM id" full /> : '—'}</dd>
        <dt>Subnet</dt>
        <dd>{chain.subnetId ? <Hash value={chain.subnetId} label="subnet id" to={subnetUrl(chain.subnetId)} full /> : '—'}</dd>
        <dt>EVM chain id</dt>
        <dd>{chain.evmChainId ?? '—'}</dd>
        <dt>Created</dt>
        <dd>
          <Timestamp seconds={chain.createBlockTimestamp} />
        </dd>
        <dt>Creation block</dt>
        <dd>{chain.createBlockNumber ?? '—'}</dd>
      </dl>
      <GenesisSection genesis={chain.genesisData} token={token} />
    </>
  );
}
