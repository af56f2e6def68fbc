import type { Reconciliation } from '../bridge/exportChannels';

/** One sentence on whether the report adds up, naming every asset that does not and by how much. */
export function reconciliationText(r: Reconciliation): string {
  if (r.ok)
    return (
      r.note ??
      `Reconciled: start balance + received − sent − fees = end balance for ${r.assets.length === 1 ? r.assets[0].symbol : `all ${r.assets.length} assets`}`
    );
  const off = r.assets
    .filter((a) => !a.ok)
    .map((a) => `${a.symbol} off by ${a.difference} (expected ${a.expectedEnd}, the balance is ${a.end})`);
  return `Does not reconcile: ${off.join('; ')}`;
}
