import { isValidEvmAddress } from '../../shared/codecs/evmAddress';
import { parseList } from '../primary/forms/parseList';

export interface ExportFormValues {
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
  const parsed = parseList(v.addressText, { one: '0x address', many: 'addresses' }, (a) =>
    isValidEvmAddress(a) ? null : 'it must be 0x followed by 40 hex digits (with a correct checksum if mixed-case)',
  );
  if (!parsed.ok) errors.addresses = `Addresses: ${parsed.message}`;
  if (v.chains.length === 0) errors.includeChains = 'Chains: choose at least one chain.';
  if (v.firstDate && v.lastDate && v.firstDate > v.lastDate) errors.firstDate = 'First date: it must not be after the last date.';
  return { errors, addresses: parsed.ok ? parsed.values : [] };
}

/** The main process names a bad argument by its path (e.g. `addresses.0`); the form shows it by the field. */
export function fieldOf(path: string | undefined): keyof ExportFieldErrors {
  const head = path?.split('.')[0];
  return head === 'addresses' || head === 'includeChains' || head === 'firstDate' || head === 'lastDate' || head === 'fileName' ? head : 'form';
}
