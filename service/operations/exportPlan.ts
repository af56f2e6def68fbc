import { EVM_EXPORT_TYPE, type TransactionExportBody } from '../../shared/api/exportBodies';
import { parsePxAddress } from '../../shared/codecs/bech32';
import { NETWORK_IDS, P_CHAIN_ID, type PrimaryNetworkName } from '../../shared/network/primaryNetworkIds';
import type { ChainKey } from '../sim/primary/model';
import type { PrimaryNetworks } from '../sim/primary/primaryNetworks';
import { HttpError } from '../server/handler';
import { EXPORT_COLUMNS, evmExportRows, type ExportRow } from './exportCsv';
import type { ExportChain, ExportSource } from './exportSource';
import { PRIMARY_EXPORT_COLUMNS, primaryExportRows } from './primaryExportRows';

/** What an export job writes: its header and its rows (read lazily, oldest first), and how it names them. */
export interface ExportPlan {
  header: readonly string[];
  rows: () => Iterable<ExportRow>;
  /** "Exporting …" in the operation's message. */
  subject: string;
  rowNoun: [one: string, many: string];
}

export interface ExportPlanSources {
  evm: ExportSource;
  primary?: PrimaryNetworks;
}

/**
 * Checks a validated body against what the service holds (chains, the addresses' network) and
 * says what its export contains; a bad field is a 400 naming it. Run at the POST and again when
 * the job runs (also after a restart), so it keeps no state of its own.
 */
export function exportPlan(
  body: TransactionExportBody,
  sources: ExportPlanSources,
  window: { fromSec: number; toSec: number },
): ExportPlan {
  if (body.type === EVM_EXPORT_TYPE) {
    const chains = body.options.includeChains.map((id, i) => {
      const chain = sources.evm.chain(id);
      if (!chain) throw new HttpError(400, `Invalid body.options.includeChains.${i}: unknown chain ${id}; see GET /v1/chains`);
      return chain;
    });
    const addresses = body.options.addresses.map((a) => a.toLowerCase());
    return {
      header: EXPORT_COLUMNS,
      rows: () => evmExportRows({ source: sources.evm, chains: dedupe(chains), addresses, ...window }),
      subject: `the transactions of ${plural(addresses.length, 'address', 'addresses')} on ${plural(chains.length, 'chain', 'chains')}`,
      rowNoun: ['transaction', 'transactions'],
    };
  }
  const primary = sources.primary;
  if (!primary) throw new HttpError(400, `Invalid body.type: this service does not export ${body.type}`);
  const network = networkOf(body.options.addresses);
  const ids = NETWORK_IDS[network];
  const chains = new Set<ChainKey>(
    body.options.includeChains.map((id, i) => {
      const key =
        ({ 'p-chain': 'P', 'x-chain': 'X', 'c-chain': 'C' } as const)[id as 'p-chain'] ??
        (id === P_CHAIN_ID ? 'P' : id === ids.xChainId ? 'X' : id === ids.cChainId ? 'C' : undefined);
      if (!key) throw new HttpError(400, `Invalid body.options.includeChains.${i}: ${id} is not a ${network} Primary Network chain`);
      return key;
    }),
  );
  const type = body.type;
  return {
    header: PRIMARY_EXPORT_COLUMNS[type],
    rows: () => {
      const { sim, rewards } = primary.get(network);
      const owners = new Set<number>();
      for (const a of body.options.addresses) {
        const owner = sim.wallets.indexOf(parsePxAddress(a).bytes);
        if (owner !== undefined) owners.add(owner);
      }
      return primaryExportRows(type, { sim, rewards, owners, chains, ...window });
    },
    subject: `the ${type === 'TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING' ? 'stakes and rewards' : 'Primary Network transactions'} of ${plural(body.options.addresses.length, 'address', 'addresses')}`,
    rowNoun: ['row', 'rows'],
  };
}

/** The network every address belongs to, by its prefix; a mix or another network is a 400 naming the address. */
function networkOf(addresses: readonly string[]): PrimaryNetworkName {
  let network: PrimaryNetworkName | undefined;
  addresses.forEach((a, i) => {
    let hrp: string;
    try {
      hrp = parsePxAddress(a).hrp;
    } catch (err) {
      throw new HttpError(400, `Invalid body.options.addresses.${i}: ${a}: ${(err as Error).message}`);
    }
    const own = (Object.keys(NETWORK_IDS) as PrimaryNetworkName[]).find((n) => NETWORK_IDS[n].hrp === hrp);
    if (!own) throw new HttpError(400, `Invalid body.options.addresses.${i}: ${a} is not a mainnet (avax1…) or fuji (fuji1…) address`);
    if (network && own !== network)
      throw new HttpError(400, `Invalid body.options.addresses.${i}: ${a} is a ${own} address, but addresses.0 is on ${network}`);
    network = own;
  });
  return network!;
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const dedupe = (chains: ExportChain[]) => [...new Map(chains.map((c) => [c.evmChainId, c])).values()];
