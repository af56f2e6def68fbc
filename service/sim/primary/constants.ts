/** Amounts and times of the simulated Primary Network. */
export const NANO = 1_000_000_000n;
export const DAY = 86_400;
export const HOUR = 3_600;
export const YEAR = 365 * DAY;
/** Flat fee of every P- and X-Chain transaction, in nAVAX (0.001 AVAX). */
export const TX_FEE = 1_000_000n;
/** Seconds between simulated P-Chain blocks: the P-Chain height of time t follows from it. */
export const P_BLOCK_SECONDS = 30;
/**
 * The X-Chain's linearisation, in days after the history's start: transactions before it sit in
 * vertices (a DAG), those after it in blocks, as on the real chain since its upgrade.
 */
export const X_LINEARISED_DAY = 120;
/** Seconds between C-Chain blocks: the height of the C-Chain block holding an atomic transaction follows from its time. */
export const C_BLOCK_SECONDS = 2;
/** Annual staking reward rate, in percent. */
export const REWARD_RATE_PERCENT = 8n;
/** History before the service's start day, and how far ahead the timeline is prepared. */
export const HISTORY_DAYS = 200;
export const X_HORIZON_DAYS = 30;
