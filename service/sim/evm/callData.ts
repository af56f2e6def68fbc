import { cb58Decode } from '../../../shared/codecs/cb58';
import { NO_ADDRESS, type ChainStore } from './chainStore';
import type { Contract } from './contracts';
import { hex0x, keccak } from './hex';
import { METHODS, TX_KIND, type TxKind } from './methods';

/** What a simulated transaction's call data is built from: its chain's records and its hash. */
export interface CallSource {
  store: ChainStore;
  txHash(seq: number): string;
}

/** A swap's deadline: twenty minutes after its block, as DEX front ends set it. */
const DEADLINE_SECONDS = 1_200;
/** The gas a Teleporter send asks the relayer to give the message on the destination chain. */
const TELEPORTER_GAS_LIMIT = 200_000;

/** One argument as the ABI lays it out: words in place (static types, static tuples) or a tail behind an offset. */
type Part = { head: string } | { tail: string };

const word = (n: bigint | number): string => BigInt(n).toString(16).padStart(64, '0');
const addressWord = (address: string): string => address.slice(2).toLowerCase().padStart(64, '0');
const uint = (n: bigint | number): Part => ({ head: word(n) });
const address = (a: string): Part => ({ head: addressWord(a) });
const addresses = (list: string[]): Part => ({ tail: word(list.length) + list.map(addressWord).join('') });
const bytes = (hex: string): Part => ({ tail: word(hex.length / 2) + hex.padEnd(Math.ceil(hex.length / 64) * 64, '0') });

/** The ABI encoding of `parts` in order: heads first (a dynamic part's head is its tail's offset), then the tails. */
function encode(parts: Part[]): string {
  const headBytes = parts.reduce((n, p) => n + ('head' in p ? p.head.length / 2 : 32), 0);
  let head = '';
  let tail = '';
  for (const p of parts) {
    if ('head' in p) head += p.head;
    else {
      head += word(headBytes + tail.length / 2);
      tail += p.tail;
    }
  }
  return head + tail;
}

/**
 * A transaction's call data: its method's selector and its arguments, ABI-encoded for the method its kind names
 * (METHODS), from what the chain recorded: a transfer that happened carries its recipient and amount, an NFT call its
 * token id, an approval the router as spender, a swap a path through the chain's tokens, a Teleporter send the chain
 * its messages go to. What the chain does not record (a swap's amounts, a failed transfer's recipient) is read from
 * the transaction's hash, so a transaction always carries the same data. Explorers decode these arguments, and so
 * does the app. A native transfer has none; a creation's data is its init code (the block builder's), not this.
 */
export function callData(chain: CallSource, seq: number): string {
  const kind = chain.store.txKind.get(seq) as TxKind;
  const selector = METHODS[kind].methodHash;
  const parts = selector ? argumentsOf(kind, chain, seq) : undefined;
  return parts ? selector + encode(parts) : '0x';
}

function argumentsOf(kind: TxKind, chain: CallSource, seq: number): Part[] | undefined {
  const s = chain.store;
  const from = s.addressOf(s.txFrom.get(seq));
  const contract = s.contracts[s.txContract.get(seq)] as Contract | undefined;
  const amount = s.txAmount.get(seq);
  const hash = keccak(chain.txHash(seq));
  const derived = (at: number, max: number) => 1 + (new DataView(hash.buffer, hash.byteOffset).getUint32(at) % max);
  const someAddress = `0x${hex0x(hash).slice(-40)}`;
  const tokenUnits = (c: Contract | undefined, hundredths: number) =>
    uint(BigInt(hundredths) * 10n ** BigInt(Math.max(0, (c?.decimals ?? 18) - 2)));
  const deadline = uint(s.blockTs.get(s.txBlock.get(seq)) + DEADLINE_SECONDS);
  const erc20 = s.erc20.recordOf(seq);
  const nft = s.nft.recordOf(seq);
  const nftRecipient = address(nft === undefined ? someAddress : s.addressOf(s.nft.to.get(nft)));
  // The tokens a swap routes through: those deployed before it, scam airdrops left out; the wrapped native one first.
  // Empty for a transaction drafted before the wrapped token's deployment (a deployment the block cannot fund or fit
  // waits for a later block, and a Teleporter send needs only the predeployed messenger): a missing token is then the
  // zero address, as a send with no fee names it.
  const tokens = () => s.contracts.filter((c) => c.kind === 'erc20' && !c.spam && c.deployTx < seq);
  const tokenAddress = (c: Contract | undefined) => c?.address ?? s.addressOf(NO_ADDRESS);

  switch (kind) {
    case TX_KIND.erc20Transfer:
      return erc20 === undefined
        ? [address(someAddress), tokenUnits(contract, amount)]
        : [address(s.addressOf(s.erc20.to.get(erc20))), tokenUnits(contract, s.erc20.amount.get(erc20))];
    case TX_KIND.erc20Approve:
      return [address(s.contracts.find((c) => c.kind === 'router')?.address ?? someAddress), tokenUnits(contract, amount)];
    case TX_KIND.swapTokens: {
      const all = tokens();
      const tokenIn = all[derived(0, all.length) - 1];
      const others = all.filter((c) => c !== tokenIn);
      const tokenOut = others.length ? others[derived(4, others.length) - 1] : tokenIn;
      return [
        tokenUnits(tokenIn, derived(8, 500_000)),
        tokenUnits(tokenOut, derived(12, 500_000)),
        addresses([tokenAddress(tokenIn), tokenAddress(tokenOut)]),
        address(from),
        deadline,
      ];
    }
    case TX_KIND.swapNative: {
      const [wrapped, ...others] = tokens();
      const tokenOut = others.length ? others[derived(4, others.length) - 1] : wrapped;
      return [
        tokenUnits(tokenOut, derived(12, 500_000)),
        addresses([tokenAddress(wrapped), tokenAddress(tokenOut)]),
        address(from),
        deadline,
      ];
    }
    case TX_KIND.erc721Mint:
      return [address(from), uint(amount)];
    case TX_KIND.erc721Transfer:
      return [address(from), nftRecipient, uint(amount)];
    case TX_KIND.erc1155Transfer:
      return [address(from), nftRecipient, uint(amount), uint(nft === undefined ? derived(0, 5) : s.nft.amount.get(nft)), bytes('')];
    case TX_KIND.teleporterSend: {
      // One TeleporterMessageInput: the destination chain (the one this chain's bridged token pairs with), the
      // recipient (the sender's own account there, as the ICM message says), no fee (in the wrapped native token), the
      // gas limit, any relayer, the payload.
      const destination = s.contracts.find((c) => c.teleporter)?.teleporter?.otherChainId;
      const input = encode([
        { head: destination ? hex0x(cb58Decode(destination)).slice(2) : word(0) },
        address(from),
        { head: addressWord(tokenAddress(tokens()[0])) + word(0) },
        uint(TELEPORTER_GAS_LIMIT),
        addresses([]),
        bytes(hex0x(hash).slice(2)),
      ]);
      return [{ tail: input }];
    }
    default:
      return undefined;
  }
}
