import type { EndpointResponse } from '../api/endpoints';
import { addDecimals, amountTimesPrice, decimalToString, parseDecimal, ZERO, type Decimal } from '../format/decimal';
import { categoriesOf, type Balances } from './balanceCategories';

/** The categories a portfolio is summed by (issue 20). */
export const HOLDING_CATEGORIES = ['unlocked', 'staked', 'locked', 'atomic memory', 'ERC-20 tokens', 'pending rewards'] as const;
export type HoldingCategory = (typeof HOLDING_CATEGORIES)[number];

/** AVAX has 9 decimals (nAVAX) on the P- and X-Chain, in atomic memory and in rewards. */
export const NAVAX_DECIMALS = 9;

/** One asset of one address in one category on one chain, exact, with its value when it has a price. */
export interface Holding {
  /** p, x or c (Primary Network; c is the C-Chain's atomic memory) or an EVM chain id. */
  chain: string;
  address: string;
  /** What tells the asset apart: an X-Chain asset id, a token contract, or `native:<chainId>`. */
  assetKey: string;
  symbol: string;
  decimals: number;
  category: HoldingCategory;
  /** Integer string in the asset's smallest unit. */
  amount: string;
  /** Price of one whole unit in the chosen currency, as the API gave it. */
  price?: string;
  /** amount times price, exact. */
  value?: string;
}

/** Where a Primary Network balance category goes; one the app does not know is placed by its name. */
function categoryOf(key: string): HoldingCategory {
  if (key.startsWith('atomicMemory')) return 'atomic memory';
  if (/staked/i.test(key) && key !== 'unlockedUnstaked') return 'staked';
  if (/^locked|Locked/.test(key)) return 'locked';
  return 'unlocked';
}

function valued(h: Omit<Holding, 'value'>): Holding {
  const v = h.price ? amountTimesPrice(h.amount, h.decimals, h.price) : null;
  return v ? { ...h, value: decimalToString(v) } : h;
}

const isAmount = (s: unknown): s is string => typeof s === 'string' && /^\d+$/.test(s) && !/^0+$/.test(s);

/**
 * A getPrimaryBalances answer as holdings. AVAX (told apart by its asset id, symbols being free
 * text) is valued at `avaxPrice`; other X-Chain assets have no price in the API and are not valued.
 */
export function primaryHoldings(
  chain: 'p' | 'x' | 'c',
  address: string,
  balances: Balances | undefined,
  avaxAssetId: string,
  avaxPrice: string | undefined,
): Holding[] {
  return categoriesOf(balances).flatMap(({ category, entries }) =>
    entries
      .filter((e) => isAmount(e.amount) && e.assetId)
      .map((e) =>
        valued({
          chain,
          address,
          assetKey: e.assetId!,
          symbol: e.symbol ?? e.assetId!,
          decimals: e.denomination ?? NAVAX_DECIMALS,
          category: categoryOf(category),
          amount: e.amount!,
          ...(e.assetId === avaxAssetId && avaxPrice ? { price: avaxPrice } : {}),
        }),
      ),
  );
}

/** A listErc20Balances page as holdings: the native token (unlocked) and each ERC-20 token, each at the price its answer carries. */
export function evmHoldings(chainId: string, address: string, page: EndpointResponse<'listErc20Balances'>): Holding[] {
  const native = page.nativeTokenBalance;
  const out: Holding[] = [];
  if (native && isAmount(native.balance) && typeof native.decimals === 'number')
    out.push(
      valued({
        chain: chainId,
        address,
        assetKey: `native:${chainId}`,
        symbol: native.symbol ?? 'native',
        decimals: native.decimals,
        category: 'unlocked',
        amount: native.balance,
        price: native.price?.value,
      }),
    );
  for (const t of page.erc20TokenBalances ?? []) {
    if (!isAmount(t.balance) || typeof t.decimals !== 'number' || !t.address) continue;
    out.push(
      valued({
        chain: chainId,
        address,
        assetKey: t.address.toLowerCase(),
        symbol: t.symbol ?? t.address,
        decimals: t.decimals,
        category: 'ERC-20 tokens',
        amount: t.balance,
        price: t.price?.value,
      }),
    );
  }
  return out;
}

/** Pending staking rewards (their estimated reward) of a P-Chain address, in the P-Chain's column. */
export function pendingRewardHoldings(
  address: string,
  rewards: EndpointResponse<'listPendingRewards'>['pendingRewards'],
  avaxAssetId: string,
  avaxPrice: string | undefined,
): Holding[] {
  let sum = 0n;
  for (const r of rewards ?? [])
    if (r.estimatedReward?.assetId === avaxAssetId && isAmount(r.estimatedReward.amount)) sum += BigInt(r.estimatedReward.amount);
  if (sum === 0n) return [];
  return [
    valued({
      chain: 'p',
      address,
      assetKey: avaxAssetId,
      symbol: 'AVAX',
      decimals: NAVAX_DECIMALS,
      category: 'pending rewards',
      amount: sum.toString(),
      ...(avaxPrice ? { price: avaxPrice } : {}),
    }),
  ];
}

export interface HoldingGroup {
  key: string;
  /** Sum of the valued holdings; absent when none had a price. */
  value?: string;
  /** Amount per asset in the group, in the order the assets first appear. */
  assets: Array<{ assetKey: string; symbol: string; decimals: number; amount: string }>;
  /** Holdings without a price, which the value leaves out. */
  unpriced: number;
}

/** Holdings summed by chain, asset or category, exactly (BigInt amounts, decimal values). */
export function groupHoldings(holdings: Holding[], by: 'chain' | 'assetKey' | 'category'): HoldingGroup[] {
  const groups = new Map<
    string,
    { value?: Decimal; assets: Map<string, { symbol: string; decimals: number; sum: bigint }>; unpriced: number }
  >();
  for (const h of holdings) {
    const key = h[by];
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { assets: new Map(), unpriced: 0 }));
    const v = h.value === undefined ? null : parseDecimal(h.value);
    if (v) g.value = addDecimals(g.value ?? ZERO, v);
    else g.unpriced += 1;
    const a = g.assets.get(h.assetKey) ?? { symbol: h.symbol, decimals: h.decimals, sum: 0n };
    a.sum += BigInt(h.amount);
    g.assets.set(h.assetKey, a);
  }
  return [...groups].map(([key, g]) => ({
    key,
    ...(g.value ? { value: decimalToString(g.value) } : {}),
    assets: [...g.assets].map(([assetKey, a]) => ({ assetKey, symbol: a.symbol, decimals: a.decimals, amount: a.sum.toString() })),
    unpriced: g.unpriced,
  }));
}

/** The value of every priced holding, exact. */
export function totalValue(holdings: Holding[]): string {
  let total: Decimal = ZERO;
  for (const h of holdings) {
    const v = h.value === undefined ? null : parseDecimal(h.value);
    if (v) total = addDecimals(total, v);
  }
  return decimalToString(total);
}
