import { EVM_EXPORT_TYPE, type ExportType } from '../../shared/api/exportBodies';
import { isValidPxAddress } from '../../shared/codecs/bech32';
import { isValidEvmAddress } from '../../shared/codecs/evmAddress';
import { parseList } from '../primary/forms/parseList';

/** The export types of the form, by what a person is after. */
export const EXPORT_TYPE_LABELS: Record<ExportType, string> = {
  TRANSACTION_EXPORT_EVM: 'EVM transactions (C-Chain and L1 chains)',
  TRANSACTION_EXPORT_PRIMARY_NETWORK: 'Primary Network transactions (P-, X-Chain, C-Chain atomic)',
  TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING: 'Staking: stakes and rewards',
  TRANSACTION_EXPORT_PRIMARY_NETWORK_SIMPLE: 'Primary Network, simple (one signed amount per row)',
};

export interface ExportFormValues {
  type: ExportType;
  network: 'mainnet' | 'fuji';
  addressText: string;
  chains: string[];
  firstDate: string;
  lastDate: string;
  fileName: string;
}

export type ExportFieldErrors = Partial<Record<'addresses' | 'includeChains' | 'firstDate' | 'lastDate' | 'fileName' | 'form', string>>;

/** Checks the Exports form the way the main process will, so nothing is sent that would be refused. */
export function checkExportForm(v: ExportFormValues): { errors: ExportFieldErrors; addresses: string[] } {
  const errors: ExportFieldErrors = {};
  const parsed =
    v.type === EVM_EXPORT_TYPE
      ? parseList(v.addressText, { one: '0x address', many: 'addresses' }, (a) =>
          isValidEvmAddress(a) ? null : 'it must be 0x followed by 40 hex digits (with a correct checksum if mixed-case)',
        )
      : parseList(v.addressText, { one: 'P- or X- address', many: 'addresses' }, (a) =>
          isValidPxAddress(a, v.network)
            ? null
            : `it must be a ${v.network} P- or X-Chain address such as ${v.network === 'mainnet' ? 'P-avax1…' : 'P-fuji1…'} (with its checksum)`,
        );
  if (!parsed.ok) errors.addresses = `Addresses: ${parsed.message}`;
  if (v.chains.length === 0) errors.includeChains = 'Chains: choose at least one chain.';
  if (v.firstDate && v.lastDate && v.firstDate > v.lastDate) errors.firstDate = 'First date: it must not be after the last date.';
  return { errors, addresses: parsed.ok ? parsed.values : [] };
}

/** The main process names a bad argument by its path (e.g. `addresses.0`); the form shows it by the field. */
export function fieldOf(path: string | undefined): keyof ExportFieldErrors {
  const head = path?.split('.')[0];
  return head === 'addresses' || head === 'includeChains' || head === 'firstDate' || head === 'lastDate' || head === 'fileName'
    ? head
    : 'form';
}
