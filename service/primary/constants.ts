/** Amounts and times of the simulated Primary Network. */
export const NANO = 1_000_000_000n;
export const DAY = 86_400;
export const HOUR = 3_600;
export const YEAR = 365 * DAY;
/** Flat fee of every P- and X-Chain transaction, in nAVAX (0.001 AVAX). */
export const TX_FEE = 1_000_000n;
/** Seconds between simulated P-Chain blocks: the P-Chain height of time t follows from it. */
export const P_BLOCK_SECONDS = 30;
/** Annual staking reward rate, in percent. */
export const REWARD_RATE_PERCENT = 8n;
/** History before the service's start day, and how far ahead the timeline is prepared. */
export const HISTORY_DAYS = 200;
export const X_HORIZON_DAYS = 30;
