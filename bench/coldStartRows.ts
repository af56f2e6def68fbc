/** The cold-start part's group and row names, shared by the bench (coldStartBench.ts) and its goals. */
export const COLD_START_GROUP = 'cold start';
export const COLD_START_FIRST_ROWS = 'npm start -> first rows of latest blocks painted';
export const LARGE_START = 'large scale: service start (both servers listening)';
export const LARGE_START_RSS = 'large scale: resident memory after the service start';
