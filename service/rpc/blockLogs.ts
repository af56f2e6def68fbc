import { decodeFunctionData, encodeAbiParameters, getAbiItem, toEventSelector, type Abi, type AbiEvent, type Hex } from 'viem';
import { cb58Decode } from '../../shared/codecs/cb58';
import { deliveredMessageOf, messageIdOf, partnerOf, roleOf } from '../icm/icmMessages';
import { transfersOfTx } from '../sim/evm/addressLists';
import type { EvmChain } from '../sim/evm/evmChain';
import { TELEPORTER_MESSENGER } from '../sim/evm/genesisAlloc';
import { hex0x } from '../sim/evm/hex';
import type { EvmSimulation } from '../sim/evm/simulation';
import { TX_KIND } from '../sim/evm/methods';
import { compiled } from '../sourcify/verifiedContracts';

/**
 * The event logs of a simulated block, as the contracts of ../sourcify/contracts emit them. They are made from what
 * the chain recorded, so they agree with the Data API: an ERC-20/721/1155 transfer's log is its Transfer or
 * TransferSingle at the transfer's own log index, with its parties and amount. A successful contract call takes one
 * log index for its own event (the block builder counts it): a token transfer's Transfer, an approval's Approval, a
 * swap's Swap, a messenger call's SendCrossChainMessage (the ICM message id the Data API names), a deployment's
 * OwnershipTransferred. NFT calls emit only their transfers, so their own index stays unused. Failed transactions
 * emit nothing (their logs are reverted). A relayer's delivery of a message adds its ReceiveCrossChainMessage
 * (receivedMessageLogs).
 */
export interface RpcLog {
  address: string;
  topics: Hex[];
  data: Hex;
  logIndex: number;
  seq: number;
}

const TOKEN = compiled('RidgeToken').abi;
const COLLECTIBLE = compiled('RidgeCollectible').abi;
const MULTI = compiled('RidgeMultiToken').abi;
const ROUTER = compiled('SwapRouter').abi;
const MESSENGER = compiled('TeleporterMessenger').abi;
const ZERO = '0x0000000000000000000000000000000000000000';

const events = new Map<string, { event: AbiEvent; topic0: Hex }>();

/** An indexed argument's topic: every indexed argument of these contracts is a one-word value (address, uint, bytes32). */
const topicOf = (value: unknown): Hex =>
  `0x${(typeof value === 'bigint' ? value.toString(16) : String(value).slice(2).toLowerCase()).padStart(64, '0')}` as Hex;

function log(abi: Abi, name: string, address: string, args: Record<string, unknown>): Omit<RpcLog, 'logIndex' | 'seq'> {
  const key = `${name}:${abi === TOKEN ? 'token' : abi === COLLECTIBLE ? '721' : abi === MULTI ? '1155' : abi === ROUTER ? 'router' : 'messenger'}`;
  let known = events.get(key);
  if (!known) {
    const event = getAbiItem({ abi, name }) as AbiEvent;
    known = { event, topic0: toEventSelector(event) };
    events.set(key, known);
  }
  const { event, topic0 } = known;
  const topics = [topic0, ...event.inputs.filter((i) => i.indexed).map((i) => topicOf(args[i.name!]))];
  const plain = event.inputs.filter((i) => !i.indexed);
  const data = plain.length ? encodeAbiParameters(plain, plain.map((i) => args[i.name!]) as never) : '0x';
  return { address, topics, data };
}

/** A messenger call's message as its SendCrossChainMessage names it (the relayer's ReceiveCrossChainMessage repeats it). */
function sentMessage(chain: EvmChain, seq: number) {
  const tx = chain.transaction(seq);
  const args = decodeFunctionData({ abi: MESSENGER, data: chain.transactionInput(seq) as Hex }).args as readonly unknown[];
  const m = args[0] as {
    destinationBlockchainID: Hex;
    destinationAddress: string;
    feeInfo: unknown;
    requiredGasLimit: bigint;
    allowedRelayerAddresses: string[];
    message: Hex;
  };
  return {
    messageID: messageIdOf(chain, seq),
    destinationBlockchainID: m.destinationBlockchainID,
    message: {
      messageNonce: BigInt(seq),
      originSenderAddress: tx.from,
      destinationBlockchainID: m.destinationBlockchainID,
      destinationAddress: m.destinationAddress,
      requiredGasLimit: m.requiredGasLimit,
      allowedRelayerAddresses: m.allowedRelayerAddresses,
      receipts: [],
      message: m.message,
    },
    feeInfo: m.feeInfo,
  };
}

/** The logs of one transaction (empty when it failed). */
export function transactionLogs(chain: EvmChain, seq: number, ownIndex: number): RpcLog[] {
  const s = chain.store;
  if (s.txStatus.get(seq) !== 1 || s.txKind.get(seq) === TX_KIND.nativeTransfer) return [];
  const tx = chain.transaction(seq);
  const out: RpcLog[] = [];
  const own = (l: Omit<RpcLog, 'logIndex' | 'seq'>) => out.push({ ...l, logIndex: ownIndex, seq });
  const input = () => chain.transactionInput(seq) as Hex;
  switch (tx.kind) {
    case TX_KIND.erc20Approve: {
      const args = decodeFunctionData({ abi: TOKEN, data: input() }).args as readonly unknown[];
      own(log(TOKEN, 'Approval', tx.to, { owner: tx.from, spender: args[0], value: args[1] }));
      break;
    }
    case TX_KIND.swapTokens:
    case TX_KIND.swapNative: {
      const call = decodeFunctionData({ abi: ROUTER, data: input() });
      const a = call.args as readonly unknown[];
      const native = call.functionName === 'swapExactAVAXForTokens';
      const path = (native ? a[1] : a[2]) as string[];
      own(
        log(ROUTER, 'Swap', tx.to, {
          sender: tx.from,
          tokenIn: path[0],
          tokenOut: path[path.length - 1],
          amountIn: native ? BigInt(tx.value) : a[0],
          amountOut: native ? a[0] : a[1],
          to: native ? a[2] : a[3],
        }),
      );
      break;
    }
    case TX_KIND.teleporterSend:
      own(log(MESSENGER, 'SendCrossChainMessage', tx.to, sentMessage(chain, seq)));
      break;
    case TX_KIND.contractCreation:
      own(log(TOKEN, 'OwnershipTransferred', tx.to, { previousOwner: ZERO, newOwner: tx.from }));
      break;
  }
  const { erc20, nft } = transfersOfTx(chain, seq);
  for (const i of erc20) {
    const t = chain.erc20Transfer(i);
    out.push({
      ...log(TOKEN, 'Transfer', t.contract.address, { from: t.from, to: t.to, value: BigInt(t.value) }),
      logIndex: t.logIndex,
      seq,
    });
  }
  for (const i of nft) {
    const t = chain.nftTransfer(i);
    const l =
      t.contract.kind === 'erc721'
        ? log(COLLECTIBLE, 'Transfer', t.contract.address, { from: t.from, to: t.to, tokenId: BigInt(t.tokenId) })
        : log(MULTI, 'TransferSingle', t.contract.address, {
            operator: tx.from,
            from: t.from,
            to: t.to,
            id: BigInt(t.tokenId),
            value: BigInt(t.amount),
          });
    out.push({ ...l, logIndex: t.logIndex, seq });
  }
  // A token transfer call's own event is its Transfer, which the loop above added at that index.
  return out.sort((x, y) => x.logIndex - y.logIndex);
}

/** How many log indexes a transaction takes: its own (any successful call but a native transfer) and its transfers. */
function logSlots(chain: EvmChain, seq: number, ownIndex: number): number {
  const s = chain.store;
  if (s.txStatus.get(seq) !== 1 || s.txKind.get(seq) === TX_KIND.nativeTransfer) return 0;
  const { erc20, nft } = transfersOfTx(chain, seq);
  let next = ownIndex + 1;
  for (const i of erc20) next = Math.max(next, s.erc20.logIndex.get(i) + 1);
  for (const i of nft) next = Math.max(next, s.nft.logIndex.get(i) + 1);
  return next - ownIndex;
}

/** The first log index of each transaction of block `n`, in block order (as the block builder counted them). */
export function firstLogIndexes(chain: EvmChain, n: number): { seq: number; ownIndex: number }[] {
  const s = chain.store;
  const out: { seq: number; ownIndex: number }[] = [];
  let next = 0;
  for (let seq = s.blockTxStart.get(n), end = seq + s.blockTxCount.get(n); seq < end; seq++) {
    out.push({ seq, ownIndex: next });
    next += logSlots(chain, seq, next);
  }
  return out;
}

/**
 * The ReceiveCrossChainMessage of each transaction of block `n` a relayer delivered a message with (the ICM API's
 * destination transaction, deliveredMessageOf), by sequence number. The relayer's transaction is picked after its
 * block was built, whose log indexes (the Data API's transfers') were counted then: these events take the indexes
 * after the block's last counted one, in transaction order. A message received from outside the simulated history
 * (a token bridged in) has no source transaction to repeat, so no event.
 */
export function receivedMessageLogs(evm: EvmSimulation, chain: EvmChain, n: number): Map<number, RpcLog> {
  const out = new Map<number, RpcLog>();
  if (!evm.chains.some((c) => c !== chain && partnerOf(evm, c) === chain)) return out;
  const slots = firstLogIndexes(chain, n);
  const last = slots.at(-1);
  let next = last ? last.ownIndex + logSlots(chain, last.seq, last.ownIndex) : 0;
  for (const { seq } of slots) {
    if (roleOf(chain, seq) !== undefined) continue;
    const ref = deliveredMessageOf(evm, chain, seq);
    if (!ref) continue;
    const sent = sentMessage(ref.chain, ref.seq);
    const args = {
      messageID: sent.messageID,
      sourceBlockchainID: hex0x(cb58Decode(ref.chain.spec.blockchainId)),
      deliverer: chain.transaction(seq).from,
      rewardRedeemer: ZERO,
      message: sent.message,
    };
    out.set(seq, { ...log(MESSENGER, 'ReceiveCrossChainMessage', TELEPORTER_MESSENGER, args), logIndex: next++, seq });
  }
  return out;
}

/** One transaction's logs with the message a relayer delivered with it, given its block's received messages. */
export function logsWithReceived(chain: EvmChain, seq: number, ownIndex: number, received: Map<number, RpcLog>): RpcLog[] {
  const logs = transactionLogs(chain, seq, ownIndex);
  const message = received.get(seq);
  return message ? [...logs, message] : logs;
}

/** Every log of block `n`, in transaction order (each transaction's in log-index order). */
export function blockLogs(evm: EvmSimulation, chain: EvmChain, n: number): RpcLog[] {
  const received = receivedMessageLogs(evm, chain, n);
  return firstLogIndexes(chain, n).flatMap(({ seq, ownIndex }) => logsWithReceived(chain, seq, ownIndex, received));
}
