import { amountTimesPrice, decimalToString } from '../../../shared/format/decimal';
import { categoriesOf, totalsByAsset, type AssetTotal, type BalanceCategory, type Balances } from '../balances/balanceTotals';
import type { PrimaryChain } from '../balances/PrimaryChainPicker';

/** AVAX has 9 decimals (nAVAX) on the P- and X-Chain and in the C-Chain's atomic memory. */
export const AVAX_DECIMALS = 9;

export interface ChainPortfolio {
  chain: PrimaryChain;
  /** nAVAX in each category the answer carries, in the order categoriesOf gives (an empty category is 0). */
  categories: Array<{ category: BalanceCategory; amount: string }>;
  /** nAVAX over every category of this chain. */
  avax: string;
  /** The other assets held on this chain, each summed over its categories. */
  others: AssetTotal[];
}

export interface Portfolio {
  /** One entry per chain whose answer is in, in P, X, C order. */
  chains: ChainPortfolio[];
  /** nAVAX over those chains. */
  avax: string;
}

/**
 * The address's AVAX per chain and category and over the chains answered so far, added as BigInt.
 * AVAX is told apart by its asset id (symbols are free text anyone can mint); entries without an
 * integer amount are left out rather than guessed, as in the balances page's totals.
 */
export function portfolioTotals(answers: Partial<Record<PrimaryChain, Balances>>, avaxAssetId: string): Portfolio {
  const chains: ChainPortfolio[] = [];
  let overall = 0n;
  for (const chain of ['p', 'x', 'c'] as const) {
    const balances = answers[chain];
    if (!balances) continue;
    let chainSum = 0n;
    const categories = categoriesOf(balances).map(({ category, entries }) => {
      let sum = 0n;
      for (const e of entries) {
        if (e.assetId === avaxAssetId && typeof e.amount === 'string' && /^\d+$/.test(e.amount)) sum += BigInt(e.amount);
      }
      chainSum += sum;
      return { category, amount: sum.toString() };
    });
    overall += chainSum;
    chains.push({ chain, categories, avax: chainSum.toString(), others: totalsByAsset(balances).filter((t) => t.assetId !== avaxAssetId) });
  }
  return { chains, avax: overall.toString() };
}

/**
 * The value of `nAvax` at `price` per AVAX, to the cent, as the Price component takes it; undefined
 * when the price is missing or not a plain decimal, so the page says so instead of showing a wrong value.
 */
export function avaxValue(nAvax: string, price: { currencyCode?: string; value?: string } | undefined) {
  if (!price?.currencyCode || !price.value) return undefined;
  const value = amountTimesPrice(nAvax, AVAX_DECIMALS, price.value);
  return value ? { currencyCode: price.currencyCode, value: decimalToString(value, 2) } : undefined;
}
