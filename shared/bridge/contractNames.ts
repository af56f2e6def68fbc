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

/** The token standards a list of contracts seen can be asked for. */
export const SEEN_ERC_TYPES = ['ERC-20', 'ERC-721', 'ERC-1155'] as const;
export type SeenErcType = (typeof SEEN_ERC_TYPES)[number];

/** The most contracts one `seen` answer lists. */
export const SEEN_PER_CALL = 200;

/** A contract the cache has a name for: what a list of collections or tokens shows. */
export interface SeenContract {
  address: string;
  name: ContractName;
}

export interface ContractNamesApi {
  names(chainId: string, addresses: string[]): Promise<ContractNames>;
  /**
   * The contracts of one standard on a chain that the app has named so far (met in any list), the latest met first:
   * the Data API lists no chain's collections or tokens, so these are what this profile has seen.
   */
  seen(chainId: string, ercType: SeenErcType): Promise<SeenContract[]>;
}
