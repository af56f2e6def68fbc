import type { SimNetwork } from '../catalog';
import { eoaAddressBytes, TREASURY_COUNT } from './genesisAlloc';
import { hex0x } from './hex';

/**
 * The externally owned accounts of one network, shared by its chains so that one address has
 * history on the C-Chain and the L1s (what an export across chains needs). Ids 0..TREASURY_COUNT-1
 * are the genesis treasuries.
 */
export class AccountPool {
  readonly hex: string[];
  readonly bytes: Uint8Array[];
  private readonly ids = new Map<string, number>();

  constructor(
    seed: number,
    readonly network: SimNetwork,
    readonly size: number,
  ) {
    this.bytes = Array.from({ length: size }, (_, i) => eoaAddressBytes(seed, network, i));
    this.hex = this.bytes.map(hex0x);
    this.hex.forEach((h, i) => this.ids.set(h, i));
  }

  idOf(address: string): number | undefined {
    return this.ids.get(address.toLowerCase());
  }

  get treasuryCount(): number {
    return TREASURY_COUNT;
  }
}
