import type { RewardsReportRequest } from '../../../shared/bridge/exportChannels';
import { formatAmount } from '../../../shared/format/amount';
import { formatIsoUtc } from '../../../shared/format/time';
import { addDecimals, amountTimesPrice, decimalToString, ZERO, type Decimal } from '../../../shared/format/decimal';
import { walkPages, writeRows, type ReportProgress } from './listReport';
import type { ApiRequester } from './operationRunner';
import type { FileColumn } from './reportColumns';

/** The fields of a historical reward the report reads (spec 2.2, HistoricalReward). */
interface Reward {
  endTimestamp?: number;
  rewardType?: string;
  nodeId?: string;
  txHash?: string;
  rewardTxHash?: string;
  amountStaked?: string;
  reward?: { amount?: string; denomination?: number; symbol?: string; historicalPrice?: { value?: string; currencyCode?: string } };
}

/** AVAX on the P-Chain: rewards and stakes are in nAVAX (docs/api-contract.md). */
const AVAX_DECIMALS = 9;

const dayStart = (d: string) => Date.parse(`${d}T00:00:00Z`) / 1000;

function valueOf(r: Reward): Decimal | undefined {
  const price = r.reward?.historicalPrice?.value;
  const amount = r.reward?.amount;
  if (!price || !amount) return undefined;
  return amountTimesPrice(amount, r.reward?.denomination ?? AVAX_DECIMALS, price) ?? undefined;
}

/**
 * The Staking rewards report: the historical rewards of the addresses or node ids paid in
 * the date range (by the end of their staking period), each with its value at the day's
 * price in the chosen currency, and a total row. Everything exact (BigInt).
 */
export async function writeRewardsReport(opts: {
  api: ApiRequester;
  request: RewardsReportRequest;
  file: string;
  signal?: AbortSignal;
  onProgress?: (p: ReportProgress) => void;
}): Promise<{ rows: number; size: number }> {
  const { request } = opts;
  const cur = request.currency.toUpperCase();
  const from = request.firstDate ? dayStart(request.firstDate) : -Infinity;
  const to = request.lastDate ? dayStart(request.lastDate) + 86_399 : Infinity;
  let totalReward = 0n;
  let totalValue = ZERO;

  const columns: FileColumn[] = [
    { header: 'Date (UTC)', cell: (r) => ((r as Reward).endTimestamp === undefined ? '' : formatIsoUtc((r as Reward).endTimestamp!)) },
    { header: 'Type', cell: (r) => (r as Reward).rewardType ?? '' },
    { header: 'Node ID', cell: (r) => (r as Reward).nodeId ?? '' },
    { header: 'Staking tx', cell: (r) => (r as Reward).txHash ?? '' },
    { header: 'Reward tx', cell: (r) => (r as Reward).rewardTxHash ?? '' },
    { header: 'Staked (AVAX)', cell: (r) => amount((r as Reward).amountStaked, AVAX_DECIMALS) },
    { header: 'Reward (AVAX)', cell: (r) => amount((r as Reward).reward?.amount, (r as Reward).reward?.denomination ?? AVAX_DECIMALS) },
    { header: `Price (${cur})`, cell: (r) => (r as Reward).reward?.historicalPrice?.value ?? '' },
    {
      header: `Value (${cur})`,
      cell: (r) => {
        const v = valueOf(r as Reward);
        return v ? decimalToString(v) : '';
      },
    },
  ];

  async function* inRange(): AsyncGenerator<unknown[]> {
    const params = {
      network: request.network,
      currency: request.currency,
      sortOrder: 'asc',
      ...(request.addresses?.length ? { addresses: request.addresses } : {}),
      ...(request.nodeIds?.length ? { nodeIds: request.nodeIds } : {}),
    };
    for await (const page of walkPages(opts.api, { endpointId: 'listHistoricalRewards', params }, opts.signal)) {
      const kept = (page as Reward[]).filter((r) => r.endTimestamp !== undefined && r.endTimestamp >= from && r.endTimestamp <= to);
      for (const r of kept) {
        if (r.reward?.amount && /^\d+$/.test(r.reward.amount)) totalReward += BigInt(r.reward.amount);
        const v = valueOf(r);
        if (v) totalValue = addDecimals(totalValue, v);
      }
      yield kept;
    }
  }

  return writeRows({
    file: opts.file,
    format: request.format,
    columns,
    pages: inRange(),
    trailer: () => [['Total', '', '', '', '', '', formatAmount(totalReward.toString(), AVAX_DECIMALS), '', decimalToString(totalValue)]],
    signal: opts.signal,
    onProgress: opts.onProgress,
  });
}

function amount(value: string | undefined, decimals: number): string {
  return value && /^-?\d+$/.test(value) ? formatAmount(value, decimals) : (value ?? '');
}
