import { pathTo } from '../app/router';

/** The page of one EVM transaction. */
export const TX_PATH = '/tx/:txHash';
export const txPath = (txHash: string) => pathTo(TX_PATH, { txHash });
/** Links of list rows: to the transaction when the row has its hash. */
export const txLink = (row: { txHash?: string }) => (row.txHash ? txPath(row.txHash) : undefined);
