import { describe, expect, it } from 'vitest';
import { buildPrimaryNetwork } from '../sim/primary/network';
import { nodeBlsCredentials } from '../sim/primary/validatorSets';
import { warmValidatorKeys } from './warmValidatorKeys';

const sim = buildPrimaryNetwork('mainnet', 7, 1_750_000_000);
const turn = () => new Promise((r) => setImmediate(r));

describe('warming the validators’ BLS credentials', () => {
  it('derives every validator node once, newest validation first, a few per turn of the event loop', async () => {
    const derived: string[] = [];
    const warm = warmValidatorKeys(sim, 2, (_sim, nodeId) => derived.push(nodeId));
    expect(derived).toEqual([]);
    await turn();
    expect(derived).toHaveLength(2);
    await warm.done;
    const newestFirst = [...sim.validators].sort((a, b) => b.issuedAt - a.issuedAt).map((v) => v.nodeId);
    expect(derived).toEqual([...new Set(newestFirst)]);
    // The newest validation's node (the list's first row) is among the first turn's.
    expect(derived.slice(0, 2)).toContain(newestFirst[0]);
  });

  it('fills the memo the validator reads use: the newest node is signed once, by the warm-up', async () => {
    const newest = [...sim.validators].sort((a, b) => b.issuedAt - a.issuedAt)[0].nodeId;
    const warm = warmValidatorKeys(sim, 1);
    await turn();
    warm.stop();
    const t0 = performance.now();
    const credentials = nodeBlsCredentials(sim, newest);
    // A signature takes milliseconds; a memo read does not.
    expect(performance.now() - t0).toBeLessThan(3);
    expect(credentials).toBe(nodeBlsCredentials(sim, newest));
    expect(credentials.proofOfPossession).toMatch(/^0x[0-9a-f]{192}$/);
  });

  it('stops when asked', async () => {
    const derived: string[] = [];
    const warm = warmValidatorKeys(sim, 1, (_sim, nodeId) => derived.push(nodeId));
    await turn();
    warm.stop();
    await warm.done;
    await new Promise((r) => setTimeout(r, 20));
    expect(derived).toHaveLength(1);
  });
});
