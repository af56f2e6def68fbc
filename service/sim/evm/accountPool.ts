import type { SimNetwork } from '../catalog';
import { eoaAddressBytes, TREASURY_COUNT } from './genesisAlloc';
import { hex0x } from './hex';

/**
 * The externally owned accounts of one network, shared by its chains so that one address has
 * history on the C-Chain and the L1s (what an export across chains needs). Ids 0..TREASURY_COUNT-1
 * are the genesis treasuries.
 *
 * An address is a keccak, and the history refers to accounts by id only, so each address is
 * derived when first shown; looking an address up derives them all once (a start then pays for
 * none of them), unless `index` did it after the start.
 */
export class AccountPool {
  private readonly hexes: (string | undefined)[];
  private ids: Map<string, number> | undefined;

  constructor(
    private readonly seed: number,
    readonly network: SimNetwork,
    readonly size: number,
  ) {
    this.hexes = Array.from<string | undefined>({ length: size });
  }

  /** Lower-case 0x address of account `id`. */
  hexOf(id: number): string {
    let hex = this.hexes[id];
    if (hex === undefined) {
      if (!(id >= 0 && id < this.size)) throw new RangeError(`account id ${id} is outside the pool of ${this.size}`);
      hex = hex0x(eoaAddressBytes(this.seed, this.network, id));
      this.hexes[id] = hex;
    }
    return hex;
  }

  bytesOf(id: number): Uint8Array {
    return Buffer.from(this.hexOf(id).slice(2), 'hex');
  }

  idOf(address: string): number | undefined {
    const lower = address.toLowerCase();
    // The treasuries are looked up at genesis; sparing them keeps the full index off the start.
    for (let id = 0; id < TREASURY_COUNT && id < this.size; id++) if (this.hexOf(id) === lower) return id;
    return this.addressIndex().get(lower);
  }

  /** Whether every address is derived and indexed (by a lookup or `index`). */
  get indexed(): boolean {
    return this.ids !== undefined;
  }

  /**
   * Derives every address and indexes them ahead of the first lookup, a slice at a time so that
   * requests keep the thread; stops early when `cancelled()` says so.
   */
  async index(cancelled: () => boolean = () => false, sliceSize = 2048): Promise<void> {
    for (let from = 0; from < this.size && !this.indexed; from += sliceSize) {
      if (cancelled()) return;
      for (let id = from; id < Math.min(from + sliceSize, this.size); id++) this.hexOf(id);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    if (!cancelled()) this.addressIndex();
  }

  private addressIndex(): Map<string, number> {
    if (this.ids === undefined) {
      const ids = new Map<string, number>();
      for (let id = 0; id < this.size; id++) ids.set(this.hexOf(id), id);
      this.ids = ids;
    }
    return this.ids;
  }

  get treasuryCount(): number {
    return TREASURY_COUNT;
  }
}
