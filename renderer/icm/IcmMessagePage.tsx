import type { IcmMessage } from '../../shared/api/icm';
import { formatCountText } from '../../shared/format/count';
import { useApiQuery } from '../api/useApiQuery';
import { useRouteParams } from '../app/router';
import { PageError } from '../components/PageError';
import { EvmAddress } from '../components/EvmAddress';
import { Field } from '../components/Field';
import { Hash } from '../components/Hash';
import { PageHeader } from '../components/PageHeader';
import { SkeletonLines } from '../components/Skeleton';
import { Timestamp } from '../components/Timestamp';
import { statusLabel } from './icmColumns';
import { useChainNames } from './useChainNames';
import { blockchainUrl, txOnChainUrl } from '../app/urls';

type Leg = NonNullable<IcmMessage['destinationTransaction']>;
type End = 'source' | 'destination';

/** What the message records of one of its ends. */
const endOf = (m: IcmMessage, end: End) =>
  end === 'source'
    ? { evmChainId: m.sourceEvmChainId, blockchainId: m.sourceBlockchainId, leg: m.sourceTransaction }
    : { evmChainId: m.destinationEvmChainId, blockchainId: m.destinationBlockchainId, leg: m.destinationTransaction };

/**
 * One cross-chain message: its route and status, and its source and destination transactions and addresses, each
 * linked on its own chain (`?evmChain=`): they open there while the header's chain stays as it is.
 */
export function IcmMessagePage() {
  const { messageId = '' } = useRouteParams();
  const chainName = useChainNames();
  const query = useApiQuery('getIcmMessage', { messageId });
  if (query.isError) return <PageError title="Cross-chain message" asked={messageId} query={query} what="this message" />;
  const m = query.data;
  if (!m) return <SkeletonLines label="Loading cross-chain message" />;
  return (
    <>
      <PageHeader title="Cross-chain message" subtitle={<Hash value={messageId} label="message id" full />} />
      <dl className="fields card">
        <dt>Status</dt>
        <dd>{statusLabel(m.status)}</dd>
        <Field label="Source chain">
          <MessageEnd end="source" name={chainName(m.sourceEvmChainId)} blockchainId={m.sourceBlockchainId} />
        </Field>
        <Field label="Destination chain">
          <MessageEnd end="destination" name={chainName(m.destinationEvmChainId)} blockchainId={m.destinationBlockchainId} />
        </Field>
        <dt>From</dt>
        <dd>
          <EvmAddress info={{ address: m.from }} chainId={m.sourceEvmChainId} />
        </dd>
        <dt>To</dt>
        <dd>
          <EvmAddress info={{ address: m.to }} chainId={m.destinationEvmChainId} />
        </dd>
        <dt>Nonce</dt>
        <dd>{m.messageNonce ?? '—'}</dd>
        <dt>Messenger contract</dt>
        <dd>{m.icmContractAddress ? <EvmAddress info={{ address: m.icmContractAddress }} chainId={m.sourceEvmChainId} /> : '—'}</dd>
      </dl>
      <div className="grid-2" style={{ marginTop: 16 }}>
        <TransactionCard
          end="source"
          {...endOf(m, 'source')}
          missing={m.status === 'delivered_source_not_indexed' ? 'The send happened before the indexed history.' : 'Not known.'}
        />
        <TransactionCard
          end="destination"
          {...endOf(m, 'destination')}
          missing={m.status === 'pending' ? 'Not delivered yet: no relayer has delivered it to the destination chain.' : 'Not known.'}
        />
      </div>
    </>
  );
}

/** The transaction of one end: its hash on its chain, time, gas and relayer, or `missing` saying why it is not known. */
function TransactionCard({ end, leg, evmChainId, missing }: { end: End; leg?: Leg; evmChainId?: string; missing: string }) {
  const id = `icm-${end}`;
  const title = end === 'source' ? 'Source transaction' : 'Destination transaction';
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} style={{ marginTop: 0 }}>
        {title}
      </h2>
      {leg?.txHash && evmChainId ? (
        <dl className="fields">
          <dt>Transaction</dt>
          <dd>
            <Hash value={leg.txHash} label={title.toLowerCase()} to={txOnChainUrl(leg.txHash, evmChainId)} />
          </dd>
          <dt>Time</dt>
          <dd>
            <Timestamp seconds={leg.timestamp} />
          </dd>
          <dt>Gas spent</dt>
          <dd>{leg.gasSpent ? formatCountText(leg.gasSpent) : '—'}</dd>
          {leg.delivererAddress && (
            <>
              <dt>Relayer</dt>
              <dd>
                <EvmAddress info={{ address: leg.delivererAddress }} chainId={evmChainId} />
              </dd>
            </>
          )}
        </dl>
      ) : (
        <p className="muted">{missing}</p>
      )}
    </section>
  );
}

/** One end of the message: its chain by name, then its blockchain id linking to the blockchain's page. */
function MessageEnd({ end, name, blockchainId }: { end: End; name: string; blockchainId?: string }) {
  return (
    <>
      {name} {blockchainId && <Hash value={blockchainId} label={`${end} blockchain id`} to={blockchainUrl(blockchainId)} />}
    </>
  );
}
