/** The alerts whose "within N days" the user sets, and N when unset (zod-free: the renderer's first script reads the defaults). */
export const ALERT_DAY_KINDS = ['stakeEnding', 'l1Balance'] as const;
export type AlertDayKind = (typeof ALERT_DAY_KINDS)[number];
export const DEFAULT_ALERT_DAYS: Record<AlertDayKind, number> = { stakeEnding: 7, l1Balance: 14 };
