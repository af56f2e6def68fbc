import type { z } from 'zod';
import type { Erc1155Transfer, Erc20Transfer, InternalTransaction, TransactionDetails } from '../../../shared/api';
import { formatAmount } from '../../../shared/format/amount';
import type { ChainContext } from '../../app/useChain';
import type { DataColumn } from '../../components/DataTable/columns';
import { renderedColumn } from '../../components/DataTable/columnBuilders';
import { EvmAddress } from '../../components/EvmAddress';
import { nftThumb } from '../contract/deploymentColumns';
import { txColumns } from '../transactions/txColumns';
import { blockLink, txLink } from '../../app/urls';
import { ERC20_TRANSFER_AMOUNT, erc20TokenColumn, tokenAmountColumn } from '../../contracts/tokenColumn';

/** Columns of an address page's tabs: each list's rows link to their transaction; token amounts in the token's units. */

export type HistoryItem = z.output<typeof TransactionDetails>;
export type Erc20TransferItem = z.output<typeof Erc20Transfer>;
export type Erc1155TransferItem = z.output<typeof Erc1155Transfer>;
export type InternalItem = z.output<typeof InternalTransaction>;

interface Located {
  txHash?: string;
  blockNumber?: string;
  logIndex?: number;
  from?: { address?: string; name?: string; symbol?: string };
  to?: { address?: string; name?: string; symbol?: string };
}
export const transferRowId = (t: Located) => `${t.txHash}:${t.logIndex ?? ''}`;
export const internalRowId = (t: InternalItem) => `${t.txHash}:${t.internalTxType}:${t.from?.address}:${t.to?.address}`;
export const historyRowId = (t: HistoryItem) => t.nativeTransaction?.txHash ?? '';
export const historyLink = (t: HistoryItem) => txLink(t.nativeTransaction ?? {});

export const where = <T extends Located>(): DataColumn<T>[] => [
  { id: 'txHash', header: 'Transaction', path: 'txHash', kind: 'id', size: 170, linkTo: txLink },
  { id: 'blockNumber', header: 'Block', path: 'blockNumber', kind: 'id', size: 100, linkTo: blockLink },
  { id: 'blockTimestamp', header: 'Time', path: 'blockTimestamp', kind: 'time' },
  { id: 'from', header: 'From', path: 'from.address', kind: 'id', size: 200, render: (t) => <EvmAddress info={t.from} /> },
  { id: 'to', header: 'To', path: 'to.address', kind: 'id', size: 200, render: (t) => <EvmAddress info={t.to} /> },
];

/** "In" or "out" of the address (both for a transfer to itself). */
function direction(t: Located, address: string): string {
  const me = address.toLowerCase();
  const out = t.from?.address?.toLowerCase() === me;
  const into = t.to?.address?.toLowerCase() === me;
  return out && into ? 'self' : out ? 'out' : into ? 'in' : '';
}

const tokenAmount = (value: string | undefined, decimals: number | undefined, symbol: string | undefined) =>
  value && /^\d+$/.test(value) && decimals !== undefined
    ? `${formatAmount(value, decimals, { group: true })} ${symbol ?? ''}`.trim()
    : (value ?? '');

/** What a history item moved besides its native value, in one line: token transfers and internal calls. */
export function transfersSummary(t: HistoryItem, address: string, token: ChainContext['token']): string {
  const parts = [
    ...(t.erc20Transfers ?? []).map(
      (x) => `${direction(x, address)} ${tokenAmount(x.value, x.erc20Token?.decimals, x.erc20Token?.symbol)}`,
    ),
    ...(t.erc721Transfers ?? []).map(
      (x) => `${direction(x, address)} ${x.erc721Token?.symbol ?? 'ERC-721'} #${x.erc721Token?.tokenId ?? '?'}`,
    ),
    ...(t.erc1155Transfers ?? []).map(
      (x) =>
        `${direction(x, address)} ${x.value ?? ''} × ${x.erc1155Token?.metadata?.symbol || 'ERC-1155'} #${x.erc1155Token?.tokenId ?? '?'}`,
    ),
    ...(t.internalTransactions ?? []).map(
      (x) => `internal ${x.internalTxType ?? ''} ${tokenAmount(x.value, token?.decimals, token?.symbol)}`,
    ),
  ];
  return parts.map((p) => p.trim()).join(' · ');
}

/** The address's history: the transaction's own columns, then its token transfers and internal calls inline. */
export function historyColumns(token: ChainContext['token'], address: string): DataColumn<HistoryItem>[] {
  const own = txColumns(token).map((c) => ({
    ...c,
    path: `nativeTransaction.${c.path}`,
    linkTo: c.linkTo && ((t: HistoryItem) => c.linkTo!(t.nativeTransaction ?? {})),
    render: c.render && ((t: HistoryItem) => c.render!(t.nativeTransaction ?? {})),
  }));
  return [
    ...own.slice(0, 6),
    renderedColumn('transfers', 'Token transfers and internal', 'erc20Transfers', 280, (t) => transfersSummary(t, address, token) || '—'),
    ...own.slice(6),
  ];
}

export const erc20TransferColumns: DataColumn<Erc20TransferItem>[] = [
  ...where<Erc20TransferItem>(),
  erc20TokenColumn<Erc20TransferItem>(),
  tokenAmountColumn('value', 'Amount', 200, ERC20_TRANSFER_AMOUNT),
  { id: 'logIndex', header: 'Log index', path: 'logIndex', kind: 'text', numeric: true, size: 90, hiddenByDefault: true },
];

export const erc1155TransferColumns: DataColumn<Erc1155TransferItem>[] = [
  ...where<Erc1155TransferItem>(),
  renderedColumn('image', 'Image', 'erc1155Token.metadata.imageUri', 64, (t) => nftThumb(t.erc1155Token)),
  { id: 'token', header: 'Token', path: 'erc1155Token.metadata.name', kind: 'text', size: 160 },
  { id: 'tokenId', header: 'Token id', path: 'erc1155Token.tokenId', kind: 'id', size: 100 },
  { id: 'value', header: 'Amount', path: 'value', kind: 'text', size: 90 },
];

export function internalTxColumns(token: ChainContext['token']): DataColumn<InternalItem>[] {
  return [
    ...where<InternalItem>(),
    { id: 'type', header: 'Type', path: 'internalTxType', kind: 'text', size: 100 },
    { id: 'value', header: 'Value', path: 'value', kind: 'amount', decimals: token?.decimals, unit: token?.symbol, size: 180 },
    { id: 'gasUsed', header: 'Gas used', path: 'gasUsed', kind: 'text', numeric: true, size: 100, hiddenByDefault: true },
  ];
}
