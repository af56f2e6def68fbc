import { useMemo } from 'react';
import type { z } from 'zod';
import type { DeploymentTransaction } from '../../../shared/api';
import { inSentence } from '../../../shared/format/sentence';
import { staticList } from '../../api/staticList';
import { useChain } from '../../app/useChain';
import { ListSection, type TableSpec } from '../../components/DataTable/ListSection';
import { Field } from '../../components/Field';
import { Hash } from '../../components/Hash';
import { Price } from '../../components/Price';
import {
  erc1155Columns,
  erc20Columns,
  erc721Columns,
  internalColumns,
  type Erc1155Row,
  type Erc20Row,
  type Erc721Row,
} from '../contract/deploymentColumns';
import { icmMessageUrl } from '../../app/urls';

type Detail = z.output<typeof DeploymentTransaction>;
interface QueryState {
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  refetch: () => unknown;
}

const transferKey = (t: { logIndex?: number; from?: { address?: string }; to?: { address?: string } }) =>
  `${t.logIndex ?? ''}:${t.from?.address ?? ''}:${t.to?.address ?? ''}`;
const erc20Table: TableSpec<Erc20Row> = { columns: erc20Columns, getRowId: transferKey, itemNoun: 'transfers' };
const erc721Table: TableSpec<Erc721Row> = { columns: erc721Columns, getRowId: transferKey, itemNoun: 'transfers' };
const erc1155Table: TableSpec<Erc1155Row> = { columns: erc1155Columns, getRowId: transferKey, itemNoun: 'transfers' };
const internalKey = (t: {
  from?: { address?: string };
  to?: { address?: string };
  internalTxType?: string;
  value?: string;
  _index: number;
}) => `${t.from?.address}:${t.to?.address}:${t.internalTxType}:${t.value}:${t._index}`;

/** One list of a transaction's parts, from the transaction read in full; `what` names it in the empty state. */
function PartList<T>(props: { id: string; title: string; items: T[] | undefined; table: TableSpec<T>; query: QueryState; what: string }) {
  const { id, title, items, table, query, what } = props;
  return (
    <ListSection
      id={id}
      title={title}
      list={staticList(items, query)}
      {...table}
      emptyMessage={`The ${what} made no ${inSentence(title)}.`}
      height={220}
    />
  );
}

/**
 * The parts of a transaction in full (a transaction read by hash, or a contract's deployment): token transfers,
 * internal transactions, the network token's prices and its cross-chain message. `what` names it in empty states.
 */
export function TransactionSections({ detail: d, query, what }: { detail: Detail | undefined; query: QueryState; what: string }) {
  const chain = useChain();
  const internal = useMemo(
    () => ({ columns: internalColumns(chain.token), getRowId: internalKey, itemNoun: 'internal transactions' }),
    [chain.token],
  );
  // Internal transactions can repeat to the letter: the position keeps their rows apart.
  const internalItems = useMemo(() => d?.internalTransactions?.map((t, i) => ({ ...t, _index: i })), [d?.internalTransactions]);
  const part = { query, what };
  const nt = d?.networkTokenDetails;
  const tm = d?.teleporterMessageInfo;
  return (
    <>
      <PartList id="tx-erc20" title="ERC-20 transfers" items={d?.erc20Transfers} table={erc20Table} {...part} />
      <PartList id="tx-erc721" title="ERC-721 transfers" items={d?.erc721Transfers} table={erc721Table} {...part} />
      <PartList id="tx-erc1155" title="ERC-1155 transfers" items={d?.erc1155Transfers} table={erc1155Table} {...part} />
      <PartList id="tx-internal" title="Internal transactions" items={internalItems} table={internal} {...part} />

      <div className="grid-2" style={{ marginTop: 16 }}>
        <section className="card" aria-labelledby="network-token">
          <h2 id="network-token" style={{ marginTop: 0 }}>
            Network token
          </h2>
          <dl className="fields">
            <Field label="Name">{nt?.networkToken?.name}</Field>
            <Field label="Symbol">{nt?.networkToken?.symbol}</Field>
            <Field label="Decimals">{nt?.networkToken?.decimals}</Field>
            <Field label="Description">{nt?.networkToken?.description}</Field>
            <Field label="Current price">
              <Price price={nt?.currentPrice} />
            </Field>
            <Field label={`Price at the ${what}`}>
              {nt?.historicalPrice ? <Price price={nt.historicalPrice} /> : <span className="muted">Given once a day old</span>}
            </Field>
          </dl>
        </section>
        <section className="card" aria-labelledby="teleporter">
          <h2 id="teleporter" style={{ marginTop: 0 }}>
            Cross-chain message
          </h2>
          {tm ? (
            <dl className="fields">
              <Field label="Message id">
                {tm.teleporterMessageId && (
                  <Hash value={tm.teleporterMessageId} label="message id" to={icmMessageUrl(tm.teleporterMessageId)} />
                )}
              </Field>
              <Field label="Direction">
                {tm.direction === 'SOURCE_TRANSACTION'
                  ? 'Sent from this chain'
                  : tm.direction === 'DESTINATION_TRANSACTION'
                    ? 'Received on this chain'
                    : tm.direction}
              </Field>
              <Field label="Source chain">{tm.sourceChainId && <Hash value={tm.sourceChainId} label="source chain id" />}</Field>
              <Field label="Destination chain">
                {tm.destinationChainId && <Hash value={tm.destinationChainId} label="destination chain id" />}
              </Field>
            </dl>
          ) : (
            <p className="muted">The {what} sent or received no cross-chain (Teleporter) message.</p>
          )}
        </section>
      </div>
    </>
  );
}
