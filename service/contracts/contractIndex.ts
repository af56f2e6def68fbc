import type { Contract } from '../sim/evm/contracts';
import type { EvmChain } from '../sim/evm/evmChain';
import { lowerBound } from '../sim/evm/column';
import { partitionPoint } from '../sim/partitionPoint';

/** The lists of one chain kept by contract or by deployer; only ever appended to, in chain order. */
interface ChainLists {
  erc20Seen: number;
  nftSeen: number;
  contractsSeen: number;
  /** Transfer numbers of each token (ERC-20 numbers or NFT numbers, by the contract's kind), ascending. */
  transfers: Map<number, number[]>;
  /** Contract indexes of each deployer's address, ascending. */
  deployed: Map<string, number[]>;
}

/**
 * A token's transfers and a deployer's contracts, indexed on first use and brought up to date as blocks arrive (each
 * read scans only what was appended since the last), so a page is found in O(log n + page size).
 */
export class ContractIndex {
  private readonly chains = new Map<EvmChain, ChainLists>();

  /** Transfer numbers of `contract` below `before` (exclusive), in transactions [lo, hi), newest first. */
  transfers(chain: EvmChain, contract: Contract, seqs: { lo: number; hi: number }, before: number, limit: number): number[] {
    const lists = this.upToDate(chain);
    const list = lists.transfers.get(contract.index) ?? [];
    const columns = contract.kind === 'erc20' ? chain.store.erc20 : chain.store.nft;
    const seqOf = (position: number) => columns.tx.get(list[position]);
    const first = partitionPoint(list.length, (i) => seqOf(i) < seqs.lo);
    const end = Math.min(
      partitionPoint(list.length, (i) => seqOf(i) < seqs.hi),
      lowerBound(list, list.length, before),
    );
    const out: number[] = [];
    for (let i = end - 1; i >= first && out.length < limit; i--) out.push(list[i]);
    return out;
  }

  /** Indexes of the contracts `deployer` created, below `before` (exclusive), newest first. */
  deployedBy(chain: EvmChain, deployer: string, before: number, limit: number): Contract[] {
    const list = this.upToDate(chain).deployed.get(deployer.toLowerCase()) ?? [];
    const out: Contract[] = [];
    for (let i = lowerBound(list, list.length, before) - 1; i >= 0 && out.length < limit; i--) out.push(chain.store.contracts[list[i]]);
    return out;
  }

  private upToDate(chain: EvmChain): ChainLists {
    let lists = this.chains.get(chain);
    if (!lists) {
      lists = { erc20Seen: 0, nftSeen: 0, contractsSeen: 0, transfers: new Map(), deployed: new Map() };
      this.chains.set(chain, lists);
    }
    const s = chain.store;
    const add = <K>(map: Map<K, number[]>, key: K, value: number) => {
      const list = map.get(key);
      if (list) list.push(value);
      else map.set(key, [value]);
    };
    for (; lists.erc20Seen < s.erc20.count; lists.erc20Seen++) add(lists.transfers, s.erc20.contract.get(lists.erc20Seen), lists.erc20Seen);
    for (; lists.nftSeen < s.nft.count; lists.nftSeen++) add(lists.transfers, s.nft.contract.get(lists.nftSeen), lists.nftSeen);
    for (; lists.contractsSeen < s.contracts.length; lists.contractsSeen++) {
      const contract = s.contracts[lists.contractsSeen];
      if (contract.deployTx >= 0) add(lists.deployed, s.addressOf(s.txFrom.get(contract.deployTx)), contract.index);
    }
    return lists;
  }
}
