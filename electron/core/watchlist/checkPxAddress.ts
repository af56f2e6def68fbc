import type { EndpointId, EndpointResponse } from '../../../shared/api/endpoints';
import { LAST_SECOND_IDS_MAX, type WatchItem } from '../../../shared/bridge/watchlistChannels';
import { NETWORK_IDS } from '../../../shared/network/primaryNetworkIds';
import { formatAmount } from '../../../shared/format/amount';
import { truncateMiddle } from '../../../shared/format/truncate';
import type { NewAlert } from '../../../shared/bridge/watchlistChannels';
import { ACTIVITY_PAGE, endsWithin, timeLeft, type CheckContext, type CheckResult } from './watchCheck';
import { gapAlert, groupsGap, readBack } from './catchUp';

/** AVAX counts in nAVAX on the P- and X-Chain. */
const AVAX_DECIMALS = 9;

/** The endpoints one check of a P-/X- address calls, for its compute-unit cost: a P-Chain address's own stakes too. */
export const pxAddressCheck = (item: Pick<WatchItem, 'id'>): EndpointId[] =>
  item.id.startsWith('P-')
    ? ['getPrimaryBalances', 'listPrimaryTransactions', 'listPrimaryStakingTransactions']
    : ['getPrimaryBalances', 'listPrimaryTransactions'];

type Balances = NonNullable<EndpointResponse<'getPrimaryBalances'>['balances']>;
type Tx = NonNullable<EndpointResponse<'listPrimaryTransactions'>['transactions']>[number];
type Utxo = NonNullable<Tx['consumedUtxos']>[number];

/** The address's AVAX over every category the answer carries (the real API adds some the interface lacks), in nAVAX. */
function avaxTotal(balances: Balances | undefined, avaxAssetId: string): string {
  let sum = 0n;
  for (const entries of Object.values(balances ?? {})) {
    if (!Array.isArray(entries)) continue;
    for (const e of entries as { assetId?: string; amount?: string }[]) {
      if (e?.assetId === avaxAssetId && typeof e.amount === 'string' && /^\d+$/.test(e.amount)) sum += BigInt(e.amount);
    }
  }
  return sum.toString();
}

/** nAVAX of the UTXOs of `bare` (an address without its chain letter) among `utxos`. */
function avaxOf(utxos: Utxo[] | undefined, bare: string, avaxAssetId: string): bigint {
  let sum = 0n;
  for (const u of utxos ?? []) {
    const amount = u.asset?.amount ?? u.amount;
    const asset = u.asset?.assetId ?? u.assetId;
    if (asset === avaxAssetId && amount && /^\d+$/.test(amount) && u.addresses?.some((a) => a.replace(/^[PXC]-/, '') === bare))
      sum += BigInt(amount);
  }
  return sum;
}

/** nAVAX a staking transaction locked. */
const avaxStaked = (tx: Tx, avaxAssetId: string): string =>
  (tx.amountStaked ?? [])
    .reduce((sum, a) => (a.assetId === avaxAssetId && a.amount && /^\d+$/.test(a.amount) ? sum + BigInt(a.amount) : sum), 0n)
    .toString();

const txTime = (tx: Tx) => tx.blockTimestamp ?? tx.timestamp;

/**
 * One check of a watched P- or X-Chain address (the chain its letter names): its AVAX balance,
 * each of its transactions after the last seen time as an alert (outgoing when it spent a UTXO of
 * the address, with the AVAX it gained or lost; read back page by page to the last time seen, a long gap as one grouped
 * alert), and on the P-Chain each of its own active stakes
 * or delegations ending within the user's N days, once each. The first check only notes the time.
 */
export async function checkPxAddress({ client, at, name, alertDays }: CheckContext, item: WatchItem): Promise<CheckResult> {
  const network = item.network ?? 'mainnet';
  const { avaxAssetId } = NETWORK_IDS[network];
  const blockchainId = item.id.startsWith('P-') ? 'p-chain' : 'x-chain';
  const chainName = blockchainId === 'p-chain' ? 'P-Chain' : 'X-Chain';
  const bare = item.id.slice(2);
  const since = item.lastSeenTimestamp;
  // From the second last seen (more may have come at it), newest first, page by page back to it.
  const range = since === undefined ? {} : { startTimestamp: since };
  const [balances, history, stakes] = await Promise.all([
    client.request('getPrimaryBalances', { network, blockchainId, addresses: [bare] }),
    readBack(
      (pageToken) =>
        client.request('listPrimaryTransactions', {
          network,
          blockchainId,
          addresses: [bare],
          pageSize: ACTIVITY_PAGE,
          sortOrder: 'desc',
          ...range,
          ...(pageToken && { pageToken }),
        }),
      { id: (t) => t.txHash, before: (t) => since !== undefined && (txTime(t) ?? 0) < since, pages: since === undefined ? 1 : undefined },
    ),
    blockchainId === 'p-chain'
      ? client.request('listPrimaryStakingTransactions', { network, blockchainId, addresses: [bare], pageSize: 100 })
      : undefined,
  ]);
  const txs = history.items.filter((t) => t.txHash && txTime(t) !== undefined);
  const newest = txs.reduce((a, t) => Math.max(a, txTime(t)!), item.lastSeenTimestamp ?? 0);
  // A transaction indexed after a check with the time of that check's newest one is still new: the ids seen at the newest
  // second tell it apart (those of earlier checks at the same second too).
  // A file from before the ids were kept has none: everything at its last second counts as seen, as it did then.
  const seenAtLast = new Set(item.lastSeenTxIds ?? []);
  const isNew = (tx: Tx) =>
    item.lastSeenTimestamp === undefined ||
    txTime(tx)! > item.lastSeenTimestamp ||
    (txTime(tx) === item.lastSeenTimestamp && item.lastSeenTxIds !== undefined && !seenAtLast.has(tx.txHash!));
  const atNewest = txs.filter((t) => txTime(t) === newest).map((t) => t.txHash!);
  const lastSeenTxIds = [...new Set([...(newest === item.lastSeenTimestamp ? seenAtLast : []), ...atNewest])].slice(-LAST_SECOND_IDS_MAX);
  const balance = avaxTotal(balances.balances, avaxAssetId);
  const patch: Partial<WatchItem> = {
    balance,
    symbol: 'AVAX',
    decimals: AVAX_DECIMALS,
    lastSeenTimestamp: newest,
    lastSeenTxIds,
    checkedAt: at,
    error: undefined,
  };
  if (item.seenBalance === undefined) patch.seenBalance = balance;

  const alerts: NewAlert[] = [];
  // Stakes are a state, not a history: an ending one raises its alert on the first check too (once: the alert id is the stake's).
  const now = Math.floor(at / 1000);
  for (const s of stakes?.transactions ?? []) {
    if (!s.txHash || !endsWithin(s.endTimestamp, now, alertDays.stakeEnding)) continue;
    const what = /Delegator/.test(s.txType ?? '') ? 'delegation' : 'stake';
    alerts.push({
      id: `${item.key}:ending:${s.txHash}`,
      itemKey: item.key,
      at,
      title: `${name}: ${what}${s.nodeId ? ` on ${s.nodeId}` : ''} ends ${timeLeft(s.endTimestamp, now)}`.slice(0, 200),
      body: `Its ${what} of ${formatAmount(avaxStaked(s, avaxAssetId), AVAX_DECIMALS, { group: true })} AVAX ends within ${alertDays.stakeEnding} days (transaction ${truncateMiddle(s.txHash, 10, 8)}).`,
      txHash: s.txHash,
      txChain: 'p-chain',
    });
  }
  if (since === undefined) return { patch, alerts };

  const fresh = txs.filter(isNew);
  if (groupsGap(fresh.length, history.complete)) {
    const oldest = Math.min(...fresh.map((t) => txTime(t)!), newest);
    const iso = (s: number) => new Date(s * 1000).toISOString();
    const span = `on the ${chainName} from ${iso(oldest)} to ${iso(newest)}`;
    alerts.push(gapAlert(item, { name, at, count: fresh.length, complete: history.complete, span, newest: String(newest) }));
    return { patch, alerts };
  }
  for (const tx of fresh) {
    const spent = avaxOf(tx.consumedUtxos, bare, avaxAssetId);
    const outgoing = (tx.consumedUtxos ?? []).some((u) => u.addresses?.some((a) => a.replace(/^[PXC]-/, '') === bare));
    const change = avaxOf(tx.emittedUtxos, bare, avaxAssetId) - spent;
    const amount =
      change === 0n
        ? ''
        : ` ${change > 0n ? '+' : '−'}${formatAmount((change < 0n ? -change : change).toString(), AVAX_DECIMALS, { group: true })} AVAX`;
    alerts.push({
      id: `${item.key}:${tx.txHash}`,
      itemKey: item.key,
      at,
      title: `${name}: ${outgoing ? 'outgoing' : 'incoming'} ${chainName} transaction${amount}`.slice(0, 200),
      body: `${tx.txType ?? 'Transaction'} ${truncateMiddle(tx.txHash!, 10, 8)} at ${new Date(txTime(tx)! * 1000).toISOString()}.`,
      txHash: tx.txHash,
      txChain: blockchainId,
    });
  }
  return { patch, alerts };
}
