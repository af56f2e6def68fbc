import { z } from 'zod';
import { evmAddress, HASH32 } from '../api/params';

/**
 * The bridge contract of the chain's own reads (issue 34): a transaction's logs and a view call through the chain's
 * JSON-RPC, and a contract's verified source through Sourcify, each fetched by the main process from the active
 * profile's RPC and source origins (never with the Data API key). Argument schemas of the `chain:*` and `source:*`
 * channels (merged into channelArgs in channels.ts) and what they answer.
 */

/** The most call data a view call sends (a few arguments; arrays of addresses included). */
export const CALL_DATA_MAX_BYTES = 16 * 1024;

const evmChainId = z.string().regex(/^\d{1,12}$/, 'must be an EVM chain id (digits)');
const hex = (maxBytes: number) =>
  z
    .string()
    .regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x hex with an even number of digits')
    .max(2 + maxBytes * 2, `must be at most ${maxBytes} bytes`);

export const chainReadChannelArgs = {
  'chain:receipt': z.strictObject({ chainId: evmChainId, txHash: z.string().regex(HASH32, 'must be a 32-byte 0x hash') }),
  'chain:call': z.strictObject({
    chainId: evmChainId,
    to: evmAddress,
    data: hex(CALL_DATA_MAX_BYTES),
    /** A block number, or the head. */
    block: z.union([z.literal('latest'), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]),
  }),
  'source:contract': z.strictObject({ chainId: evmChainId, address: evmAddress }),
} as const;

export interface ChainLog {
  address: string;
  topics: string[];
  data: string;
  logIndex: number;
}

export interface ChainReceipt {
  status: 'success' | 'reverted';
  logs: ChainLog[];
  /** Where it came from, so the page can say so. */
  rpcUrl: string;
}

/** A view call's outcome: its return data, or a revert with the reason the node gave. */
export type CallOutcome = { ok: true; data: string } | { ok: false; reverted: true; reason: string; data?: string };

export interface VerifiedSource {
  verified: true;
  match: string;
  /** The ABI as the server gave it (the renderer reads it with viem, which checks each item). */
  abi: unknown[];
  sources: { path: string; content: string }[];
  compilation: { compiler?: string; compilerVersion?: string; language?: string; name?: string; compilerSettings?: unknown };
  serverUrl: string;
}
export type ContractSource = VerifiedSource | { verified: false; serverUrl: string };

export interface ChainReadApi {
  receipt(chainId: string, txHash: string): Promise<ChainReceipt | null>;
  call(chainId: string, to: string, data: string, block: 'latest' | number): Promise<CallOutcome>;
  source(chainId: string, address: string): Promise<ContractSource>;
}
