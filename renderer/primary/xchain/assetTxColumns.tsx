import type { TableSpec } from '../../components/DataTable/ListSection';
import type { z } from 'zod';
import type { PrimaryNetworkTransaction } from '../../../shared/api';
import type { DataColumn } from '../../components/DataTable/columns';
import { renderedColumn } from '../../components/DataTable/columnBuilders';
import { ChainName } from '../chains/ChainName';
import { AssetAmounts } from './AssetAmounts';
import { MemoText } from './MemoText';

export type XTransaction = z.output<typeof PrimaryNetworkTransaction>;

/** Columns of the asset transactions list; `openTx` is where a transaction's drawer opens. */
export function assetTxColumns(openTx: (tx: XTransaction) => string | undefined): DataColumn<XTransaction>[] {
  return [
    { id: 'txHash', header: 'Transaction', path: 'txHash', kind: 'id', size: 210, linkTo: openTx },
    { id: 'timestamp', header: 'Time', path: 'timestamp', kind: 'time' },
    { id: 'txType', header: 'Type', path: 'txType', kind: 'text', size: 130 },
    { id: 'blockHeight', header: 'Block', path: 'blockHeight', kind: 'text', size: 100, hiddenByDefault: true },
    renderedColumn('created', 'Amount created', 'amountCreated', 240, (tx) => <AssetAmounts amounts={tx.amountCreated} />),
    { id: 'memo', header: 'Memo', path: 'memo', kind: 'text', size: 200, render: (tx) => <MemoText memo={tx.memo} /> },
    renderedColumn('source', 'Source chain', 'sourceChain', 220, (tx) => <ChainName id={tx.sourceChain} label="source chain id" />, {
      hiddenByDefault: true,
    }),
    renderedColumn(
      'destination',
      'Destination chain',
      'destinationChain',
      220,
      (tx) => <ChainName id={tx.destinationChain} label="destination chain id" />,
      { hiddenByDefault: true },
    ),
    renderedColumn('inputs', 'Inputs', 'consumedUtxos', 80, (tx) => String(tx.consumedUtxos?.length ?? '—'), { numeric: true }),
    renderedColumn('outputs', 'Outputs', 'emittedUtxos', 80, (tx) => String(tx.emittedUtxos?.length ?? '—'), { numeric: true }),
  ];
}

const assetTxRowId = (tx: XTransaction) => tx.txHash ?? '';

/** The asset's transactions: a row opens its transaction (`openTx`: the page's URL with it open). */
export const assetTxTable = (openTx: (tx: XTransaction) => string | undefined): TableSpec<XTransaction> => ({
  columns: assetTxColumns(openTx),
  getRowId: assetTxRowId,
  rowHref: openTx,
  itemNoun: 'transactions',
});
