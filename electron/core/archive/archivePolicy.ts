import type { EndpointId } from '../../../shared/api/endpoints';

/**
 * Answers that never change once given, by endpoint: the network has instant finality, so a block or a transaction
 * returned by number or hash is final, and so are a block's transactions, an asset, a contract's deployment (a
 * blockchain is kept by persistedAnswers.ts). Lists of the latest anything, balances and other "now" answers are not: they are never archived, so the
 * archive never shows them as current.
 */
const FINAL: ReadonlySet<EndpointId> = new Set<EndpointId>([
  'getBlock',
  'getTransaction',
  'listBlockTransactions',
  'getDeploymentTransaction',
  'getPrimaryBlock',
  'getPrimaryTransaction',
  'getXChainAsset',
  // A contract's name, kind and links: not final in principle, but kept as viewed (the live answer wins online).
  'getContractMetadata',
]);

const DAY = 86_400;

/**
 * Whether the answer to `id` with `params` is final at `nowSec`: one of the FINAL endpoints, or a chain metric by the day
 * whose range ends before today (UTC) began, so each of its days is finished.
 */
export function isFinalAnswer(id: EndpointId, params: Record<string, unknown>, nowSec: number): boolean {
  if (FINAL.has(id)) return true;
  if (id !== 'getChainMetric' || params.timeInterval !== 'day') return false;
  const end = Number(params.endTimestamp);
  return Number.isFinite(end) && end < Math.floor(nowSec / DAY) * DAY;
}

/**
 * What of a final answer the archive keeps: a transaction's answer carries the network token's current price beside
 * its final fields, which offline would show an old price as today's, so it is left out.
 */
export function finalPart(id: string, answer: unknown): unknown {
  if (id !== 'getTransaction' || !answer || typeof answer !== 'object') return answer;
  const details = (answer as { networkTokenDetails?: Record<string, unknown> }).networkTokenDetails;
  if (!details || !('currentPrice' in details)) return answer;
  const { currentPrice: _now, ...rest } = details;
  return { ...answer, networkTokenDetails: rest };
}
