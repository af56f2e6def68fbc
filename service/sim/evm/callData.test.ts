import { describe, expect, it } from 'vitest';
import { cb58Decode } from '../../../shared/codecs/cb58';
import { decodeCallData, type DecodedArgument } from '../../../shared/format/abiDecode';
import { ManualClock } from '../clock';
import { callData } from './callData';
import { hex0x, keccak } from './hex';
import { TX_KIND, type TxKind } from './methods';
import { EvmSimulation } from './simulation';

const sim = new EvmSimulation({ seed: 7, scale: 'small', clock: new ManualClock(Date.UTC(2026, 4, 2, 9, 0)) });
const chain = sim.chain('43114')!;
const s = chain.store;
const lower = (a: string) => a.toLowerCase();

/** Up to `n` transactions of `kind`, successful or failed, from across the history. */
function sample(kind: TxKind, status: 0 | 1, n = 40): number[] {
  const out: number[] = [];
  for (let seq = 0; seq < s.txCount && out.length < n; seq += 1) {
    if (s.txKind.get(seq) === kind && s.txStatus.get(seq) === status) out.push(seq);
  }
  expect(out.length, `transactions of kind ${kind}, status ${status}`).toBeGreaterThan(0);
  return out;
}

/** The transaction's input decoded by the method it names, as the transaction page decodes it. */
function decoded(seq: number, input = chain.transactionInput(seq)): DecodedArgument['value'][] {
  const tx = chain.transaction(seq);
  expect(input.startsWith(tx.method.methodHash)).toBe(true);
  const result = decodeCallData(tx.method.methodName, input);
  if (!result.ok) throw new Error(`${tx.method.methodName} of transaction ${seq}: ${result.reason}`);
  return result.args.map((a) => a.value);
}

const erc20Addresses = () => new Set(s.contracts.filter((c) => c.kind === 'erc20' && !c.spam).map((c) => lower(c.address)));

describe('simulated call data', () => {
  it('an ERC-20 transfer names the recipient and the amount its Transfer event moved', () => {
    for (const seq of sample(TX_KIND.erc20Transfer, 1)) {
      const t = chain.erc20Transfer(s.erc20.recordOf(seq)!);
      expect(decoded(seq)).toEqual([lower(t.to), t.value]);
    }
    for (const seq of sample(TX_KIND.erc20Transfer, 0, 10)) expect(decoded(seq)).toHaveLength(2);
  });

  it('an approval names the chain router as spender', () => {
    const router = s.contracts.find((c) => c.kind === 'router')!;
    for (const seq of sample(TX_KIND.erc20Approve, 1)) {
      const [spender, amount] = decoded(seq);
      expect(spender).toBe(lower(router.address));
      expect(BigInt(amount as string)).toBeGreaterThan(0n);
    }
  });

  it("a swap routes between two of the chain's tokens, to its sender, with a deadline after its block", () => {
    const tokens = erc20Addresses();
    const wrapped = lower(chain.wrappedNative().address);
    for (const [kind, pathAt] of [
      [TX_KIND.swapTokens, 2],
      [TX_KIND.swapNative, 1],
    ] as const) {
      for (const seq of [...sample(kind, 1), ...sample(kind, 0, 10)]) {
        const args = decoded(seq);
        const tx = chain.transaction(seq);
        const path = args[pathAt] as string[];
        expect(path).toHaveLength(2);
        expect(path[0]).not.toBe(path[1]);
        for (const token of path) expect(tokens.has(token), token).toBe(true);
        if (kind === TX_KIND.swapNative) expect(path[0]).toBe(wrapped);
        expect(args[pathAt + 1]).toBe(lower(tx.from));
        expect(Number(args[pathAt + 2])).toBe(tx.blockTimestamp + 1_200);
      }
    }
  });

  it('an NFT call names the token its transfer moved, and the recipient', () => {
    for (const seq of sample(TX_KIND.erc721Mint, 1)) {
      const t = chain.nftTransfer(s.nft.recordOf(seq)!);
      expect(decoded(seq)).toEqual([lower(t.to), String(t.tokenId)]);
    }
    for (const seq of sample(TX_KIND.erc721Transfer, 1)) {
      const t = chain.nftTransfer(s.nft.recordOf(seq)!);
      expect(decoded(seq)).toEqual([lower(t.from), lower(t.to), String(t.tokenId)]);
    }
    for (const seq of sample(TX_KIND.erc1155Transfer, 1)) {
      const t = chain.nftTransfer(s.nft.recordOf(seq)!);
      expect(decoded(seq)).toEqual([lower(t.from), lower(t.to), String(t.tokenId), String(t.amount), '0x']);
    }
  });

  it('a Teleporter send is one TeleporterMessageInput naming the chain its messages go to and the sender as recipient', () => {
    const partner = s.contracts.find((c) => c.teleporter)!.teleporter!.otherChainId;
    for (const seq of sample(TX_KIND.teleporterSend, 1)) {
      const tx = chain.transaction(seq);
      expect(decoded(seq)).toEqual([
        hex0x(cb58Decode(partner)),
        lower(tx.from),
        lower(chain.wrappedNative().address),
        '0',
        '200000',
        [],
        hex0x(keccak(tx.txHash)),
      ]);
    }
  });

  it('a send or swap drafted before the wrapped token is deployed still has data, naming the zero address for it', () => {
    // A deployment the block cannot fund or fit waits for a later block, while the block's traffic is drafted.
    const undeployed = {
      store: Object.create(s, { contracts: { value: s.contracts.filter((c) => c.kind !== 'erc20') } }),
      txHash: chain.txHash.bind(chain),
    };
    const zero = `0x${'0'.repeat(40)}`;
    const args = (kind: TxKind) => {
      const seq = sample(kind, 1, 1)[0];
      return decoded(seq, callData(undeployed, seq));
    };
    expect(args(TX_KIND.teleporterSend)[2]).toBe(zero); // the fee token
    expect(args(TX_KIND.swapTokens)[2]).toEqual([zero, zero]); // the path
    expect(args(TX_KIND.swapNative)[1]).toEqual([zero, zero]);
  });

  it('a native transfer carries no data', () => {
    for (const seq of sample(TX_KIND.nativeTransfer, 1, 5)) expect(chain.transactionInput(seq)).toBe('0x');
  });
});
