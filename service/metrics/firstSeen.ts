import { NO_ADDRESS } from '../sim/evm/chainStore';
import type { EvmChain } from '../sim/evm/evmChain';
import { TX_KIND } from '../sim/evm/methods';
import { partitionPoint } from '../sim/partitionPoint';

/**
 * When each address, contract and deployer of a chain first appeared: block timestamps in ascending order,
 * one per first appearance, so a cumulative count up to a time is one binary search. Indexed as blocks
 * arrive, each transaction looked at once.
 */
export class FirstSeen {
  private readonly addresses: number[] = [];
  private readonly contracts: number[] = [];
  private readonly deployers: number[] = [];
  private readonly seenAddress = new Set<number>();
  private readonly seenDeployer = new Set<number>();
  private indexedUpTo = 0;

  constructor(private readonly chain: EvmChain) {}

  /** How many addresses (senders or recipients), contracts or deployers had appeared in blocks before `t`. */
  countBefore(kind: 'addresses' | 'contracts' | 'deployers', t: number): number {
    this.sync();
    const times = this[kind];
    return partitionPoint(times.length, (i) => times[i] < t);
  }

  private sync(): void {
    const s = this.chain.store;
    for (let seq = this.indexedUpTo; seq < s.txCount; seq++) {
      const ts = s.blockTs.get(s.txBlock.get(seq));
      for (const id of [s.txFrom.get(seq), s.txTo.get(seq)]) {
        if (id === NO_ADDRESS || this.seenAddress.has(id)) continue;
        this.seenAddress.add(id);
        this.addresses.push(ts);
      }
      if (isDeployment(this.chain, seq)) {
        this.contracts.push(ts);
        const deployer = s.txFrom.get(seq);
        if (!this.seenDeployer.has(deployer)) {
          this.seenDeployer.add(deployer);
          this.deployers.push(ts);
        }
      }
    }
    this.indexedUpTo = s.txCount;
  }
}

/** A successful contract creation. */
export const isDeployment = (chain: EvmChain, seq: number): boolean =>
  chain.store.txKind.get(seq) === TX_KIND.contractCreation && chain.store.txStatus.get(seq) === 1;
