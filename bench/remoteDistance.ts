/** The round trip the real API is away, for the "at the real API's distance" figures (bench/delayProxy.ts adds it). */
export const REMOTE_RTT_MS = 150;
/** The goal's figure: what the first rows take at that distance beyond the static floor and the one round trip they cannot avoid. */
export const REMOTE_FIRST_ROWS_OVER = `open the app -> first rows at ${REMOTE_RTT_MS} ms round trip, over the floor + one round trip`;
