import { GenesisData } from '../../../shared/api';
import type { Genesis } from './decodeGenesis';

/**
 * What a blockchain's genesis is, for the page to pick its viewer. Chains of non-EVM VMs publish
 * their genesis as text, often JSON in a string; an EVM genesis may come either way.
 */
export type GenesisView =
  { kind: 'none' } | { kind: 'evm'; genesis: Genesis } | { kind: 'json'; value: unknown } | { kind: 'text'; text: string };

/** An EVM genesis names its chain config or its alloc; any other object is shown as plain JSON. */
function isEvmGenesis(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && ('config' in value || 'alloc' in value);
}

export function classifyGenesis(genesis: Genesis | string | undefined): GenesisView {
  if (genesis === undefined) return { kind: 'none' };
  if (typeof genesis !== 'string') return Object.keys(genesis).length > 0 ? { kind: 'evm', genesis } : { kind: 'none' };
  if (!genesis.trim()) return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(genesis);
  } catch {
    return { kind: 'text', text: genesis };
  }
  if (isEvmGenesis(value)) {
    const parsed = GenesisData.safeParse(value);
    if (parsed.success) return { kind: 'evm', genesis: parsed.data };
  }
  return { kind: 'json', value };
}
