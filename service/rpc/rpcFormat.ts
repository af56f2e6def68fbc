import type { Hex } from 'viem';
import type { EvmChain, TxView } from '../sim/evm/evmChain';
import type { EvmSimulation } from '../sim/evm/simulation';
import { hex0x, keccak } from '../sim/evm/hex';
import { TX_KIND } from '../sim/evm/methods';
import { firstLogIndexes, logsWithReceived, receivedMessageLogs, type RpcLog } from './blockLogs';
import { hexNumber } from './rpcParams';

/** Blocks, transactions, receipts and logs in the Ethereum JSON-RPC shapes (execution-apis' schemas), from the simulation. */

/** keccak256 of the RLP of an empty list: a block without uncles. */
const EMPTY_UNCLES = '0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347';
/** Avalanche's C-Chain names the blackhole address as every block's coinbase. */
const COINBASE = '0x0100000000000000000000000000000000000000';

const fromBytes = (b: Uint8Array): string => Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('hex');

/** The logs bloom of a set of logs (the yellow paper's M3:2048 over each address and topic). */
export function logsBloom(logs: readonly Pick<RpcLog, 'address' | 'topics'>[]): string {
  const bloom = new Uint8Array(256);
  const add = (hex: string) => {
    const h = keccak(Buffer.from(hex.slice(2), 'hex'));
    for (let i = 0; i < 6; i += 2) {
      const bit = ((h[i] << 8) | h[i + 1]) & 2047;
      bloom[255 - (bit >> 3)] |= 1 << (bit & 7);
    }
  };
  for (const l of logs) {
    add(l.address);
    for (const t of l.topics) add(t);
  }
  return `0x${fromBytes(bloom)}`;
}

/** A root the simulation has no trie for: a stable hash of what it stands for. */
const root = (chain: EvmChain, what: string, n: number) => hex0x(keccak(`${chain.spec.blockchainId}:${what}:${n}`));

export function formatLog(chain: EvmChain, l: RpcLog) {
  const tx = chain.transaction(l.seq);
  return {
    address: l.address,
    topics: l.topics,
    data: l.data,
    blockNumber: hexNumber(tx.blockNumber),
    blockHash: tx.blockHash,
    blockTimestamp: hexNumber(Math.floor(tx.blockTimestamp)),
    transactionHash: tx.txHash,
    transactionIndex: hexNumber(tx.blockIndex),
    logIndex: hexNumber(l.logIndex),
    removed: false,
  };
}

/** A signature the simulation never made: r and s derived from the hash, so a transaction always shows the same. */
function signature(tx: TxView) {
  const r = hex0x(keccak(`r:${tx.txHash}`));
  const s = hex0x(keccak(`s:${tx.txHash}`));
  const parity = keccak(`v:${tx.txHash}`)[0] & 1;
  return tx.txType === 0 ? { v: hexNumber(0), r, s } : { v: hexNumber(parity), yParity: hexNumber(parity), r, s };
}

export function formatTransaction(chain: EvmChain, seq: number) {
  const tx = chain.transaction(seq);
  const creation = tx.kind === TX_KIND.contractCreation;
  return {
    blockHash: tx.blockHash,
    blockNumber: hexNumber(tx.blockNumber),
    from: tx.from,
    gas: hexNumber(tx.gasLimit),
    gasPrice: hexNumber(BigInt(tx.gasPrice)),
    ...(tx.txType === 2
      ? {
          maxFeePerGas: hexNumber(BigInt(tx.maxFeePerGas)),
          maxPriorityFeePerGas: hexNumber(BigInt(tx.maxPriorityFeePerGas)),
          accessList: [],
        }
      : {}),
    hash: tx.txHash,
    input: chain.transactionInput(seq),
    nonce: hexNumber(tx.nonce),
    to: creation ? null : tx.to,
    transactionIndex: hexNumber(tx.blockIndex),
    value: hexNumber(BigInt(tx.value)),
    type: hexNumber(tx.txType),
    chainId: hexNumber(chain.spec.evmChainId),
    ...signature(tx),
  };
}

export function formatReceipt(evm: EvmSimulation, chain: EvmChain, seq: number) {
  const tx = chain.transaction(seq);
  const s = chain.store;
  const slots = firstLogIndexes(chain, tx.blockNumber);
  let cumulative = 0;
  for (const { seq: q } of slots) if (q <= seq) cumulative += s.txGasUsed.get(q);
  const logs = logsWithReceived(chain, seq, slots[tx.blockIndex].ownIndex, receivedMessageLogs(evm, chain, tx.blockNumber));
  return {
    transactionHash: tx.txHash,
    transactionIndex: hexNumber(tx.blockIndex),
    blockHash: tx.blockHash,
    blockNumber: hexNumber(tx.blockNumber),
    from: tx.from,
    to: tx.kind === TX_KIND.contractCreation ? null : tx.to,
    cumulativeGasUsed: hexNumber(cumulative),
    gasUsed: hexNumber(tx.gasUsed),
    contractAddress: tx.kind === TX_KIND.contractCreation ? tx.to : null,
    logs: logs.map((l) => formatLog(chain, l)),
    logsBloom: logsBloom(logs),
    status: tx.status === '1' ? '0x1' : '0x0',
    effectiveGasPrice: hexNumber(BigInt(tx.gasPrice)),
    type: hexNumber(tx.txType),
  };
}

export function formatBlock(chain: EvmChain, n: number, fullTransactions: boolean, logs: RpcLog[]) {
  const b = chain.block(n)!;
  const s = chain.store;
  const first = s.blockTxStart.get(n);
  const seqs = Array.from({ length: b.txCount }, (_, i) => first + i);
  return {
    number: hexNumber(n),
    hash: b.hash,
    parentHash: b.parentHash,
    nonce: '0x0000000000000000',
    sha3Uncles: EMPTY_UNCLES,
    logsBloom: logsBloom(logs),
    transactionsRoot: root(chain, 'transactions', n),
    stateRoot: root(chain, 'state', n),
    receiptsRoot: root(chain, 'receipts', n),
    miner: COINBASE,
    difficulty: '0x1',
    totalDifficulty: hexNumber(n + 1),
    extraData: '0x' as Hex,
    size: hexNumber(540 + b.txCount * 110),
    gasLimit: hexNumber(b.gasLimit),
    gasUsed: hexNumber(b.gasUsed),
    timestamp: hexNumber(Math.floor(b.timestamp)),
    transactions: fullTransactions ? seqs.map((q) => formatTransaction(chain, q)) : seqs.map((q) => chain.txHash(q)),
    uncles: [],
    baseFeePerGas: hexNumber(b.baseFee),
    blockGasCost: hexNumber(b.gasCost),
    mixHash: hex0x(new Uint8Array(32)),
  };
}
