import type { Hex } from 'viem';
import { predeployCode } from '../sim/evm/genesisAlloc';
import type { EvmChain } from '../sim/evm/evmChain';
import { deployedBy, verifiedOf } from '../sourcify/verifiedContracts';
import { blockLogs, type RpcLog } from './blockLogs';
import { ethCall, type CallContext } from './ethCall';
import { invalidParams, RPC_ERRORS, RpcError, type MethodTable } from './jsonRpc';
import { formatBlock, formatLog, formatReceipt, formatTransaction } from './rpcFormat';
import { address, blockNumberOf, bool, data, existingBlock, hash, hexNumber, paramAt } from './rpcParams';

/** eth_getLogs: the most blocks one query spans, and the most logs it answers (docs/api-contract.md). */
export const MAX_LOG_BLOCK_RANGE = 2_048;
export const MAX_LOGS = 10_000;
/** The most addresses, and alternatives per topic position, one log filter names. */
const MAX_FILTER_VALUES = 100;
const GWEI = 1_000_000_000n;

/** The Ethereum JSON-RPC methods of one simulated chain (spec section 3). */
export function ethMethods(ctx: CallContext): MethodTable {
  const { chain } = ctx;
  return {
    eth_chainId: () => hexNumber(chain.spec.evmChainId),
    net_version: () => String(chain.spec.evmChainId),
    eth_blockNumber: () => hexNumber(chain.headNumber),
    eth_gasPrice: () => hexNumber(BigInt(chain.block(chain.headNumber)!.baseFee) + GWEI),
    eth_getBlockByNumber: (p) => {
      const n = blockNumberOf(chain, paramAt(p, 0, 'block'), 'block');
      const full = bool(paramAt(p, 1, 'fullTransactions'), 'fullTransactions');
      return n === undefined ? null : formatBlock(chain, n, full, blockLogs(ctx.evm, chain, n));
    },
    eth_getBlockByHash: (p) => {
      const n = chain.blockNumberOfHash(hash(paramAt(p, 0, 'blockHash'), 'blockHash'));
      const full = bool(paramAt(p, 1, 'fullTransactions'), 'fullTransactions');
      return n === undefined ? null : formatBlock(chain, n, full, blockLogs(ctx.evm, chain, n));
    },
    eth_getTransactionByHash: (p) => {
      const seq = chain.seqOfHash(hash(paramAt(p, 0, 'transactionHash'), 'transactionHash'));
      return seq === undefined ? null : formatTransaction(chain, seq);
    },
    eth_getTransactionReceipt: (p) => {
      const seq = chain.seqOfHash(hash(paramAt(p, 0, 'transactionHash'), 'transactionHash'));
      return seq === undefined ? null : formatReceipt(ctx.evm, chain, seq);
    },
    eth_getBalance: (p) => {
      const who = address(paramAt(p, 0, 'address'), 'address');
      return hexNumber(chain.nativeBalance(who, existingBlock(chain, paramAt(p, 1, 'block', false), 'block')));
    },
    eth_getCode: (p) => {
      const at = address(paramAt(p, 0, 'address'), 'address');
      return codeAt(chain, at, existingBlock(chain, paramAt(p, 1, 'block', false), 'block'));
    },
    eth_call: (p) => {
      const call = paramAt(p, 0, 'transaction');
      if (typeof call !== 'object' || call === null || Array.isArray(call))
        throw invalidParams('invalid argument transaction: an object expected');
      const c = call as Record<string, unknown>;
      if (c.to === undefined || c.to === null) throw invalidParams('invalid argument transaction.to: a contract address is required');
      const to = address(c.to, 'transaction.to');
      if (c.input !== undefined && c.data !== undefined && c.input !== c.data) {
        throw invalidParams('invalid argument transaction: both input and data given, and they differ');
      }
      const input = data(c.input ?? c.data ?? '0x', c.input === undefined ? 'transaction.data' : 'transaction.input') as Hex;
      if (c.from !== undefined) address(c.from, 'transaction.from');
      return ethCall(ctx, to, input, existingBlock(chain, paramAt(p, 1, 'block', false), 'block'));
    },
    eth_getLogs: (p) => getLogs(ctx, paramAt(p, 0, 'filter')),
  };
}

function codeAt(chain: EvmChain, at: string, atBlock: number): string {
  const contract = chain.contract(at);
  if (!contract || !deployedBy(chain, contract, atBlock)) return '0x';
  // A contract deployed at random (no verified source) gets stable bytes of its own.
  return verifiedOf(contract)?.runtimeBytecode ?? predeployCode(`runtime:${contract.address}`);
}

type TopicFilter = (string[] | null)[];

function filterValues(value: unknown, name: string, read: (v: unknown, name: string) => string): string[] | null {
  if (value === undefined || value === null) return null;
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_FILTER_VALUES) throw invalidParams(`invalid argument ${name}: at most ${MAX_FILTER_VALUES} values`);
  return list.map((v, i) => read(v, Array.isArray(value) ? `${name}[${i}]` : name));
}

/** eth_getLogs over a block range or one block hash, by emitting addresses and topics (each position: any of). */
function getLogs({ evm, chain }: CallContext, filter: unknown) {
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw invalidParams('invalid argument filter: an object expected');
  const f = filter as Record<string, unknown>;
  let from: number;
  let to: number;
  if (f.blockHash !== undefined) {
    if (f.fromBlock !== undefined || f.toBlock !== undefined)
      throw invalidParams('invalid argument filter: blockHash excludes fromBlock and toBlock');
    const n = chain.blockNumberOfHash(hash(f.blockHash, 'filter.blockHash'));
    if (n === undefined) throw new RpcError(RPC_ERRORS.server, 'unknown block');
    from = to = n;
  } else {
    from = blockNumberOf(chain, f.fromBlock, 'filter.fromBlock') ?? chain.headNumber + 1;
    to = blockNumberOf(chain, f.toBlock, 'filter.toBlock') ?? chain.headNumber;
    if (from > to) {
      if (from > chain.headNumber) return [];
      throw invalidParams('invalid argument filter: fromBlock is after toBlock');
    }
    if (to - from + 1 > MAX_LOG_BLOCK_RANGE) {
      throw new RpcError(RPC_ERRORS.limitExceeded, `block range is too wide: at most ${MAX_LOG_BLOCK_RANGE} blocks per query`);
    }
  }
  const addresses = filterValues(f.address, 'filter.address', address);
  if (f.topics !== undefined && f.topics !== null && (!Array.isArray(f.topics) || f.topics.length > 4)) {
    throw invalidParams('invalid argument filter.topics: an array of at most 4 positions expected');
  }
  const topics: TopicFilter = ((f.topics as unknown[] | undefined) ?? []).map((t, i) => filterValues(t, `filter.topics[${i}]`, hash));
  const matches = (l: RpcLog) =>
    (!addresses || addresses.includes(l.address)) &&
    topics.every((alts, i) => !alts || (l.topics[i] !== undefined && alts.includes(l.topics[i])));
  const out: ReturnType<typeof formatLog>[] = [];
  for (let n = from; n <= to; n++) {
    for (const l of blockLogs(evm, chain, n)) {
      if (!matches(l)) continue;
      if (out.length === MAX_LOGS)
        throw new RpcError(RPC_ERRORS.limitExceeded, `query returned more than ${MAX_LOGS} results; narrow the block range or the filter`);
      out.push(formatLog(chain, l));
    }
  }
  return out;
}
