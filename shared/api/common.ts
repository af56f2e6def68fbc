import { z } from 'zod';
import { CURRENCIES } from './enums';
import { decimalValue } from './money';
import { epochSeconds, int, resource } from './schema';

/** Spec 2.1. The data service sends message as a string, the metrics service as an array. */
export const ErrorBody = resource({
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string(),
  statusCode: int,
});

export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;

/** The value is a decimal string from the interface and a number from the real Data API: normalised to a string. */
export const Price = resource({ currencyCode: z.string(), value: decimalValue });

export const AssetAmount = resource({
  assetId: z.string(),
  name: z.string(),
  symbol: z.string(),
  denomination: int,
  type: z.string(),
  amount: z.string(),
});
export const BalanceEntry = AssetAmount.extend({ utxoCount: int.optional() });
export const AtomicBalanceEntry = BalanceEntry.extend({
  sharedWithChainId: z.string().optional(),
  status: z.string().optional(),
});

/** ChainInfo of spec 2.2 as returned with Primary Network lists. */
export const ChainInfo = resource({ chainName: z.string(), network: z.string() });

export const EvmAddressInfo = resource({
  name: z.string(),
  symbol: z.string(),
  decimals: int,
  logoUri: z.string(),
  address: z.string(),
});

export const Method = resource({ callType: z.string(), methodHash: z.string(), methodName: z.string() });

export { epochSeconds };
