import type { z } from 'zod';
import type { PrimaryNetworkTransaction } from '../../../shared/api';
import type { DataColumn } from '../../components/DataTable/columns';
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
    {
      id: 'created',
      header: 'Amount created',
      path: 'amountCreated',
      kind: 'text',
      size: 240,
      render: (tx) => <AssetAmounts amounts={tx.amountCreated} />,
    },
    { id: 'memo', header: 'Memo', path: 'memo', kind: 'text', size: 200, render: (tx) => <MemoText memo={tx.memo} /> },
    {
      id: 'source',
      header: 'Source chain',
      path: 'sourceChain',
      kind: 'text',
      size: 220,
      hiddenByDefault: true,
      render: (tx) => <ChainName id={tx.sourceChain} label="source chain id" />,
    },
    {
      id: 'destination',
      header: 'Destination chain',
      path: 'destinationChain',
      kind: 'text',
      size: 220,
      hiddenByDefault: true,
      render: (tx) => <ChainName id={tx.destinationChain} label="destination chain id" />,
    },
    {
      id: 'inputs',
      header: 'Inputs',
      path: 'consumedUtxos',
      kind: 'text',
      size: 80,
      render: (tx) => String(tx.consumedUtxos?.length ?? '—'),
    },
    {
      id: 'outputs',
      header: 'Outputs',
      path: 'emittedUtxos',
      kind: 'text',
      size: 80,
      render: (tx) => String(tx.emittedUtxos?.length ?? '—'),
    },
  ];
}
