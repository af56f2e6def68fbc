/** The periods a portfolio's value history covers, in days (issue 20). */
export const HISTORY_SPANS = [7, 30, 90] as const;
export type HistorySpan = (typeof HISTORY_SPANS)[number];
