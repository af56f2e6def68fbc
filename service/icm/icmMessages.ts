import type { IcmMessage } from '../../shared/api/icm';
import type { EvmChain } from '../sim/evm/evmChain';
import type { EvmSimulation } from '../sim/evm/simulation';
import { TELEPORTER_MESSENGER } from '../sim/evm/genesisAlloc';
import { ByteWriter, hex0x, keccak } from '../sim/evm/hex';
import { TX_KIND } from '../sim/evm/methods';

/**
 * The simulated chains' cross-chain messages. A message is a transaction on the chain that indexes it:
 * - `sent`: a successful messenger call (sendCrossChainMessage), or the deployment of a token bridged out;
 *   it goes to the chain the bridged token pairs with, where a relayer delivers it once that chain has a
 *   transaction RELAY_SECONDS after the send (until then it is pending);
 * - `received`: the deployment of a token bridged in, whose send predates the simulated history
 *   (delivered, source not indexed).
 */
export type MessageRole = 'sent' | 'received';

/** How long a relayer takes to deliver a message on the destination chain. */
export const RELAY_SECONDS = 6;
/**
 * How many blocks past the relay time the relayer looks for a block with transactions before giving up (pending).
 * A quiet L1's blocks are mostly empty (a transaction every few dozen blocks at the small scale).
 */
const RELAY_BLOCK_SEARCH = 1_024;
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export interface MessageRef {
  chain: EvmChain;
  seq: number;
  role: MessageRole;
}

/** The chain a chain's bridged token pairs with: where its messages go and where its received ones come from. */
export function partnerOf(evm: EvmSimulation, chain: EvmChain): EvmChain | undefined {
  const other = chain.store.contracts.find((c) => c.teleporter)?.teleporter?.otherChainId;
  return other === undefined ? undefined : evm.chain(other);
}

export function roleOf(chain: EvmChain, seq: number): MessageRole | undefined {
  const s = chain.store;
  if (s.txKind.get(seq) === TX_KIND.teleporterSend) return s.txStatus.get(seq) === 1 ? 'sent' : undefined;
  const bridged = s.contracts.find((c) => c.teleporter);
  if (!bridged || bridged.deployTx !== seq) return undefined;
  return bridged.teleporter!.direction === 'SOURCE_TRANSACTION' ? 'sent' : 'received';
}

/**
 * A message id names its transaction: 24 bytes of keccak256 over the chain and transaction hash, then the EVM
 * chain id and the sequence number (4 bytes each), so a lookup is one decode and one check, not an index.
 */
export function messageIdOf(chain: EvmChain, seq: number): string {
  const digest = keccak(`teleporter:${chain.spec.blockchainId}:${chain.txHash(seq)}`).subarray(0, 24);
  const tail = new ByteWriter().u32(chain.spec.evmChainId).u32(seq).done();
  return `${hex0x(digest)}${hex0x(tail).slice(2)}`;
}

export function messageOfId(evm: EvmSimulation, messageId: string): MessageRef | undefined {
  const id = messageId.toLowerCase();
  const chain = evm.chain(String(parseInt(id.slice(50, 58), 16)));
  const seq = parseInt(id.slice(58, 66), 16);
  if (!chain || seq >= chain.store.txCount) return undefined;
  const role = roleOf(chain, seq);
  return role && messageIdOf(chain, seq) === id ? { chain, seq, role } : undefined;
}

/** When a message happened: its send, or for a received one its delivery. */
export function messageTimestamp(ref: MessageRef): number {
  const s = ref.chain.store;
  return s.blockTs.get(s.txBlock.get(ref.seq));
}

/**
 * The relayer's transaction on `destination` delivering a message sent at `sentAt`, or undefined while pending.
 * Never a transaction that sends or receives a message of its own: a transaction names one message.
 */
function deliveryOf(destination: EvmChain, sentAt: number, seq: number): number | undefined {
  const s = destination.store;
  const { first } = destination.blockRangeForTime(sentAt + RELAY_SECONDS, Number.POSITIVE_INFINITY);
  for (let n = first; n < Math.min(s.blockCount, first + RELAY_BLOCK_SEARCH); n++) {
    const count = s.blockTxCount.get(n);
    const start = s.blockTxStart.get(n);
    for (let k = 0; k < count; k++) {
      const candidate = start + ((seq + k) % count);
      if (roleOf(destination, candidate) === undefined) return candidate;
    }
  }
  return undefined;
}

/** Whether block `n` holds a transaction a relayer may deliver with (one that is not a message of its own). */
function canRelay(chain: EvmChain, n: number): boolean {
  const s = chain.store;
  for (let q = s.blockTxStart.get(n), end = q + s.blockTxCount.get(n); q < end; q++) if (roleOf(chain, q) === undefined) return true;
  return false;
}

/**
 * The sent message a destination chain's transaction delivered (the relayer's transaction deliveryOf picks), or
 * undefined. Its send is at most RELAY_SECONDS before the transaction's block, and after the last block before it
 * a relayer could use (else that block would have delivered it): only the source transactions of that short span
 * are looked at, each checked with deliveryOf itself. Should two messages fall on one transaction, the older one
 * is named: the transaction endpoint names one message.
 */
export function deliveredMessageOf(evm: EvmSimulation, destination: EvmChain, seq: number): MessageRef | undefined {
  const d = destination.store;
  const block = d.txBlock.get(seq);
  let after = Number.NEGATIVE_INFINITY;
  for (let n = block - 1; n >= Math.max(0, block - RELAY_BLOCK_SEARCH - 1); n--) {
    after = d.blockTs.get(n);
    if (canRelay(destination, n)) break;
  }
  for (const source of evm.chains) {
    if (source === destination || partnerOf(evm, source) !== destination) continue;
    const s = source.store;
    const { first, endExclusive } = source.blockRangeForTime(after - RELAY_SECONDS, d.blockTs.get(block) - RELAY_SECONDS + 1);
    for (let n = first; n < endExclusive; n++) {
      for (let q = s.blockTxStart.get(n), end = q + s.blockTxCount.get(n); q < end; q++) {
        if (roleOf(source, q) === 'sent' && deliveryOf(destination, s.blockTs.get(n), q) === seq)
          return { chain: source, seq: q, role: 'sent' };
      }
    }
  }
  return undefined;
}

function txSummary(chain: EvmChain, seq: number) {
  const tx = chain.transaction(seq);
  return { txHash: tx.txHash, timestamp: tx.blockTimestamp, gasSpent: String(tx.gasUsed), from: tx.from };
}

export function messageJson(evm: EvmSimulation, ref: MessageRef): IcmMessage {
  const { chain, seq, role } = ref;
  const partner = partnerOf(evm, chain);
  const [source, destination] = role === 'sent' ? [chain, partner] : [partner, chain];
  const here = txSummary(chain, seq);
  const token = chain.wrappedNative();
  const common = {
    messageId: messageIdOf(chain, seq),
    icmContractAddress: TELEPORTER_MESSENGER,
    sourceBlockchainId: source?.spec.blockchainId ?? '',
    destinationBlockchainId: destination?.spec.blockchainId ?? '',
    sourceEvmChainId: String(source?.spec.evmChainId ?? ''),
    destinationEvmChainId: String(destination?.spec.evmChainId ?? ''),
    messageNonce: String(seq),
    // Bridging to oneself: the recipient is the sender's account on the other chain.
    from: here.from,
    to: here.from,
    receipts: [],
    rewardDetails: {
      address: token.address,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      logoUri: '',
      ercType: 'ERC-20',
      value: '0',
    },
  };
  const { from: _deployer, ...hereTx } = here;
  if (role === 'received') {
    return {
      ...common,
      status: 'delivered_source_not_indexed',
      messageExecuted: true,
      receiptDelivered: true,
      destinationTransaction: { ...hereTx, rewardRedeemer: ZERO_ADDRESS, delivererAddress: here.from },
    };
  }
  const delivered = destination && deliveryOf(destination, here.timestamp, seq);
  if (delivered === undefined || !destination) {
    return { ...common, status: 'pending', messageExecuted: false, receiptDelivered: false, sourceTransaction: hereTx };
  }
  const { from: deliverer, ...destinationTx } = txSummary(destination, delivered);
  return {
    ...common,
    status: 'delivered',
    messageExecuted: true,
    receiptDelivered: true,
    sourceTransaction: hereTx,
    destinationTransaction: { ...destinationTx, rewardRedeemer: ZERO_ADDRESS, delivererAddress: deliverer },
  };
}
