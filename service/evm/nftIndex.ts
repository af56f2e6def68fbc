import { endpoints } from '../../shared/api/endpoints';
import { INDEX_STATUSES } from '../../shared/api/enums';
import type { Clock } from '../sim/clock';
import type { Contract } from '../sim/evm/contracts';
import type { EvmChain } from '../sim/evm/evmChain';
import { hashLabel } from '../sim/random';
import { HttpError } from '../server/handler';
import { ercType } from './serialize';

/** Reindex frequency: the endpoint row's (once per hour per token). */
const REINDEX_INTERVAL_MS = endpoints.reindexNft.onceEverySec! * 1000;

type IndexStatus = (typeof INDEX_STATUSES)[number];

/** Most tokens are indexed; the rest spread over the failure states an indexer meets. */
const STATUS_WEIGHTS: [IndexStatus, number][] = [
  ['indexed', 70],
  ['unindexed', 8],
  ['unknown', 2],
  ['missing_token', 2],
  ['invalid_token_uri', 3],
  ['invalid_token_uri_scheme', 2],
  ['unreachable_token_uri', 4],
  ['throttled_token_uri', 2],
  ['metadata_content_too_large', 1],
  ['invalid_metadata', 3],
  ['invalid_metadata_json', 3],
];
const TOTAL_WEIGHT = STATUS_WEIGHTS.reduce((n, [, w]) => n + w, 0);
/** States a reindex can clear: the token's metadata was fine, the indexer just had not got it. */
const TRANSIENT = new Set<IndexStatus>(['unindexed', 'unknown', 'unreachable_token_uri', 'throttled_token_uri']);

const TRAITS = ['Granite', 'Basalt', 'Schist', 'Quartz', 'Obsidian', 'Slate', 'Marble', 'Gneiss'];

/**
 * NFT metadata as the indexer knows it: a deterministic index status per token, and the
 * reindex requests (which the clock rate-limits to one per token per hour).
 */
export class NftIndex {
  private readonly reindexedAt = new Map<string, number>();

  constructor(
    private readonly seed: number,
    private readonly clock: Clock,
  ) {}

  reindex(chain: EvmChain, contract: Contract, tokenId: number): void {
    const key = this.key(chain, contract, tokenId);
    const now = this.clock.nowMs();
    const last = this.reindexedAt.get(key);
    if (last !== undefined && now - last < REINDEX_INTERVAL_MS) {
      const wait = Math.ceil((REINDEX_INTERVAL_MS - (now - last)) / 1000);
      throw new HttpError(429, `Token ${tokenId} of ${contract.address} was reindexed less than an hour ago; retry after ${wait} s`, {
        'retry-after': String(wait),
      });
    }
    this.reindexedAt.set(key, now);
  }

  status(chain: EvmChain, contract: Contract, tokenId: number): IndexStatus {
    const key = this.key(chain, contract, tokenId);
    let r = hashLabel(`${this.seed}:nft-status:${key}`) % TOTAL_WEIGHT;
    let status: IndexStatus = 'indexed';
    for (const [s, w] of STATUS_WEIGHTS) {
      if (r < w) {
        status = s;
        break;
      }
      r -= w;
    }
    return this.reindexedAt.has(key) && TRANSIENT.has(status) ? 'indexed' : status;
  }

  /** The token's fields (Erc721Token or Erc1155Token shape) with its metadata. */
  token(chain: EvmChain, contract: Contract, tokenId: number, baseUrl: string) {
    const status = this.status(chain, contract, tokenId);
    const metadata = this.metadata(chain, contract, tokenId, status, baseUrl);
    return {
      address: contract.address,
      name: contract.name,
      symbol: contract.symbol,
      ercType: ercType(contract),
      tokenId: String(tokenId),
      tokenUri: tokenUri(chain, contract, tokenId, status, baseUrl),
      metadata,
      ...(contract.kind === 'erc721' ? { ownerAddress: chain.ownerOf(contract, tokenId) } : {}),
    };
  }

  private metadata(chain: EvmChain, contract: Contract, tokenId: number, status: IndexStatus, baseUrl: string) {
    const reindexed = this.reindexedAt.get(this.key(chain, contract, tokenId));
    const minted = chain.store.blockTs.get(contract.mintBlock[tokenId] ?? 0);
    const updated = reindexed !== undefined ? Math.floor(reindexed / 1000) : minted + (hashLabel(`${contract.address}:${tokenId}`) % 3600);
    const common = { indexStatus: status, metadataLastUpdatedTimestamp: updated };
    if (status !== 'indexed') return common;
    const described = describeToken(contract, tokenId);
    const fields = {
      ...common,
      name: described.name,
      symbol: contract.symbol,
      imageUri: imageUri(chain, contract, tokenId, baseUrl),
      description: described.description,
      animationUri: '',
      externalUrl: `${baseUrl}/static/nft/${chain.spec.evmChainId}/${contract.address}/${tokenId}.json`,
      background: described.background,
    };
    return contract.kind === 'erc1155'
      ? { ...fields, decimals: 0, properties: JSON.stringify(described.attributes) }
      : { ...fields, attributes: JSON.stringify(described.attributes) };
  }

  private key(chain: EvmChain, contract: Contract, tokenId: number): string {
    return `${chain.spec.evmChainId}:${contract.address}:${tokenId}`;
  }
}

/** Name, description, colours and traits of a token: what its metadata JSON and its SVG show. */
export function describeToken(contract: Contract, tokenId: number) {
  const h = hashLabel(`${contract.address}:${tokenId}:traits`);
  const hue = h % 360;
  const trait = TRAITS[(h >>> 9) % TRAITS.length];
  return {
    name: `${contract.name} #${tokenId}`,
    description: `Token ${tokenId} of ${contract.name}, a simulated collection.`,
    hue,
    background: `hsl(${hue}, 45%, 22%)`,
    attributes: [
      { trait_type: 'Rock', value: trait },
      { trait_type: 'Elevation', value: 500 + ((h >>> 3) % 4000) },
    ],
  };
}

const imageUri = (chain: EvmChain, contract: Contract, tokenId: number, baseUrl: string) =>
  `${baseUrl}/static/nft/${chain.spec.evmChainId}/${contract.address}/${tokenId}.svg`;

/** A token URI that matches its status: served by us when indexable, broken in the way the status says otherwise. */
function tokenUri(chain: EvmChain, contract: Contract, tokenId: number, status: IndexStatus, baseUrl: string): string {
  switch (status) {
    case 'missing_token':
      return '';
    case 'invalid_token_uri':
      return `not a uri ${tokenId}`;
    case 'invalid_token_uri_scheme':
      return `ftp://nft.invalid/${contract.address}/${tokenId}`;
    case 'unreachable_token_uri':
      return `https://unreachable.invalid/${contract.address}/${tokenId}.json`;
    default:
      return `${baseUrl}/static/nft/${chain.spec.evmChainId}/${contract.address}/${tokenId}.json`;
  }
}
