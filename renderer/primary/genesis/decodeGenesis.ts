import type { z } from 'zod';
import { ALLOW_LIST_CONFIG_FIELDS, type GenesisData } from '../../../shared/api';
import { hexToBigIntString } from '../../../shared/format/hex';

export type Genesis = z.output<typeof GenesisData>;

export interface AllowListSummary {
  name: (typeof ALLOW_LIST_CONFIG_FIELDS)[number];
  blockTimestamp?: number;
  adminAddresses: string[];
  managerAddresses: string[];
  enabledAddresses: string[];
}

export interface UpgradeEntry {
  name: string;
  kind: 'block' | 'timestamp';
  value: number;
}

export interface AllocRow {
  address: string;
  /** Balance in the smallest unit as an integer string, or null when the hex is not a number. */
  balance: string | null;
  balanceHex: string;
  hasCode: boolean;
  storageSlots: number;
}

export interface GenesisSummary {
  chainId?: number;
  feeConfig: Array<[string, number]>;
  warpConfig?: { blockTimestamp?: number; quorumNumerator?: number; requirePrimaryNetworkSigners?: boolean };
  allowLists: AllowListSummary[];
  upgrades: UpgradeEntry[];
  alloc: AllocRow[];
}

const UPGRADE_KEY = /(Block|Timestamp)$/;

/** The alloc balance as an integer string, or null when it is not a hex quantity (shown raw, never guessed). */
function balanceOf(hex: string): string | null {
  try {
    return hexToBigIntString(hex);
  } catch {
    return null;
  }
}

/** Bytecode is present when the hex has at least one byte ("0x" and "" mean none). */
function hasBytes(hex: string | undefined): boolean {
  return hex !== undefined && hex.replace(/^0x/i, '').length > 0;
}

/**
 * The parts of a genesis a person reads first. Upgrade activations are every numeric config key
 * ending in Block or Timestamp, so forks the schema does not name (durangoTimestamp...) still show;
 * allow-list configs carry their own blockTimestamp and are listed with the allow lists instead.
 */
export function decodeGenesis(genesis: Genesis): GenesisSummary {
  const config = (genesis.config ?? {}) as Record<string, unknown> & NonNullable<Genesis['config']>;
  const upgrades: UpgradeEntry[] = Object.entries(config)
    .filter((e): e is [string, number] => UPGRADE_KEY.test(e[0]) && typeof e[1] === 'number')
    .map(([name, value]) => ({ name, kind: name.endsWith('Block') ? 'block' : 'timestamp', value }));
  const allowLists = ALLOW_LIST_CONFIG_FIELDS.flatMap((name): AllowListSummary[] => {
    const c = config[name];
    if (!c) return [];
    return [
      {
        name,
        blockTimestamp: c.blockTimestamp,
        adminAddresses: c.adminAddresses ?? [],
        managerAddresses: c.managerAddresses ?? [],
        enabledAddresses: c.enabledAddresses ?? [],
      },
    ];
  });
  const alloc = Object.entries(genesis.alloc ?? {}).map(([address, entry]): AllocRow => ({
    address: address.startsWith('0x') ? address : `0x${address}`,
    balance: balanceOf(entry.balance ?? '0x0'),
    balanceHex: entry.balance ?? '0x0',
    hasCode: hasBytes(entry.code),
    storageSlots: Object.keys(entry.storage ?? {}).length,
  }));
  return {
    chainId: config.chainId,
    feeConfig: Object.entries(config.feeConfig ?? {}).filter((e): e is [string, number] => typeof e[1] === 'number'),
    warpConfig: config.warpConfig,
    allowLists,
    upgrades,
    alloc,
  };
}

/** Sum of the alloc balances that parsed (integer string), for the table's footer. */
export function allocTotal(rows: AllocRow[]): string {
  return rows.reduce((sum, r) => (r.balance === null ? sum : sum + BigInt(r.balance)), 0n).toString();
}
