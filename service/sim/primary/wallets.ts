import { bytesToHex } from '@noble/hashes/utils.js';
import { formatPxAddress } from '../../../shared/codecs/bech32';
import { walletKey, type WalletKey } from './keys';

/** Wallets of one simulated network and what each one does (e.g. e2e tests pick a staker). */
export const WALLET_ROLES = {
  /** Run validators (each several staking slots in turn). */
  validatorOwners: [0, 1, 2, 3, 4, 5, 6, 7],
  /** Send on the X-Chain, delegate, move AVAX between chains. */
  users: [8, 9, 10, 11, 12, 13],
  /** Creates the subnets and converts the L1s. */
  subnetAdmin: 14,
  /** Receives the vesting allocation: locked and stakeable-locked outputs. */
  vesting: 15,
} as const;
export const WALLET_COUNT = 16;

export class Wallets {
  readonly keys: WalletKey[];
  private readonly byShortId = new Map<string, number>();

  constructor(
    label: string,
    readonly hrp: string,
  ) {
    this.keys = Array.from({ length: WALLET_COUNT }, (_, i) => walletKey(`${label}:${i}`));
    this.keys.forEach((k, i) => this.byShortId.set(bytesToHex(k.shortId), i));
  }

  /** `P-avax1…` / `X-avax1…`; the same 20 bytes own outputs on every chain. */
  address(index: number, chain: 'P' | 'X' | 'C'): string {
    return formatPxAddress({ chain, hrp: this.hrp, bytes: this.keys[index].shortId });
  }
  /** Any 20 bytes as this network's bare address (`avax1…`). */
  formatBytes(bytes: Uint8Array): string {
    return formatPxAddress({ hrp: this.hrp, bytes });
  }
  indexOf(shortId: Uint8Array): number | undefined {
    return this.byShortId.get(bytesToHex(shortId));
  }
}
