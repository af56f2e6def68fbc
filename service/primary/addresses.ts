import { ParamError } from '../../shared/api/wire/request';
import { parsePxAddress } from '../../shared/codecs/bech32';
import type { PrimaryNetworkSim } from '../sim/primary/network';

export interface AddressQuery {
  /** The addresses as the caller wrote them, in order. */
  texts: string[];
  /** Wallet index per address; undefined for a valid address the simulation never used. */
  owners: (number | undefined)[];
}

/**
 * Reads a comma-separated address list, checking each checksum and that its prefix is this
 * network's (an `avax1…` address on fuji is a mistake worth naming, not an empty result).
 */
export function parseAddresses(sim: PrimaryNetworkSim, csv: string, field = 'addresses'): AddressQuery {
  const texts = csv
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const owners = texts.map((text) => {
    let parsed;
    try {
      parsed = parsePxAddress(text);
    } catch (e) {
      throw new ParamError(field, `${text}: ${(e as Error).message}`);
    }
    if (parsed.hrp !== sim.ids.hrp) {
      throw new ParamError(field, `${text} has the prefix ${parsed.hrp}, but ${sim.network} addresses start with ${sim.ids.hrp}`);
    }
    return sim.wallets.indexOf(parsed.bytes);
  });
  return { texts, owners };
}

export const knownOwners = (q: AddressQuery): Set<number> => new Set(q.owners.filter((o): o is number => o !== undefined));
