import type { z } from 'zod';
import type { PrimaryChainAlias, PrimaryChainTransaction, PrimaryNetworkBlock } from '../../../shared/api';
import { Link } from '../../app/router';
import type { DataColumn } from '../../components/DataTable/columns';
import type { TableSpec } from '../../components/DataTable/ListSection';
import { linkedIdColumn, renderedColumn } from '../../components/DataTable/columnBuilders';
import { Timestamp } from '../../components/Timestamp';
import { AssetAmounts } from '../xchain/AssetAmounts';
import { CHAIN_LABELS } from '../chainAlias';
import { primaryBlockUrl, primaryTxUrl } from '../../app/urls';

export type PrimaryTx = z.output<typeof PrimaryChainTransaction>;
export type PrimaryBlock = z.output<typeof PrimaryNetworkBlock>;

export const txRowId = (tx: PrimaryTx) => tx.txHash ?? '';
export const blockRowId = (b: PrimaryBlock) => b.blockHash ?? b.blockNumber ?? '';

/**
 * Columns of a Primary Network chain's transactions. The P-Chain sends its time and value as
 * blockTimestamp and value, the X- and C-Chain as timestamp and amountCreated.
 */
export function primaryTxColumns(chain: PrimaryChainAlias): DataColumn<PrimaryTx>[] {
  const p = chain === 'p-chain';
  return [
    linkedIdColumn('txHash', 'Transaction', 'txHash', 210, (value) => primaryTxUrl(chain, value)),
    { id: 'time', header: 'Time', path: p ? 'blockTimestamp' : 'timestamp', kind: 'time' },
    { id: 'txType', header: 'Type', path: 'txType', kind: 'text', size: 210 },
    renderedColumn('block', 'Block', p ? 'blockNumber' : 'blockHeight', 100, (tx) => {
      const height = txBlockHeight(tx);
      return height === undefined ? '—' : <Link to={primaryBlockUrl(chain, height)}>{height}</Link>;
    }),
    renderedColumn('amount', p ? 'Value' : 'Amount created', p ? 'value' : 'amountCreated', 220, (tx) => (
      <AssetAmounts amounts={p ? tx.value : tx.amountCreated} />
    )),
    ...(p
      ? [renderedColumn<PrimaryTx>('burned', 'Fee', 'amountBurned', 140, (tx) => <AssetAmounts amounts={tx.amountBurned} empty="none" />)]
      : []),
    renderedColumn('inputs', 'Inputs', 'consumedUtxos', 80, (tx) => String(tx.consumedUtxos?.length ?? 0), { numeric: true }),
    renderedColumn('outputs', 'Outputs', 'emittedUtxos', 80, (tx) => String(tx.emittedUtxos?.length ?? 0), { numeric: true }),
  ];
}

export function primaryBlockColumns(chain: PrimaryChainAlias): DataColumn<PrimaryBlock>[] {
  return [
    renderedColumn('height', 'Height', 'blockNumber', 110, (b) =>
      b.blockNumber ? <Link to={primaryBlockUrl(chain, b.blockNumber)}>{b.blockNumber}</Link> : '—',
    ),
    { id: 'time', header: 'Time', path: 'blockTimestamp', kind: 'time' },
    { id: 'txCount', header: 'Transactions', path: 'txCount', kind: 'text', numeric: true, size: 120 },
    { id: 'blockType', header: 'Type', path: 'blockType', kind: 'text', size: 180 },
    { id: 'size', header: 'Size (bytes)', path: 'blockSizeBytes', kind: 'text', numeric: true, size: 120 },
    linkedIdColumn('blockHash', 'Block hash', 'blockHash', 210, (value) => primaryBlockUrl(chain, value)),
  ];
}

export type AddressTx = PrimaryTx & { source: PrimaryChainAlias };
/**
 * The height of the block holding a transaction: the P-Chain sends it as blockNumber, the X-Chain
 * (after its linearisation) and the C-Chain as blockHeight; an X-Chain transaction in vertices has none.
 */
export const txBlockHeight = (tx: PrimaryTx): string | undefined =>
  tx.blockNumber ?? (tx.blockHeight === undefined ? undefined : String(tx.blockHeight));

/** The P-Chain sends a transaction's time as blockTimestamp, the X- and C-Chain as timestamp. */
export const txTime = (tx: PrimaryTx): number => tx.blockTimestamp ?? tx.timestamp ?? 0;

/** An address's transactions across chains: each row names its chain. */
export const addressTxTable: TableSpec<AddressTx> = {
  columns: [
    linkedIdColumn('txHash', 'Transaction', 'txHash', 210, (value, tx) => primaryTxUrl(tx.source, value)),
    { id: 'time', header: 'Time', path: 'blockTimestamp', kind: 'time', render: (tx) => <Timestamp seconds={txTime(tx)} /> },
    { id: 'chain', header: 'Chain', path: 'source', kind: 'text', size: 90, render: (tx) => CHAIN_LABELS[tx.source] },
    { id: 'txType', header: 'Type', path: 'txType', kind: 'text', size: 210 },
    renderedColumn('amount', 'Amount', 'value', 220, (tx) => <AssetAmounts amounts={tx.value ?? tx.amountCreated} />),
  ],
  // Rows come from two chains' lists: the chain is part of a row's identity.
  getRowId: (tx) => `${tx.source}:${tx.txHash ?? ''}`,
  itemNoun: 'transactions',
};
