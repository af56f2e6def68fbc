import type { SearchInput } from './classifyInput';
import { addressUrl, blockUrl, nodeRewardsUrl, pxAddressUrl, searchHashUrl, searchIdUrl } from '../app/urls';

/** Where the omnibox goes for each kind of input. */
export function searchDestination(input: SearchInput): string | null {
  switch (input.kind) {
    case 'evmAddress':
      return addressUrl(input.value);
    case 'hash':
      return searchHashUrl(input.value);
    case 'blockNumber':
      return blockUrl(input.value);
    case 'cb58':
      return searchIdUrl(input.value);
    case 'pxAddress':
      return pxAddressUrl(input.value);
    case 'nodeId':
      return nodeRewardsUrl(input.value);
    default:
      return null;
  }
}
