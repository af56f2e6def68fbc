import type { IcmMessage } from '../../shared/api/icm';
import { useApiQuery } from '../api/useApiQuery';
import { useRouteParams } from '../app/router';
import { PageError } from '../components/PageError';
import { EvmAddress } from '../components/EvmAddress';
import { Hash } from '../components/Hash';
import { PageHeader } from '../components/PageHeader';
import { SkeletonLines } from '../components/Skeleton';
import { Timestamp } from '../components/Timestamp';
import { ChainTxLink } from './ChainTxLink';
import { statusLabel } from './icmColumns';
import { useChainNames } from './useChainNames';
import { blockchainUrl } from '../app/urls';

type Leg = NonNullable<IcmMessage['destinationTransaction']>;

/** One cross-chain message: its route and status, and its source and destination transactions, each linked on its chain. */
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
        <dt>Source chain</dt>
        <dd>
          {chainName(m.sourceEvmChainId)}{' '}
          {m.sourceBlockchainId && (
            <Hash value={m.sourceBlockchainId} label="source blockchain id" to={blockchainUrl(m.sourceBlockchainId)} />
          )}
        </dd>
        <dt>Destination chain</dt>
        <dd>
          {chainName(m.destinationEvmChainId)}{' '}
          {m.destinationBlockchainId && (
            <Hash value={m.destinationBlockchainId} label="destination blockchain id" to={blockchainUrl(m.destinationBlockchainId)} />
          )}
        </dd>
        <dt>From</dt>
        <dd>
          <EvmAddress info={{ address: m.from }} />
        </dd>
        <dt>To</dt>
        <dd>
          <EvmAddress info={{ address: m.to }} />
        </dd>
        <dt>Nonce</dt>
        <dd>{m.messageNonce ?? '—'}</dd>
        <dt>Messenger contract</dt>
        <dd>{m.icmContractAddress ? <Hash value={m.icmContractAddress} label="messenger contract" /> : '—'}</dd>
      </dl>
      <div className="grid-2" style={{ marginTop: 16 }}>
        <TransactionCard
          id="icm-source"
          title="Source transaction"
          leg={m.sourceTransaction}
          evmChainId={m.sourceEvmChainId}
          missing={m.status === 'delivered_source_not_indexed' ? 'The send happened before the indexed history.' : 'Not known.'}
        />
        <TransactionCard
          id="icm-destination"
          title="Destination transaction"
          leg={m.destinationTransaction}
          evmChainId={m.destinationEvmChainId}
          missing={m.status === 'pending' ? 'Not delivered yet: no relayer has delivered it to the destination chain.' : 'Not known.'}
        />
      </div>
    </>
  );
}

function TransactionCard({
  id,
  title,
  leg,
  evmChainId,
  missing,
}: {
  id: string;
  title: string;
  leg: Leg | undefined;
  evmChainId: string | undefined;
  missing: string;
}) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} style={{ marginTop: 0 }}>
        {title}
      </h2>
      {leg?.txHash && evmChainId ? (
        <dl className="fields">
          <dt>Transaction</dt>
          <dd>
            <ChainTxLink txHash={leg.txHash} evmChainId={evmChainId} label={title.toLowerCase()} />
          </dd>
          <dt>Time</dt>
          <dd>
            <Timestamp seconds={leg.timestamp} />
          </dd>
          <dt>Gas spent</dt>
          <dd>{leg.gasSpent ?? '—'}</dd>
          {leg.delivererAddress && (
            <>
              <dt>Relayer</dt>
              <dd>
                <EvmAddress info={{ address: leg.delivererAddress }} />
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
