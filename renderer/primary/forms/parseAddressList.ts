import { BECH32_HRP, parsePxAddress } from '../../../shared/codecs/bech32';
import type { Settings } from '../../../shared/bridge/channels';
import { parseList, type ListParse } from './parseList';

/**
 * P-/X- addresses of the chosen network, comma or newline separated. The bech32 checksum is
 * checked here so a typo is caught before any request; an address of the other network is
 * refused with the prefix it should have.
 */
export function parseAddressList(text: string, network: Settings['network']): ListParse {
  const hrp = BECH32_HRP[network];
  return parseList(text, { one: 'address', many: 'addresses' }, (entry) => {
    let parsed;
    try {
      parsed = parsePxAddress(entry);
    } catch (e) {
      return (e as Error).message;
    }
    if (parsed.chain === 'C') return 'use a P- or X-Chain address (P-… or X-…)';
    if (parsed.hrp !== hrp) return `it is for the "${parsed.hrp}" prefix, and ${network} addresses start with ${hrp}1 (P-${hrp}1…)`;
    return null;
  });
}
