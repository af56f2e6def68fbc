import type { EndpointId, EndpointResponse } from '../../../shared/api/endpoints';
import type { WatchItem } from '../../../shared/bridge/watchlistChannels';
import { formatAmount } from '../../../shared/format/amount';
import { truncateMiddle } from '../../../shared/format/truncate';
import type { NewAlert } from '../../../shared/bridge/watchlistChannels';
import { ACTIVITY_PAGE, type CheckContext, type CheckResult } from './watchCheck';
import { gapAlert, groupsGap, readBack } from './catchUp';

/** The endpoints one check of an EVM address calls, for its compute-unit cost. */
export const EVM_ADDRESS_CHECK: EndpointId[] = ['getNativeBalance', 'listTransactions'];

type Tx = NonNullable<EndpointResponse<'listTransactions'>['transactions']>[number];
interface Party {
  from?: { address?: string };
  to?: { address?: string };
}

/** Token transfers named in one alert title; the rest are counted. */
const NAMED_TRANSFERS = 2;

/**
 * The token transfers of one transaction that move tokens into or out of `address`, in words:
 * "received 12.5 USDC", "sent #7 of PUNK", "received 3 of token #12".
 */
function tokenMoves(tx: Tx, address: string): string[] {
  const me = address.toLowerCase();
  const side = (t: Party) =>
    t.to?.address?.toLowerCase() === me ? 'received' : t.from?.address?.toLowerCase() === me ? 'sent' : undefined;
  const amount = (value: string | undefined, decimals: number | undefined) =>
    value && /^\d+$/.test(value) ? formatAmount(value, decimals ?? 0, { group: true }) : '?';
  const moves: string[] = [];
  for (const t of tx.erc20Transfers ?? []) {
    const s = side(t);
    if (s) moves.push(`${s} ${amount(t.value, t.erc20Token?.decimals)} ${t.erc20Token?.symbol ?? 'tokens'}`);
  }
  for (const t of tx.erc721Transfers ?? []) {
    const s = side(t);
    if (s) moves.push(`${s} #${t.erc721Token?.tokenId ?? '?'} of ${t.erc721Token?.symbol || 'an NFT'}`);
  }
  for (const t of tx.erc1155Transfers ?? []) {
    const s = side(t);
    if (s) moves.push(`${s} ${amount(t.value, 0)} of token #${t.erc1155Token?.tokenId ?? '?'}`);
  }
  return moves;
}

/**
 * One check of a watched EVM address: its native balance, and every transaction in a block
 * after the last one seen becomes an alert: incoming or outgoing, its native value, and the
 * ERC-20/721/1155 transfers into or out of the address (the address's transaction list holds
 * those it only received tokens in). The history is read back page by page to the last block seen;
 * a gap longer than a check raises one by one is one grouped alert. The first check only notes
 * where the chain is: watching starts now, not with the address's past.
 */
export async function checkEvmAddress({ client, at, name }: CheckContext, item: WatchItem): Promise<CheckResult> {
  const address = item.id;
  const chainId = item.chainId ?? '';
  const since = item.lastSeenBlock === undefined ? undefined : BigInt(item.lastSeenBlock);
  const blockOf = (t: Tx) =>
    t.nativeTransaction?.blockNumber && /^\d+$/.test(t.nativeTransaction.blockNumber) ? BigInt(t.nativeTransaction.blockNumber) : undefined;
  // From the block after the last one seen, newest first, page by page back to it (a server that ignores startBlock is stopped by `before`).
  const range = since === undefined ? {} : { startBlock: Number(since + 1n) };
  const [balance, history] = await Promise.all([
    client.request('getNativeBalance', { chainId, address }),
    readBack(
      (pageToken) =>
        client.request('listTransactions', {
          chainId,
          address,
          pageSize: ACTIVITY_PAGE,
          sortOrder: 'desc',
          ...range,
          ...(pageToken && { pageToken }),
        }),
      {
        id: (t) => t.nativeTransaction?.txHash,
        before: (t) => since !== undefined && (blockOf(t) ?? 0n) <= since,
        pages: since === undefined ? 1 : undefined,
      },
    ),
  ]);
  const native = balance.nativeTokenBalance;
  const symbol = native?.symbol ?? item.symbol;
  const decimals = native?.decimals ?? item.decimals;
  const txs = history.items.filter((t) => blockOf(t) !== undefined);
  const newest = txs.reduce(
    (a, t) => {
      const b = BigInt(t.nativeTransaction!.blockNumber!);
      return b > a ? b : a;
    },
    BigInt(item.lastSeenBlock ?? 0),
  );
  const patch: Partial<WatchItem> = {
    balance: native?.balance && /^\d+$/.test(native.balance) ? native.balance : item.balance,
    symbol,
    decimals,
    lastSeenBlock: newest.toString(),
    checkedAt: at,
    error: undefined,
  };
  // Never seen before: the balance shown as "since last seen" starts here too.
  if (item.seenBalance === undefined) patch.seenBalance = patch.balance;
  if (since === undefined) return { patch, alerts: [] };

  const fresh = txs.filter((t) => t.nativeTransaction!.txHash && blockOf(t)! > since);
  if (groupsGap(fresh.length, history.complete)) {
    const oldest = fresh.reduce((a, t) => (blockOf(t)! < a ? blockOf(t)! : a), newest);
    const span = oldest === newest ? `in block ${newest}` : `in blocks ${oldest} to ${newest}`;
    const alert = gapAlert(item, { name, at, count: fresh.length, complete: history.complete, span, newest: newest.toString() });
    return { patch, alerts: [alert] };
  }
  const alerts: NewAlert[] = [];
  for (const t of fresh) {
    const tx = t.nativeTransaction!;
    if (!tx.txHash) continue;
    const moves = tokenMoves(t, address);
    const outgoing = tx.from?.address?.toLowerCase() === address.toLowerCase() || moves.some((m) => m.startsWith('sent'));
    const value =
      tx.value && /^\d+$/.test(tx.value) && decimals !== undefined && BigInt(tx.value) > 0n
        ? ` ${formatAmount(tx.value, decimals, { group: true })} ${symbol ?? ''}`.trimEnd()
        : '';
    const named = moves.slice(0, NAMED_TRANSFERS).join(', ');
    const more = moves.length > NAMED_TRANSFERS ? ` and ${moves.length - NAMED_TRANSFERS} more` : '';
    alerts.push({
      id: `${item.key}:${tx.txHash}`,
      itemKey: item.key,
      at,
      title: `${name}: ${outgoing ? 'outgoing' : 'incoming'} transaction${value}${moves.length ? `: ${named}${more}` : ''}`.slice(0, 200),
      body: `Transaction ${truncateMiddle(tx.txHash, 10, 8)} in block ${tx.blockNumber}${moves.length ? ` with ${moves.length} token transfer${moves.length === 1 ? '' : 's'} of this address` : ''}.`,
      txHash: tx.txHash,
    });
  }
  // The page is newest first, as the alert list is.
  return { patch, alerts };
}
