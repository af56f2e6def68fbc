/**
 * The bridge contract of contract names, apart from the channel's schema (contractNameChannels.ts) so the renderer's
 * first script holds no zod: the renderer asks for the names of many addresses of one chain at once (the rows a list
 * shows), the main process answers from its cache of contract metadata (electron/core/contractNames/).
 */

/** The most addresses one call names: a screenful of rows, each with two or three addresses. */
export const NAMES_PER_CALL = 200;

/** What a contract is called and what it is: the fields of its metadata a list shows. */
export interface ContractName {
  name?: string;
  symbol?: string;
  /** ERC-20, ERC-721, ERC-1155, UNKNOWN, or a value the API added later. */
  ercType?: string;
  logoUri?: string;
  decimals?: number;
}

/**
 * By lower-case address: its name, null for an address that is no contract (the API's 404), absent when the API could
 * not be asked now (a later call asks again).
 */
export type ContractNames = Record<string, ContractName | null>;

export interface ContractNamesApi {
  names(chainId: string, addresses: string[]): Promise<ContractNames>;
}
