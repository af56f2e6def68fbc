import type { EndpointId, EndpointParams, EndpointResponse } from '../../../shared/api/endpoints';
import type { WatchItem } from '../../../shared/bridge/watchlistChannels';
import { formatAmount } from '../../../shared/format/amount';
import { truncateMiddle } from '../../../shared/format/truncate';
import type { NewAlert } from './watchlistStore';

/** What the watchlist needs of the API client (the real one paces every request within the profile's budget). */
export interface WatchClient {
  request<Id extends EndpointId>(id: Id, params: EndpointParams<Id>): Promise<EndpointResponse<Id>>;
}

/** The newest transactions looked at per check; a longer absence catches up on these. */
export const ACTIVITY_PAGE = 25;
/** The endpoints one check of an EVM address calls, for its compute-unit cost. */
export const EVM_ADDRESS_CHECK: EndpointId[] = ['getNativeBalance', 'listTransactions'];

export interface CheckResult {
  patch: Partial<WatchItem>;
  alerts: NewAlert[];
}

/**
 * One check of a watched EVM address: its native balance, and every transaction in a block
 * after the last one seen becomes an alert (incoming/outgoing value, token transfers). The first
 * check only notes where the chain is: watching starts now, not with the address's past.
 */
export async function checkEvmAddress(client: WatchClient, item: WatchItem, at: number, name: string): Promise<CheckResult> {
  const address = item.id;
  const [balance, history] = await Promise.all([
    client.request('getNativeBalance', { chainId: item.chainId, address }),
    client.request('listTransactions', { chainId: item.chainId, address, pageSize: ACTIVITY_PAGE, sortOrder: 'desc' }),
  ]);
  const native = balance.nativeTokenBalance;
  const symbol = native?.symbol ?? item.symbol;
  const decimals = native?.decimals ?? item.decimals;
  const txs = (history.transactions ?? []).map(
    (t) =>
      t.nativeTransaction && {
        ...t.nativeTransaction,
        tokens: (t.erc20Transfers?.length ?? 0) + (t.erc721Transfers?.length ?? 0) + (t.erc1155Transfers?.length ?? 0),
      },
  );
  const blocks = txs.flatMap((t) => (t?.blockNumber && /^\d+$/.test(t.blockNumber) ? [BigInt(t.blockNumber)] : []));
  const newest = blocks.reduce((a, b) => (b > a ? b : a), BigInt(item.lastSeenBlock ?? 0));
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
  if (item.lastSeenBlock === undefined) return { patch, alerts: [] };

  const since = BigInt(item.lastSeenBlock);
  const alerts: NewAlert[] = [];
  for (const tx of txs) {
    if (!tx?.txHash || !tx.blockNumber || !/^\d+$/.test(tx.blockNumber) || BigInt(tx.blockNumber) <= since) continue;
    const outgoing = tx.from?.address?.toLowerCase() === address.toLowerCase();
    const value =
      tx.value && /^\d+$/.test(tx.value) && decimals !== undefined && BigInt(tx.value) > 0n
        ? ` ${formatAmount(tx.value, decimals)} ${symbol ?? ''}`.trimEnd()
        : '';
    const tokens = tx.tokens > 0 ? ` with ${tx.tokens} token transfer${tx.tokens === 1 ? '' : 's'}` : '';
    alerts.push({
      id: `${item.key}:${tx.txHash}`,
      itemKey: item.key,
      at,
      title: `${name}: ${outgoing ? 'outgoing' : 'incoming'} transaction${value}`,
      body: `Transaction ${truncateMiddle(tx.txHash, 10, 8)} in block ${tx.blockNumber}${tokens}.`,
      txHash: tx.txHash,
    });
  }
  // The page is newest first, as the alert list is.
  return { patch, alerts };
}
