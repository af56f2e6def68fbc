import { z } from 'zod';
import { Currency } from './common';
import { plainWhen } from './wire/plainParams';

/**
 * Building blocks of the request schemas. Each accepts what a caller in the app passes
 * (numbers, arrays) and what arrives in a query string (strings), and outputs typed values.
 */

export const NETWORKS = ['mainnet', 'fuji', 'testnet'] as const;
export const Network = plainWhen(z.enum(NETWORKS), (v) => (NETWORKS as readonly unknown[]).includes(v));
export type Network = z.infer<typeof Network>;
/** fuji and testnet both denote the test network (docs/api-contract.md, the chain list). */
export const canonicalNetwork = (n: Network): 'mainnet' | 'fuji' => (n === 'mainnet' ? 'mainnet' : 'fuji');

export const SortOrder = z.enum(['asc', 'desc']);

/** A number the caller passes is given back as it is when it is a whole number in range. */
const wholeIn = (min: number, max: number) => (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;

export function intParam(min: number, max = Number.MAX_SAFE_INTEGER) {
  return plainWhen(intSchema(min, max), wholeIn(min, max));
}

function intSchema(min: number, max: number) {
  return z
    .union([z.number(), z.string()])
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : /^-?\d{1,16}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
      if (!Number.isSafeInteger(n)) {
        ctx.addIssue({ code: 'custom', message: 'must be an integer' });
        return z.NEVER;
      }
      return n;
    })
    .pipe(z.number().min(min).max(max));
}

/** pageSize with the per-endpoint default and range of the endpoint's row (docs/api-contract.md, Limits). */
export function pageSizeParam(defaultSize: number, maxSize: number) {
  return plainWhen(intParam(1, maxSize).optional().default(defaultSize), wholeIn(1, maxSize));
}

export const pageToken = plainWhen(
  z.string().min(1).max(2048).optional(),
  (v) => typeof v === 'string' && v.length >= 1 && v.length <= 2048,
);

/** A list param: repeated (`a=x&a=y`) or comma-separated; outputs the array. */
export function listParam<T extends z.ZodType<string, string>>(item: T, maxItems = 100) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1).max(maxItems));
}

export const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
export const evmAddress = plainWhen(
  z.string().regex(EVM_ADDRESS, 'must be a 0x address of 20 bytes (40 hex digits)'),
  (v) => typeof v === 'string' && EVM_ADDRESS.test(v),
);
export const HASH32 = /^0x[0-9a-fA-F]{64}$/;
export const CB58 = /^[1-9A-HJ-NP-Za-km-z]{30,60}$/;
export const cb58Id = z.string().regex(CB58, 'must be a cb58 id');
/** P-/X- addresses: bech32 of 20 bytes, optionally with the chain letter. The checksum is checked where it is used. */
export const PX_ADDRESS = /^(?:[PXC]-)?(?:avax|fuji|local|custom)1[02-9ac-hj-np-z]{38}$/;
export const pxAddress = z.string().regex(PX_ADDRESS, 'must be a P- or X-Chain address such as P-avax1… or X-fuji1…');
export const NODE_ID = /^NodeID-[1-9A-HJ-NP-Za-km-z]{20,40}$/;
export const nodeId = z.string().regex(NODE_ID, 'must be a node id such as NodeID-…');

/** The EVM chain of an EVM endpoint: an EVM chain id (decimal) or a blockchain id (cb58). */
const CHAIN_ID = /^(?:\d{1,20}|[1-9A-HJ-NP-Za-km-z]{30,60})$/;
export const chainIdParam = plainWhen(
  z.string().regex(CHAIN_ID, 'must be an EVM chain id or a blockchain id'),
  (v) => typeof v === 'string' && CHAIN_ID.test(v),
);

export const currencyParam = Currency.optional().default('usd');

export const timestampParam = intParam(0).optional();
