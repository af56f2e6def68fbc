import { z } from 'zod';
import { isCalendarDate } from './calendarDate';
import { cb58Id, chainIdParam, evmAddress, pxAddress } from './params';

/**
 * The bodies of POST /v1/operations/transactions:export. The real Data API takes more export
 * types than the EVM one: the Primary Network ones read P-/X-Chain addresses (the `addresses`
 * option) on the chains named in `includeChains` (p-chain, x-chain, c-chain or their ids).
 */

export const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, 'must be a date such as 2026-01-31')
  .refine(isCalendarDate, 'must be a real calendar date such as 2026-01-31');

export const EVM_EXPORT_TYPE = 'TRANSACTION_EXPORT_EVM';
export const PRIMARY_NETWORK_EXPORT_TYPES = [
  'TRANSACTION_EXPORT_PRIMARY_NETWORK',
  'TRANSACTION_EXPORT_PRIMARY_NETWORK_STAKING',
  'TRANSACTION_EXPORT_PRIMARY_NETWORK_SIMPLE',
] as const;
export const EXPORT_TYPES = [EVM_EXPORT_TYPE, ...PRIMARY_NETWORK_EXPORT_TYPES] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export type PrimaryNetworkExportType = (typeof PRIMARY_NETWORK_EXPORT_TYPES)[number];

export const PRIMARY_CHAIN_ALIASES = ['p-chain', 'x-chain', 'c-chain'] as const;
const primaryChainParam = z.union([z.enum(PRIMARY_CHAIN_ALIASES), cb58Id], {
  message: 'must be p-chain, x-chain, c-chain or a blockchain id',
});

const dates = {
  firstDate: dateParam.optional(),
  lastDate: dateParam.optional(),
  /** Deprecated aliases of firstDate and lastDate. */
  startDate: dateParam.optional(),
  endDate: dateParam.optional(),
};

/** One kind of export's body: its type, the date range, and the addresses and chains it covers. */
function exportBody<Type extends z.ZodType, Address extends z.ZodType, Chain extends z.ZodType>(
  type: Type,
  address: Address,
  chain: Chain,
  maxChains: number,
) {
  return z.strictObject({
    type,
    ...dates,
    options: z.strictObject({
      addresses: z.array(address).min(1).max(100),
      includeChains: z.array(chain).min(1).max(maxChains),
    }),
  });
}

const EvmExportBody = exportBody(z.literal(EVM_EXPORT_TYPE), evmAddress, chainIdParam, 50);
const PrimaryNetworkExportBody = exportBody(z.enum(PRIMARY_NETWORK_EXPORT_TYPES), pxAddress, primaryChainParam, 3);

export const TransactionExportBody = z
  .discriminatedUnion('type', [EvmExportBody, PrimaryNetworkExportBody], {
    message: `must be one of ${EXPORT_TYPES.join(', ')}`,
  })
  .refine(
    (b) => {
      const first = b.firstDate ?? b.startDate;
      const last = b.lastDate ?? b.endDate;
      return !first || !last || first.slice(0, 10) <= last.slice(0, 10);
    },
    { message: 'firstDate must not be after lastDate', path: ['firstDate'] },
  );
export type TransactionExportBody = z.output<typeof TransactionExportBody>;
