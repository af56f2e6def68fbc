import { describe, expect, it } from 'vitest';
import { Blockchain } from '../../../shared/api';
import { classifyGenesis } from './textGenesis';

// The real Data API's Blockchain.genesisData: an object for EVM chains; other VMs send text, often JSON in a string.
describe('classifyGenesis', () => {
  it('keeps an EVM genesis object for the EVM viewer', () => {
    expect(classifyGenesis({ config: { chainId: 7 }, alloc: {} }).kind).toBe('evm');
  });

  it('reads an EVM genesis sent as a JSON string with the EVM viewer', () => {
    const chain = Blockchain.parse({ blockchainId: 'b', genesisData: JSON.stringify({ config: { chainId: 99 }, gasLimit: '0x7a1200' }) });
    const view = classifyGenesis(chain.genesisData);
    expect(view).toMatchObject({ kind: 'evm', genesis: { config: { chainId: 99 }, gasLimit: '0x7a1200' } });
  });

  it('shows other JSON as a tree and anything else as the text it is', () => {
    const json = classifyGenesis(Blockchain.parse({ genesisData: '{"timestamp":0,"allocations":[{"avaxAddr":"X-avax1"}]}' }).genesisData);
    expect(json).toEqual({ kind: 'json', value: { timestamp: 0, allocations: [{ avaxAddr: 'X-avax1' }] } });
    expect(classifyGenesis('0x1a2b-not-json')).toEqual({ kind: 'text', text: '0x1a2b-not-json' });
    expect(classifyGenesis('')).toEqual({ kind: 'none' });
    expect(classifyGenesis(undefined)).toEqual({ kind: 'none' });
  });

  it('an object-looking JSON that is not a readable EVM genesis falls back to the tree', () => {
    expect(classifyGenesis('{"config":"not an object"}').kind).toBe('json');
  });
});
