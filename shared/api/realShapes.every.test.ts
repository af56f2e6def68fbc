import { describe, expect, it } from 'vitest';
import { REAL_ANSWERS } from '../../test/realApi/shapes';
import { pChainBalances } from '../../test/realApi/shapes/primaryNetwork';
import { ENDPOINT_IDS, endpoints, type EndpointId } from './endpoints';
import { readLeniently, UNREADABLE, type UnreadableField } from './wire/unreadable';

/**
 * Every endpoint row has a real-shaped answer (test/realApi/shapes, written from the real APIs'
 * published schemas), and each reads through the row's own schema and the client's lenient reader
 * to what the views get: the only unreadable parts are the ones planted on purpose.
 */
const read = (id: EndpointId, json: unknown) => {
  const def = endpoints[id];
  if (def.response === null) return json;
  const r = readLeniently(def.response, structuredClone(json), 'page' in def ? def.page?.items : undefined);
  if (!r.success) throw new Error(`${id}: ${r.error.message}`);
  return r.data;
};

/** Every `[UNREADABLE]` marker in a parsed answer, with where it sits. */
function unreadableParts(value: unknown, at = ''): Array<{ at: string; fields: UnreadableField[] }> {
  if (typeof value !== 'object' || value === null) return [];
  const own = (value as Record<string, unknown>)[UNREADABLE];
  const found = Array.isArray(own) ? [{ at, fields: own as UnreadableField[] }] : [];
  for (const [k, v] of Object.entries(value)) if (k !== UNREADABLE) found.push(...unreadableParts(v, at ? `${at}.${k}` : k));
  return found;
}

/** Money fields that the real API sends as numbers: after the edge each is a decimal string. */
function moneyValues(value: unknown, out: unknown[] = []): unknown[] {
  if (typeof value !== 'object' || value === null) return out;
  const o = value as Record<string, unknown>;
  if (typeof o.currencyCode === 'string') out.push(o.value);
  for (const v of Object.values(o)) moneyValues(v, out);
  return out;
}

const PLANTED: Partial<Record<EndpointId, Array<{ at: string; fields: UnreadableField[] }>>> = {
  listLatestBlocks: [{ at: 'blocks.1', fields: [{ field: 'blockTimestamp', type: 'string' }] }],
};

describe('a real-shaped answer for every endpoint row', () => {
  it('no row lacks one, and no answer is for a row that does not exist', () => {
    expect(ENDPOINT_IDS.filter((id) => !(id in REAL_ANSWERS))).toEqual([]);
    expect(Object.keys(REAL_ANSWERS).filter((id) => !(id in endpoints))).toEqual([]);
  });

  it.each(ENDPOINT_IDS)('%s reads whole, except what was planted, with every money value a decimal string', (id) => {
    const data = read(id, REAL_ANSWERS[id]);
    expect(unreadableParts(data)).toEqual(PLANTED[id] ?? []);
    for (const v of moneyValues(data)) expect(typeof v, id).toBe('string');
  });

  it('numbers in prices become the decimals they were written as (3.5e1 too)', () => {
    const rewards = read('listHistoricalRewards', REAL_ANSWERS.listHistoricalRewards) as {
      historicalRewards: Array<{ reward: { historicalPrice: { value: string } } }>;
    };
    expect(rewards.historicalRewards.map((r) => r.reward.historicalPrice.value)).toEqual(['28.4', '35']);
    const tokens = read('listErc20Balances', REAL_ANSWERS.listErc20Balances) as {
      erc20TokenBalances: Array<{ price: { value: string }; balanceValue: { value: string }; tokenReputation: null }>;
    };
    expect(tokens.erc20TokenBalances[0]).toMatchObject({
      price: { value: '0.9998' },
      balanceValue: { value: '1249.75' },
      tokenReputation: null,
    });
    const deployment = read('getDeploymentTransaction', REAL_ANSWERS.getDeploymentTransaction) as {
      networkTokenDetails: { currentPrice: { value: string } };
    };
    expect(deployment.networkTokenDetails.currentPrice.value).toBe('35.24');
  });

  it('unknown enum values, missing fields and categories the interface does not name come through as sent', () => {
    const pending = read('listPendingRewards', REAL_ANSWERS.listPendingRewards) as { pendingRewards: Array<{ rewardType: string }> };
    expect(pending.pendingRewards.map((r) => r.rewardType)).toEqual(['DELEGATOR', 'L1_VALIDATOR']);
    const internals = read('listInternalTransactions', REAL_ANSWERS.listInternalTransactions) as {
      transactions: Array<{ internalTxType: string }>;
    };
    expect(internals.transactions.map((t) => t.internalTxType)).toEqual(['CALL', 'SELFDESTRUCT']);
    const transfers = read('listErc721Transfers', REAL_ANSWERS.listErc721Transfers) as { transactions: Array<Record<string, unknown>> };
    expect(transfers.transactions[1]).not.toHaveProperty('erc721Token');
    const subnets = read('listSubnets', REAL_ANSWERS.listSubnets) as { subnets: Array<Record<string, unknown>> };
    expect(subnets.subnets[1]).toEqual({ subnetId: expect.any(String), blockchains: [{ blockchainId: expect.any(String) }] });
    const p = read('getPrimaryBalances', pChainBalances) as { balances: Record<string, unknown> };
    expect(p.balances.unlockedUnstakedL1ValidatorFees).toEqual(pChainBalances.balances.unlockedUnstakedL1ValidatorFees);
  });

  it('a planted fault fails the check: a string where a price must be a number or decimal is named', () => {
    const bad = structuredClone(REAL_ANSWERS.listErc20Balances) as { erc20TokenBalances: Array<{ price: { value: unknown } }> };
    bad.erc20TokenBalances[0]!.price.value = true;
    expect(unreadableParts(read('listErc20Balances', bad))).toEqual([
      { at: 'erc20TokenBalances.0', fields: [{ field: 'price.value', type: 'boolean' }] },
    ]);
  });
});
