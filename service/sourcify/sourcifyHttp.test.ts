import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeFunctionData, type Abi, type Hex } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EvmChain } from '../sim/evm/evmChain';
import { TX_KIND } from '../sim/evm/methods';
import { serviceSuite, type Answer } from '../../test/support/rigs/serviceSuite';
import { CONTRACT_SOURCES_DIR, sourcePath } from './artifacts';
import { COMPILED } from './verifiedContracts';

/**
 * The local Sourcify (v2) over HTTP: the minimal and the full answers, the ABI that decodes the call data the
 * simulation writes for each kind of transaction, the bytecode eth_getCode serves, and Sourcify's error answers.
 */
describe('local Sourcify v2 (contract)', { timeout: 60_000 }, () => {
  const suite = serviceSuite({ startMs: Date.UTC(2026, 3, 1), seed: 7 });
  let chain: EvmChain;
  beforeAll(() => {
    chain = suite.service.world.evm.chain('43114')!;
  });
  const sourcify = async (path: string) => {
    const r = await fetch(`${suite.service.dataUrl}/sourcify/v2/contract/${path}`);
    return { status: r.status, body: (await r.json()) as Answer };
  };

  it('was compiled from the Solidity sources beside it (run scripts/compileContracts.ts after changing one)', () => {
    const files = readdirSync(CONTRACT_SOURCES_DIR).filter((f) => f.endsWith('.sol'));
    expect(Object.keys(COMPILED.sources).sort()).toEqual(files.map(sourcePath).sort());
    for (const f of files) expect(COMPILED.sources[sourcePath(f)].content, f).toBe(readFileSync(join(CONTRACT_SOURCES_DIR, f), 'utf8'));
  });

  it('answers a token minimally, then with its ABI, sources and compilation', async () => {
    const token = chain.wrappedNative();
    const minimal = await sourcify(`43114/${token.address}`);
    expect(minimal.status).toBe(200);
    expect(minimal.body).toEqual({
      match: 'exact_match',
      creationMatch: 'exact_match',
      runtimeMatch: 'exact_match',
      chainId: '43114',
      address: token.address,
      verifiedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      matchId: expect.any(String),
    });
    const full = await sourcify(`43114/${token.address.toUpperCase().replace('0X', '0x')}?fields=abi,sources,compilation,deployment`);
    expect(full.body.compilation).toMatchObject({
      language: 'Solidity',
      compiler: 'solc',
      compilerVersion: expect.stringMatching(/^v0\.8\.\d+\+commit\./),
      name: 'RidgeToken',
      fullyQualifiedName: 'contracts/RidgeToken.sol:RidgeToken',
      compilerSettings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'shanghai' },
    });
    expect(Object.keys(full.body.sources).sort()).toEqual(['contracts/Ownable.sol', 'contracts/RidgeToken.sol']);
    expect(full.body.sources['contracts/RidgeToken.sol'].content).toContain('contract RidgeToken is Ownable');
    expect(full.body.deployment).toMatchObject({ transactionHash: chain.txHash(token.deployTx), deployer: expect.stringMatching(/^0x/) });
    const code = await fetch(`${suite.service.dataUrl}/ext/bc/${chain.spec.blockchainId}/rpc`, {
      method: 'POST',
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getCode', params: [token.address, 'latest'] }),
    });
    const all = await sourcify(`43114/${token.address}?fields=all`);
    expect(((await code.json()) as Answer).result).toBe(all.body.runtimeBytecode.onchainBytecode);
  });

  it("decodes with the served ABIs the call data of every kind of the simulation's calls", async () => {
    const s = chain.store;
    const kinds = new Set<number>();
    const abis = new Map<string, Abi>();
    for (let seq = s.txCount - 1; seq >= 0 && kinds.size < 8; seq--) {
      const kind = s.txKind.get(seq);
      if (kind === TX_KIND.nativeTransfer || kind === TX_KIND.contractCreation || kinds.has(kind)) continue;
      const to = s.addressOf(s.txTo.get(seq));
      if (!abis.has(to)) abis.set(to, (await sourcify(`43114/${to}?fields=abi`)).body.abi as Abi);
      const decoded = decodeFunctionData({ abi: abis.get(to)!, data: chain.transactionInput(seq) as Hex });
      expect(chain.transaction(seq).method.methodName.startsWith(`${decoded.functionName}(`)).toBe(true);
      kinds.add(kind);
    }
    expect(kinds.size).toBe(8);
  });

  it("answers Sourcify's errors for what it cannot serve", async () => {
    const eoa = chain.transaction(chain.txCount - 1).from;
    const generic = chain.store.contracts.find((c) => c.kind === 'generic')!;
    for (const path of [`43114/${eoa}`, `43114/${generic.address}`, `1/${chain.wrappedNative().address}`]) {
      const r = await sourcify(path);
      expect(r.status, path).toBe(404);
      expect(r.body).toMatchObject({ customCode: 'not_found', message: expect.any(String), errorId: expect.any(String) });
    }
    for (const [path, named] of [
      ['43114/0x12', 'address'],
      ['c-chain/0x0000000000000000000000000000000000000000', 'chainId'],
      [`43114/${eoa}?fields=abi,secrets`, 'secrets'],
      [`43114/${eoa}?fields=abi&omit=sources`, 'omit'],
    ]) {
      const r = await sourcify(path);
      expect(r.status, path).toBe(400);
      expect(r.body).toMatchObject({ customCode: 'invalid_parameter', message: expect.stringContaining(named) });
    }
  });
});
