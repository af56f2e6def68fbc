import type { ChainLog } from '../../../shared/bridge/chainReadChannels';
import { ErrorState } from '../../components/ErrorState';
import { EvmAddress, type AddressInfo } from '../../components/EvmAddress';
import { Hash } from '../../components/Hash';
import { SkeletonLines } from '../../components/Skeleton';
import type { DecodedEvent, ShownValue } from './abiCodec';
import { useTransactionLogs } from './useTransactionLogs';
import './chainReads.css';

/**
 * A transaction's event logs, read from the chain's JSON-RPC: each with its emitting address (named as the Data API
 * and the address book name it), its event decoded by the contract's verified ABI, else by the standard ERC-20/721/1155
 * and messenger events, else its raw topics and data. Indexed arguments are marked. The page starts the reads as it
 * opens (prefetchTransactionLogs); this section subscribes to them, so only it renders as they arrive.
 */
export function TransactionLogs(props: { chainId: string; txHash: string; names: Map<string, AddressInfo> }) {
  const { chainId, txHash, names } = props;
  const { receipt, logs, decoded } = useTransactionLogs(chainId, txHash);

  let body;
  if (receipt.isPending) body = <SkeletonLines lines={4} label="Loading logs" />;
  else if (receipt.isError)
    body = <ErrorState error={receipt.error} onRetry={() => void receipt.refetch()} what="the logs from the chain's RPC" />;
  else if (!receipt.data) body = <p className="muted">The chain's RPC has no receipt for this transaction.</p>;
  else if (logs.length === 0)
    body = (
      <p className="muted">
        {receipt.data.status === 'reverted' ? 'The transaction reverted, so its logs were discarded.' : 'The transaction emitted no logs.'}
      </p>
    );
  else
    body = (
      <ol className="log-list">
        {logs.map((l, i) => (
          <LogEntry key={l.logIndex} log={l} decoded={decoded.data?.[i]} decoding={decoded.isPending} names={names} />
        ))}
      </ol>
    );
  return (
    <section className="card" aria-labelledby="tx-logs" style={{ marginTop: 16 }}>
      <h2 id="tx-logs" style={{ marginTop: 0 }}>
        Logs{receipt.data ? ` (${logs.length})` : ''}
      </h2>
      {body}
    </section>
  );
}

function LogEntry(props: { log: ChainLog; decoded: DecodedEvent | undefined; decoding: boolean; names: Map<string, AddressInfo> }) {
  const { log, decoded, decoding, names } = props;
  return (
    <li className="log-entry" aria-label={`Log ${log.logIndex}${decoded ? `: ${decoded.name}` : ''}`}>
      <dl className="fields">
        <dt>Log index</dt>
        <dd>{log.logIndex}</dd>
        <dt>Address</dt>
        <dd>
          <EvmAddress info={names.get(log.address) ?? { address: log.address }} full />
        </dd>
        <dt>Event</dt>
        <dd>
          {decoded ? (
            <>
              <code className="log-signature">{decoded.signature}</code>{' '}
              <span className="muted">({decoded.by === 'verified' ? 'verified ABI' : 'standard ABI'})</span>
            </>
          ) : decoding ? (
            <span className="muted">Decoding…</span>
          ) : (
            <span className="muted">Not decoded: no verified or standard ABI fits this log</span>
          )}
        </dd>
      </dl>
      {decoded ? (
        <DecodedValues values={decoded.values} truncated={decoded.truncated} label={`Arguments of log ${log.logIndex}`} names={names} />
      ) : (
        <RawLog log={log} />
      )}
    </li>
  );
}

export function DecodedValues(props: { values: ShownValue[]; truncated: boolean; label: string; names?: Map<string, AddressInfo> }) {
  const { values, truncated, label, names } = props;
  return (
    <>
      <div className="decoded-values">
        <table className="static-table" aria-label={label}>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {values.map((v, i) => (
              <tr key={i}>
                <th scope="row">
                  {v.name}
                  {v.indexed && (
                    <span className="badge" title="An indexed argument: a topic of the log, searchable by filters">
                      indexed
                    </span>
                  )}
                </th>
                <td>
                  <code>{v.type}</code>
                </td>
                <td className="log-value">
                  {v.kind === 'address' ? (
                    <EvmAddress info={names?.get(v.value.toLowerCase()) ?? { address: v.value }} />
                  ) : (
                    <span>{v.value}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {truncated && <p className="muted">Only the first values are shown.</p>}
    </>
  );
}

function RawLog({ log }: { log: ChainLog }) {
  return (
    <dl className="fields">
      {log.topics.map((t, i) => (
        <div key={i} style={{ display: 'contents' }}>
          <dt>Topic {i}</dt>
          <dd>
            <Hash value={t} label={`topic ${i}`} full />
          </dd>
        </div>
      ))}
      <dt>Data</dt>
      <dd>
        <code className="log-data">{log.data === '0x' ? '0x (empty)' : log.data}</code>
      </dd>
    </dl>
  );
}
