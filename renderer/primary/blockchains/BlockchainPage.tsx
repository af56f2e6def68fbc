import { useApiQuery } from '../../api/useApiQuery';
import { useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { PageError } from '../../components/PageError';
import { Field } from '../../components/Field';
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
        <Field label="Blockchain id">
          <Hash value={chain.blockchainId ?? blockchainId} label="blockchain id" full />
        </Field>
        <Field label="VM">{chain.vmId ? <Hash value={chain.vmId} label="VM id" full /> : '—'}</Field>
        <Field label="Subnet">
          {chain.subnetId ? <Hash value={chain.subnetId} label="subnet id" to={subnetUrl(chain.subnetId)} full /> : '—'}
        </Field>
        <Field label="EVM chain id">{chain.evmChainId}</Field>
        <Field label="Created">
          <Timestamp seconds={chain.createBlockTimestamp} />
        </Field>
        <Field label="Creation block">{chain.createBlockNumber}</Field>
      </dl>
      <GenesisSection genesis={chain.genesisData} token={token} />
    </>
  );
}
