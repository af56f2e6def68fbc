import type { EvmChain } from '../sim/evm/evmChain';
import { invalidParams, RPC_ERRORS, RpcError } from './jsonRpc';

/** Reading the params of the Ethereum JSON-RPC methods (ethereum.github.io/execution-apis): each error names the param. */

const QUANTITY = /^0x(0|[1-9a-f][0-9a-f]*)$/i;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HASH = /^0x[0-9a-fA-F]{64}$/;
/** Call data the service reads at most (a view's arguments are a few words; a batch of addresses stays far below). */
export const MAX_CALL_DATA_BYTES = 16 * 1024;

export function paramAt(params: unknown[], index: number, name: string, required = true): unknown {
  const value = params[index];
  if (value === undefined && required) throw invalidParams(`missing value for required argument ${index} (${name})`);
  return value;
}

export function quantity(value: unknown, name: string): number {
  if (typeof value !== 'string' || !QUANTITY.test(value) || value.length > 18) {
    throw invalidParams(`invalid argument ${name}: hex number with 0x prefix and no leading zeros expected`);
  }
  return parseInt(value, 16);
}

export function address(value: unknown, name: string): string {
  if (typeof value !== 'string' || !ADDRESS.test(value)) throw invalidParams(`invalid argument ${name}: 20-byte hex address expected`);
  return value.toLowerCase();
}

export function hash(value: unknown, name: string): string {
  if (typeof value !== 'string' || !HASH.test(value)) throw invalidParams(`invalid argument ${name}: 32-byte hex hash expected`);
  return value.toLowerCase();
}

export function data(value: unknown, name: string, maxBytes = MAX_CALL_DATA_BYTES): string {
  if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(value)) {
    throw invalidParams(`invalid argument ${name}: hex data with 0x prefix and an even number of digits expected`);
  }
  if (value.length > 2 + maxBytes * 2) throw invalidParams(`invalid argument ${name}: at most ${maxBytes} bytes`);
  return value.toLowerCase();
}

export function bool(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') throw invalidParams(`invalid argument ${name}: true or false expected`);
  return value;
}

/** A block that is not there yet: geth's answer for state reads past the head. */
export const headerNotFound = (): RpcError => new RpcError(RPC_ERRORS.server, 'header not found');

/**
 * A block tag (`latest`, `earliest`, `pending`, `safe`, `finalized`), a number, or an EIP-1898 object
 * ({ blockNumber } or { blockHash }), as the block number it names; undefined for a number past the head.
 * The simulated chains finalise every block at once (as Avalanche does), so the tags name the head.
 */
export function blockNumberOf(chain: EvmChain, value: unknown, name: string): number | undefined {
  if (value === undefined || value === 'latest' || value === 'pending' || value === 'safe' || value === 'finalized')
    return chain.headNumber;
  if (value === 'earliest') return 0;
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    if (o.blockHash !== undefined) {
      const n = chain.blockNumberOfHash(hash(o.blockHash, `${name}.blockHash`));
      if (n === undefined) throw new RpcError(RPC_ERRORS.server, `header for hash not found`);
      return n;
    }
    if (o.blockNumber !== undefined) return blockNumberOf(chain, o.blockNumber, `${name}.blockNumber`);
    throw invalidParams(`invalid argument ${name}: a block number, a tag or { blockNumber | blockHash } expected`);
  }
  if (typeof value === 'string' && QUANTITY.test(value)) {
    const n = quantity(value, name);
    return chain.hasBlock(n) ? n : undefined;
  }
  throw invalidParams(`invalid argument ${name}: a hex block number or latest, earliest, pending, safe, finalized expected`);
}

/** A block that must exist (state reads): past the head is geth's "header not found". */
export function existingBlock(chain: EvmChain, value: unknown, name: string): number {
  const n = blockNumberOf(chain, value, name);
  if (n === undefined) throw headerNotFound();
  return n;
}

export const hexNumber = (n: number | bigint): string => `0x${n.toString(16)}`;
