import type { z } from 'zod';
import type { PrimaryChainAlias, PrimaryChainTransaction, PrimaryNetworkBlock } from '../../../shared/api';
import { Link } from '../../app/router';
import type { DataColumn } from '../../components/DataTable/columns';
import { Timestamp } from '../../components/Timestamp';
import { AssetAmounts } from '../xchain/AssetAmounts';
import { CHAIN_LABELS } from './chainAlias';
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
    {
      id: 'txHash',
      header: 'Transaction',
      path: 'txHash',
      kind: 'id',
      size: 210,
      linkTo: (tx) => (tx.txHash ? primaryTxUrl(chain, tx.txHash) : undefined),
    },
    { id: 'time', header: 'Time', path: p ? 'blockTimestamp' : 'timestamp', kind: 'time' },
    { id: 'txType', header: 'Type', path: 'txType', kind: 'text', size: 210 },
    {
      id: 'block',
      header: 'Block',
      path: p ? 'blockNumber' : 'blockHeight',
      kind: 'text',
      size: 100,
      render: (tx) => {
        const height = txBlockHeight(tx);
        return height === undefined ? '—' : <Link to={primaryBlockUrl(chain, height)}>{height}</Link>;
      },
    },
    {
      id: 'amount',
      header: p ? 'Value' : 'Amount created',
      path: p ? 'value' : 'amountCreated',
      kind: 'text',
      size: 220,
      render: (tx) => <AssetAmounts amounts={p ? tx.value : tx.amountCreated} />,
    },
    ...(p
      ? [
          {
            id: 'burned',
            header: 'Fee',
            path: 'amountBurned',
            kind: 'text',
            size: 140,
            render: (tx: PrimaryTx) => <AssetAmounts amounts={tx.amountBurned} empty="none" />,
          } satisfies DataColumn<PrimaryTx>,
        ]
      : []),
    {
      id: 'inputs',
      header: 'Inputs',
      path: 'consumedUtxos',
      kind: 'text',
      size: 80,
      render: (tx) => String(tx.consumedUtxos?.length ?? 0),
    },
    {
      id: 'outputs',
      header: 'Outputs',
      path: 'emittedUtxos',
      kind: 'text',
      size: 80,
      render: (tx) => String(tx.emittedUtxos?.length ?? 0),
    },
  ];
}

export function primaryBlockColumns(chain: PrimaryChainAlias): DataColumn<PrimaryBlock>[] {
  return [
    {
      id: 'height',
      header: 'Height',
      path: 'blockNumber',
      kind: 'text',
      size: 110,
      render: (b) => (b.blockNumber ? <Link to={primaryBlockUrl(chain, b.blockNumber)}>{b.blockNumber}</Link> : '—'),
    },
    { id: 'time', header: 'Time', path: 'blockTimestamp', kind: 'time' },
    { id: 'txCount', header: 'Transactions', path: 'txCount', kind: 'text', size: 120 },
    { id: 'blockType', header: 'Type', path: 'blockType', kind: 'text', size: 180 },
    { id: 'size', header: 'Size (bytes)', path: 'blockSizeBytes', kind: 'text', size: 120 },
    {
      id: 'blockHash',
      header: 'Block hash',
      path: 'blockHash',
      kind: 'id',
      size: 210,
      linkTo: (b) => (b.blockHash ? primaryBlockUrl(chain, b.blockHash) : undefined),
    },
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

/** Columns of an address's transactions across chains: each row names its chain. */
export function addressTxColumns(): DataColumn<AddressTx>[] {
  return [
    {
      id: 'txHash',
      header: 'Transaction',
      path: 'txHash',
      kind: 'id',
      size: 210,
      linkTo: (tx) => (tx.txHash ? primaryTxUrl(tx.source, tx.txHash) : undefined),
    },
    { id: 'time', header: 'Time', path: 'blockTimestamp', kind: 'time', render: (tx) => <Timestamp seconds={txTime(tx)} /> },
    { id: 'chain', header: 'Chain', path: 'source', kind: 'text', size: 90, render: (tx) => CHAIN_LABELS[tx.source] },
    { id: 'txType', header: 'Type', path: 'txType', kind: 'text', size: 210 },
    {
      id: 'amount',
      header: 'Amount',
      path: 'value',
      kind: 'text',
      size: 220,
      render: (tx) => <AssetAmounts amounts={tx.value ?? tx.amountCreated} />,
    },
  ];
}
