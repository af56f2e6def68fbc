import type { PrimaryChainAlias } from '../../../shared/api';
import { useApiQuery } from '../../api/useApiQuery';
import { Link, useRouteParams } from '../../app/router';
import { useChain } from '../../app/useChain';
import { PageError } from '../../components/PageError';
import { Hash } from '../../components/Hash';
import { PageHeader } from '../../components/PageHeader';
import { SkeletonLines } from '../../components/Skeleton';
import { Timestamp } from '../../components/Timestamp';
import { CHAIN_LABELS, isPrimaryChainAlias } from '../chainAlias';
import { primaryBlockUrl, primaryTxUrl } from '../../app/urls';
import '../primary.css';
import { formatCount } from '../../../shared/format/count';

/**
 * One P- or X-Chain block by height or hash, its place in the chain and the transactions it holds;
 * for the C-Chain, a block as far as its atomic transactions go (its neighbours and its EVM
 * transactions are EVM blocks, not Primary Network ones).
 */
export function PrimaryBlockPage() {
  const { chain = '', blockId = '' } = useRouteParams();
  const { network } = useChain();
  const alias = isPrimaryChainAlias(chain) ? chain : 'p-chain';
  const query = useApiQuery('getPrimaryBlock', { network, blockchainId: alias, blockId });
  const block = query.data;
  const title = `${CHAIN_LABELS[alias]} block`;
  if (query.isError) return <PageError title={title} asked={blockId} query={query} what="this block" />;
  if (!block) return <SkeletonLines label="Loading block" />;
  const height = block.blockNumber === undefined || alias === 'c-chain' ? undefined : Number(block.blockNumber);
  return (
    <>
      <PageHeader title={`${title} ${block.blockNumber ?? ''}`} subtitle={network} />
      <nav aria-label="Neighbouring blocks" className="form-row">
        {height !== undefined && height > 0 && <Link to={primaryBlockUrl(alias, String(height - 1))}>← Block {height - 1}</Link>}
        {height !== undefined && <Link to={primaryBlockUrl(alias, String(height + 1))}>Block {height + 1} →</Link>}
      </nav>
      <dl className="fields card" aria-label="Block">
        <dt>Height</dt>
        <dd>{block.blockNumber ?? '—'}</dd>
        <dt>Block hash</dt>
        <dd>{block.blockHash ? <Hash value={block.blockHash} label="block hash" full /> : '—'}</dd>
        <dt>Parent</dt>
        <dd>{block.parentHash ? <Hash value={block.parentHash} label="parent hash" to={parentPath(alias, block)} full /> : '—'}</dd>
        <dt>Time</dt>
        <dd>
          <Timestamp seconds={block.blockTimestamp} />
        </dd>
        <dt>Type</dt>
        <dd>{block.blockType ?? '—'}</dd>
        <dt>Size</dt>
        <dd>{block.blockSizeBytes === undefined ? '—' : `${formatCount(block.blockSizeBytes)} bytes`}</dd>
      </dl>
      <section aria-labelledby="block-txs">
        <h2 id="block-txs">
          {alias === 'c-chain' ? 'Atomic transactions' : 'Transactions'} ({block.txCount ?? block.transactions?.length ?? 0})
        </h2>
        {block.transactions?.length ? (
          <ul className="address-list">
            {block.transactions.map((hash) => (
              <li key={hash}>
                <Hash value={hash} label="transaction id" to={primaryTxUrl(alias, hash)} full />
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">This block holds no transactions: it only advanced the chain's time.</p>
        )}
      </section>
    </>
  );
}

/**
 * Where a block's parent is read: a P- or X-Chain block here, except the X-Chain's first block,
 * whose parent is the last vertex before the linearisation; a C-Chain parent is an EVM block
 * that may hold no atomic transaction, so it is not linked.
 */
function parentPath(alias: PrimaryChainAlias, block: { blockNumber?: string; parentHash?: string }): string | undefined {
  if (alias === 'c-chain' || !block.parentHash) return undefined;
  if (alias === 'x-chain' && block.blockNumber === '0') return undefined;
  return primaryBlockUrl(alias, block.parentHash);
}
