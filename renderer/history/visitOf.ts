import type { HistoryVisit } from '../../shared/bridge/historyChannels';
import { matchPattern, type HashLocation } from '../app/hashPath';
import { ROUTES } from '../app/urls';

/** The item pages history records: each route with what it shows and the param naming its id. */
const ITEM_PAGES: { pattern: string; kind: string; param: string }[] = [
  { pattern: ROUTES.tx, kind: 'Transaction', param: 'txHash' },
  { pattern: ROUTES.block, kind: 'Block', param: 'blockId' },
  { pattern: ROUTES.address, kind: 'Address', param: 'address' },
  { pattern: ROUTES.contract, kind: 'Contract', param: 'address' },
  { pattern: ROUTES.nftCollection, kind: 'NFT collection', param: 'address' },
  { pattern: ROUTES.nftToken, kind: 'NFT', param: 'tokenId' },
  { pattern: ROUTES.blockchain, kind: 'Blockchain', param: 'blockchainId' },
  { pattern: ROUTES.subnet, kind: 'Subnet', param: 'subnetId' },
  { pattern: ROUTES.primaryTx, kind: 'Primary Network transaction', param: 'txHash' },
  { pattern: ROUTES.primaryBlock, kind: 'Primary Network block', param: 'blockId' },
  { pattern: ROUTES.pxAddress, kind: 'P-/X- address', param: 'address' },
  { pattern: ROUTES.validator, kind: 'Validator', param: 'nodeId' },
  { pattern: ROUTES.icmMessage, kind: 'Cross-chain message', param: 'messageId' },
];

/** What history records of the page at `location`: an item page's kind and id, or nothing (lists, tools, searches). */
export function visitOf(location: HashLocation): HistoryVisit | undefined {
  for (const page of ITEM_PAGES) {
    const params = matchPattern(page.pattern, location.path);
    if (!params?.[page.param]) continue;
    const query = location.query.toString();
    return { path: query ? `${location.path}?${query}` : location.path, kind: page.kind, id: params[page.param] };
  }
  return undefined;
}
