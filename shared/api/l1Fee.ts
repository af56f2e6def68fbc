/**
 * An active L1 validator pays its fee from its balance at the network's fee rate; at the minimum rate
 * (512 nAVAX a second, while the L1 validator set stays below its target size) the balance lasts
 * balance / rate seconds. The rate can rise with demand, so this is an estimate, shown as one.
 * The app's L1 tables and the watchlist's low-balance alert read it here.
 */
export const L1_MIN_FEE_NAVAX_PER_SECOND = 512;

export const runsOutAt = (remainingBalance: number, now: number): number =>
  now + Math.floor(remainingBalance / L1_MIN_FEE_NAVAX_PER_SECOND);
