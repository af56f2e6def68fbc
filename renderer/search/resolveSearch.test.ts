import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServiceProcess } from '../../test/support/rigs/serviceProcess';
import { startCoreBridge, type CoreBridge } from '../../test/support/bridges/coreBridge';
import { primaryBlockUrl } from '../app/urls';
import { C_CHAIN_EVM_ID } from '../app/useChain';
import { resolveHash } from './resolveHash';
import { resolveId } from './resolveId';

/** The omnibox's id and hash lookups against the local service, through the main process's bridge. */
let service: Awaited<ReturnType<typeof startServiceProcess>>;
let core: CoreBridge;

beforeAll(async () => {
  service = await startServiceProcess();
  core = await startCoreBridge(async () => ({ dataUrl: service.dataUrl, metricsUrl: service.metricsUrl, close: async () => {} }));
  await latestBlockHash('p-chain'); // the Primary Network's first answer builds its indexes: not part of any test below
}, 60_000);

afterAll(async () => {
  await core?.close();
  await service?.close();
});

async function latestBlockHash(chain: 'p-chain' | 'x-chain' | 'c-chain'): Promise<string> {
  const page = await core.bridge.request('listPrimaryBlocks', { network: 'mainnet', blockchainId: chain, pageSize: 1 });
  const hash = page.blocks?.[0]?.blockHash;
  if (!hash) throw new Error(`the local service lists no ${chain} block`);
  return hash;
}

describe('resolveId (a cb58 id)', () => {
  it('finds a P-Chain block and an X-Chain block by hash, each on its own chain', async () => {
    for (const chain of ['p-chain', 'x-chain'] as const) {
      const hash = await latestBlockHash(chain);
      expect(await resolveId(core.bridge, 'mainnet', hash)).toEqual({ kind: 'block', to: primaryBlockUrl(chain, hash) });
    }
  }, 30_000); // up to eight lookups each, on a machine the other suites share

  it('answers none for an id nothing has', async () => {
    const hash = await latestBlockHash('x-chain');
    const unknown = hash.slice(0, 10) + hash.slice(10, 20).split('').reverse().join('') + hash.slice(20);
    expect(await resolveId(core.bridge, 'mainnet', unknown)).toEqual({ kind: 'none' });
  });
});

describe('resolveHash (a 0x hash)', () => {
  it("finds a C-Chain atomic block on the network's C-Chain, and only there", async () => {
    const hash = await latestBlockHash('c-chain');
    expect(await resolveHash(core.bridge, C_CHAIN_EVM_ID.mainnet, hash, 'mainnet')).toEqual({
      kind: 'block',
      to: primaryBlockUrl('c-chain', hash),
    });
    expect(await resolveHash(core.bridge, C_CHAIN_EVM_ID.mainnet, hash)).toEqual({ kind: 'none' });
  });
});
