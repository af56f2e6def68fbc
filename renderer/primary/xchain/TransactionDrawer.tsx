import { useEffect, useRef } from 'react';
import { Link } from '../../app/router';
import { Hash } from '../../components/Hash';
import { Timestamp } from '../../components/Timestamp';
import { SourceDestination } from '../chains/SourceDestination';
import { AssetAmounts } from './AssetAmounts';
import type { XTransaction } from './assetTxColumns';
import { MemoText } from './MemoText';
import { UtxoCard } from './UtxoCard';
import { vertexUrl, verticesUrl, xChainAssetUrl } from '../../app/urls';

/** Everything of one X-Chain transaction, in a panel over the list; Escape or the button closes it. */
export function TransactionDrawer({ tx, onClose }: { tx: XTransaction; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  // Focus moves into the drawer when it opens on a transaction, so Tab and Escape work at once.
  useEffect(() => closeRef.current?.focus(), [tx.txHash]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const created = tx.assetCreated;
  return (
    <>
      <div className="drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <aside className="drawer" role="dialog" aria-modal="true" aria-labelledby="tx-drawer-title">
        <div className="drawer-header">
          <h2 id="tx-drawer-title">{tx.txType ?? 'Transaction'}</h2>
          <button type="button" ref={closeRef} onClick={onClose}>
            Close
          </button>
        </div>
        <dl className="fields">
          <dt>Transaction</dt>
          <dd>{tx.txHash ? <Hash value={tx.txHash} label="transaction hash" full /> : '—'}</dd>
          <dt>Time</dt>
          <dd>
            <Timestamp seconds={tx.timestamp} />
          </dd>
          <dt>Format</dt>
          <dd>{tx.chainFormat ?? '—'}</dd>
          <SourceDestination source={tx.sourceChain} destination={tx.destinationChain} />
          <dt>Memo</dt>
          <dd>
            <MemoText memo={tx.memo} />
          </dd>
          <dt>Amount unlocked</dt>
          <dd>
            <AssetAmounts amounts={tx.amountUnlocked} />
          </dd>
          <dt>Amount created</dt>
          <dd>
            <AssetAmounts amounts={tx.amountCreated} />
          </dd>
          {tx.blockHeight !== undefined && (
            <>
              <dt>Block</dt>
              <dd>
                height {tx.blockHeight} {tx.blockHash && <Hash value={tx.blockHash} label="block hash" />}
              </dd>
            </>
          )}
          <dt>Vertices</dt>
          <dd>
            {tx.vertices && tx.vertices.length > 0 ? (
              <ul className="address-list" aria-label="Vertices">
                {tx.vertices.map((v) => (
                  <li key={v.hash}>
                    {v.hash ? <Link to={vertexUrl(v.hash)}>vertex {v.hash.slice(0, 10)}…</Link> : '—'}{' '}
                    {v.height === undefined ? null : <Link to={verticesUrl(v.height)}>height {v.height}</Link>}{' '}
                    <Timestamp seconds={v.timestamp} />
                  </li>
                ))}
              </ul>
            ) : (
              <span className="muted">none</span>
            )}
          </dd>
        </dl>
        {created && Object.keys(created).length > 0 && (
          <section aria-labelledby="tx-created-asset">
            <h3 id="tx-created-asset">Created asset</h3>
            <dl className="fields">
              <dt>Asset</dt>
              <dd>
                {created.name ?? '—'} ({created.symbol ?? '—'}){' '}
                {created.assetId && <Hash value={created.assetId} label="asset id" to={xChainAssetUrl(created.assetId)} />}
              </dd>
              <dt>Denomination</dt>
              <dd>{created.denomination ?? '—'}</dd>
              <dt>Type</dt>
              <dd>{created.type ?? '—'}</dd>
              <dt>Cap</dt>
              <dd>{created.cap ?? '—'}</dd>
              <dt>Created</dt>
              <dd>
                <Timestamp seconds={created.createdAtTimestamp} />
              </dd>
            </dl>
          </section>
        )}
        <section aria-labelledby="tx-consumed">
          <h3 id="tx-consumed">Consumed UTXOs ({tx.consumedUtxos?.length ?? 0})</h3>
          <ul className="address-list">
            {(tx.consumedUtxos ?? []).map((u, i) => (
              <UtxoCard key={u.utxoId ?? i} utxo={u} side="consumed" />
            ))}
          </ul>
        </section>
        <section aria-labelledby="tx-emitted">
          <h3 id="tx-emitted">Emitted UTXOs ({tx.emittedUtxos?.length ?? 0})</h3>
          <ul className="address-list">
            {(tx.emittedUtxos ?? []).map((u, i) => (
              <UtxoCard key={u.utxoId ?? i} utxo={u} side="emitted" />
            ))}
          </ul>
        </section>
      </aside>
    </>
  );
}
