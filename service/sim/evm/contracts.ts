import type { TeleporterDirection } from '../../../shared/api/enums';
import type { EvmChainSpec } from '../catalog';

export type ContractKind = 'erc20' | 'erc721' | 'erc1155' | 'router' | 'generic' | 'predeployed';

/** A contract on one chain. NFT ownership lives here because transfers change it as blocks arrive. */
export interface Contract {
  /** Position in the chain's contract list; its address id is the pool size + this. */
  index: number;
  kind: ContractKind;
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Sequence number of the deployment transaction; -1 for genesis predeploys. */
  deployTx: number;
  /** ERC-20: whole tokens minted to the deployer at deployment. */
  supply: number;
  /** ERC-721: owner address id per token id (index = token id); ERC-1155: unused. */
  owners: number[];
  /** ERC-721 and ERC-1155: block of the mint per token id, for metadata timestamps. */
  mintBlock: number[];
  /** ERC-1155: holders per token id (index = token id); ERC-20: holders[0], amounts in hundredths of a token. */
  holders: HolderSet[];
  /** An ERC-20 with no market price (as many real tokens have). */
  unpriced?: boolean;
  /** An ERC-20 airdropped to lure people to a scam: the real API's reputation says Malicious. */
  spam?: boolean;
  /** Set for a contract deployed through a Teleporter message (token bridges). */
  teleporter?: { direction: TeleporterDirection; otherChainId: string };
}

export interface ContractTemplate {
  kind: ContractKind;
  name: string;
  symbol: string;
  decimals: number;
  supply: number;
  teleporter?: Contract['teleporter'];
  unpriced?: boolean;
  spam?: boolean;
}

/** ERC-721 supply cap and ERC-1155 token types of every simulated collection. */
export const ERC721_MAX_SUPPLY = 5_000;
export const ERC1155_TOKEN_TYPES = 12;
/** Tokens an NFT deployment mints to its deployer (they show in getDeployment's transfers). */
export const DEPLOY_MINTS = 3;

/** The contracts deployed in the first blocks of a chain, in deployment order. */
export function baseContracts(chain: EvmChainSpec, otherChainId: string): ContractTemplate[] {
  const sym = chain.token.symbol;
  const erc20 = (
    name: string,
    symbol: string,
    decimals: number,
    supply: number,
    teleporter?: Contract['teleporter'],
  ): ContractTemplate => ({
    kind: 'erc20',
    name,
    symbol,
    decimals,
    supply,
    teleporter,
  });
  const nft = (kind: 'erc721' | 'erc1155', name: string, symbol: string): ContractTemplate => ({
    kind,
    name,
    symbol,
    decimals: 0,
    supply: 0,
  });
  const chainWord = chain.name.replace(/ .*/, '');
  return [
    erc20(`Wrapped ${chain.token.name}`, `W${sym}`, 18, 10_000_000),
    erc20('Ridge USD', 'RUSD', 6, 500_000_000),
    erc20(chain.isCChain ? 'Bridged Summit' : `${chainWord} Bridged USD`, chain.isCChain ? 'SUM.b' : 'USD.b', 18, 25_000_000, {
      direction: chain.isCChain ? 'DESTINATION_TRANSACTION' : 'SOURCE_TRANSACTION',
      otherChainId,
    }),
    nft('erc721', `${chainWord} Ridge Runners`, 'RUNR'),
    nft('erc721', `${chainWord} Cairn Stones`, 'CAIRN'),
    nft('erc721', `${chainWord} Alpine Passes`, 'PASS'),
    nft('erc1155', `${chainWord} Trail Badges`, 'BADGE'),
    nft('erc1155', `${chainWord} Gear Crates`, 'GEAR'),
    { kind: 'router', name: `${chainWord} Swap Router`, symbol: '', decimals: 0, supply: 0 },
    { ...erc20(`${chainWord} Trail Points`, 'TRAIL', 18, 1_000_000), unpriced: true },
    { ...erc20('Claim AVAX Rewards at avax-bonus.example', 'FREE', 18, 100_000_000), unpriced: true, spam: true },
  ];
}

/** Who holds how many of one ERC-1155 token, with O(1) random pick and removal. */
export class HolderSet {
  readonly ids: number[] = [];
  private readonly amounts = new Map<number, number>();
  private readonly positions = new Map<number, number>();

  amountOf(id: number): number {
    return this.amounts.get(id) ?? 0;
  }

  add(id: number, amount: number): void {
    const now = this.amountOf(id) + amount;
    if (!this.positions.has(id)) {
      this.positions.set(id, this.ids.length);
      this.ids.push(id);
    }
    this.amounts.set(id, now);
    if (now <= 0) this.remove(id);
  }

  private remove(id: number): void {
    const at = this.positions.get(id)!;
    const last = this.ids.pop()!;
    if (last !== id) {
      this.ids[at] = last;
      this.positions.set(last, at);
    }
    this.positions.delete(id);
    this.amounts.delete(id);
  }
}

export const isNft = (c: Contract): boolean => c.kind === 'erc721' || c.kind === 'erc1155';
