import type { TaxMovement } from '../../../shared/tax/taxFormats';
import { evmHistoryMovements, type EvmHistoryItem } from '../../../shared/tax/evmHistoryMovements';
import { walkAnswers } from '../../../shared/api/wire/pageWalker';
import { firstBlockAfter } from './blockAtTime';
import type { ApiRequester } from './operationRunner';

/** A token transfer or internal call of the period, with the block it is in (where the reconciliation reads balances). */
export interface HistoryMovement extends TaxMovement {
  block: bigint;
}

/**
 * The ERC-20 transfers and value-carrying internal calls of `addresses` on one EVM chain in the
 * period (epoch seconds, inclusive), oldest first: the export has each transaction's own value and
 * fee only, the address history lists what the transaction did besides. Walks each address's
 * history newest first from the period's end (the first block after it, firstBlockAfter: a busy
 * address's newer pages are not read) and stops at the first page reaching before the period.
 */
export async function evmHistoryMovementsOf(
  api: ApiRequester,
  chainId: string,
  addresses: readonly string[],
  native: { symbol: string; decimals: number },
  period: { fromSec: number; toSec: number },
  signal?: AbortSignal,
): Promise<HistoryMovement[]> {
  const ours = new Set(addresses.map((a) => a.toLowerCase()));
  const walked = new Set<string>();
  const found: HistoryMovement[] = [];
  // endBlock is exclusive: the history up to the last block of the period.
  const after = await firstBlockAfter(api, chainId, period.toSec, signal);
  const end = after === undefined ? {} : { endBlock: Number(after) };
  for (const address of ours) {
    const ask = (pageToken: string | undefined) =>
      api.request(
        'listTransactions',
        { chainId, address, pageSize: 100, sortOrder: 'desc', ...end, ...(pageToken && { pageToken }) } as never,
        { signal },
      );
    pages: for await (const page of walkAnswers(ask, signal)) {
      for (const item of (page.transactions ?? []) as EvmHistoryItem[]) {
        const t = item.nativeTransaction?.blockTimestamp;
        if (t === undefined || t > period.toSec) continue;
        // The first page reaching before the period is the last one read.
        if (t < period.fromSec) break pages;
        const block = BigInt(item.nativeTransaction!.blockNumber ?? '0');
        for (const m of evmHistoryMovements(item, chainId, native, ours, walked)) found.push({ ...m, block });
      }
    }
    walked.add(address);
  }
  return found.sort((a, b) => (a.block < b.block ? -1 : a.block > b.block ? 1 : 0));
}
