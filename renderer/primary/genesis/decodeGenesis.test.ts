import { describe, expect, it } from 'vitest';
import { GenesisData } from '../../../shared/api';
import { allocTotal, decodeGenesis } from './decodeGenesis';

const genesis = GenesisData.parse({
  alloc: {
    '8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC': { balance: '0x295BE96E64066972000000', code: '0x', storage: {} },
    '0x0200000000000000000000000000000000000005': { balance: '0x0', code: '0x6080604052', storage: { '0x01': '0x02' } },
  },
  config: {
    chainId: 432204,
    homesteadBlock: 0,
    londonBlock: 0,
    subnetEVMTimestamp: 0,
    durangoTimestamp: 1709740800,
    feeConfig: { gasLimit: 15000000, minBaseFee: 25000000000, targetGas: 20000000, baseFeeChangeDenominator: 36 },
    warpConfig: { blockTimestamp: 1700000000, quorumNumerator: 67, requirePrimaryNetworkSigners: true },
    txAllowListConfig: { blockTimestamp: 0, adminAddresses: ['0xaa'], enabledAddresses: ['0xbb', '0xcc'] },
  },
});

describe('decodeGenesis', () => {
  const summary = decodeGenesis(genesis);

  it('converts hex balances to integer strings without losing digits', () => {
    // 0x295BE96E64066972000000 = 50,000,000 * 10^18
    expect(summary.alloc[0]).toEqual({
      address: '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC',
      balance: '50000000000000000000000000',
      balanceHex: '0x295BE96E64066972000000',
      hasCode: false,
      storageSlots: 0,
    });
    expect(summary.alloc[1]).toMatchObject({ balance: '0', hasCode: true, storageSlots: 1 });
    expect(allocTotal(summary.alloc)).toBe('50000000000000000000000000');
  });

  it('collects chain id, fee config, warp config and the allow lists present', () => {
    expect(summary.chainId).toBe(432204);
    expect(summary.feeConfig).toContainEqual(['minBaseFee', 25000000000]);
    expect(summary.warpConfig?.quorumNumerator).toBe(67);
    expect(summary.allowLists).toEqual([
      { name: 'txAllowListConfig', blockTimestamp: 0, adminAddresses: ['0xaa'], managerAddresses: [], enabledAddresses: ['0xbb', '0xcc'] },
    ]);
  });

  it('lists upgrade blocks and timestamps, including forks the schema does not name', () => {
    expect(summary.upgrades).toEqual([
      { name: 'homesteadBlock', kind: 'block', value: 0 },
      { name: 'londonBlock', kind: 'block', value: 0 },
      { name: 'subnetEVMTimestamp', kind: 'timestamp', value: 0 },
      { name: 'durangoTimestamp', kind: 'timestamp', value: 1709740800 },
    ]);
  });

  it('marks a balance that is not hex instead of guessing', () => {
    const odd = decodeGenesis(GenesisData.parse({ alloc: { '0x01': { balance: 'lots' } } }));
    expect(odd.alloc[0].balance).toBeNull();
    expect(allocTotal(odd.alloc)).toBe('0');
  });

  it('survives a genesis with nothing in it', () => {
    expect(decodeGenesis({})).toEqual({
      chainId: undefined,
      feeConfig: [],
      warpConfig: undefined,
      allowLists: [],
      upgrades: [],
      alloc: [],
    });
  });
});
