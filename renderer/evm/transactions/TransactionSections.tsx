import { useMemo } from 'react';
import type { z } from 'zod';
import type { DeploymentTransaction } from '../../../shared/api';
import { staticList } from '../../api/staticList';
import { useChain } from '../../app/useChain';
import { DataTable } from '../../components/DataTable/DataTable';
import { Field } from '../../components/Field';
import { Hash } from '../../components/Hash';
import { Price } from '../../components/Price';
import { erc1155Columns, erc20Columns, erc721Columns, internalColumns } from '../contract/deploymentColumns';
import { icmMessageUrl } from '../../app/urls';

type Detail = z.output<typeof DeploymentTransaction>;
interface QueryState {
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  refetch: () => unknown;
}

const rowKey = (prefix: string) => (t: { logIndex?: number; from?: { address?: string }; to?: { address?: string } }) =>
  `${prefix}:${t.logIndex ?? ''}:${t.from?.address ?? ''}:${t.to?.address ?? ''}`;
const erc20Key = rowKey('erc20');
const erc721Key = rowKey('erc721');
const erc1155Key = rowKey('erc1155');
const internalKey = (t: {
  from?: { address?: string };
  to?: { address?: string };
  internalTxType?: string;
  value?: string;
  _index: number;
}) => `${t.from?.address}:${t.to?.address}:${t.internalTxType}:${t.value}:${t._index}`;

/**
 * The parts of a transaction in full (a transaction read by hash, or a contract's deployment): token transfers,
 * internal transactions, the network token's prices and its cross-chain message. `what` names it in empty states.
 */
export function TransactionSections({ detail: d, query, what }: { detail: Detail | undefined; query: QueryState; what: string }) {
  const chain = useChain();
  const internal = useMemo(() => internalColumns(chain.token), [chain.token]);
  const nt = d?.networkTokenDetails;
  const tm = d?.teleporterMessageInfo;
  return (
    <>
      <h2>ERC-20 transfers</h2>
      <DataTable
        tableId="tx-erc20"
        label="ERC-20 transfers"
        list={staticList(d?.erc20Transfers, query)}
        columns={erc20Columns}
        getRowId={erc20Key}
        emptyMessage={`The ${what} made no ERC-20 transfers.`}
        itemNoun="transfers"
        height={220}
      />
      <h2>ERC-721 transfers</h2>
      <DataTable
        tableId="tx-erc721"
        label="ERC-721 transfers"
        list={staticList(d?.erc721Transfers, query)}
        columns={erc721Columns}
        getRowId={erc721Key}
        emptyMessage={`The ${what} made no ERC-721 transfers.`}
        itemNoun="transfers"
        height={220}
      />
      <h2>ERC-1155 transfers</h2>
      <DataTable
        tableId="tx-erc1155"
        label="ERC-1155 transfers"
        list={staticList(d?.erc1155Transfers, query)}
        columns={erc1155Columns}
        getRowId={erc1155Key}
        emptyMessage={`The ${what} made no ERC-1155 transfers.`}
        itemNoun="transfers"
        height={220}
      />
      <h2>Internal transactions</h2>
      <DataTable
        tableId="tx-internal"
        label="Internal transactions"
        list={staticList(
          d?.internalTransactions?.map((t, i) => ({ ...t, _index: i })),
          query,
        )}
        columns={internal}
        getRowId={internalKey}
        emptyMessage={`The ${what} made no internal transactions.`}
        itemNoun="internal transactions"
        height={220}
      />

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
