import type { TaxMovement } from './taxFormats';
import { nativeAsset } from './evmHistoryMovements';

/** One row of an export CSV, by column name. */
export type ExportRecord = Record<string, string>;

const timeOf = (text: string) => Math.floor(Date.parse(text) / 1000);
const moved = (value: string | undefined) => value !== undefined && value !== '' && !/^-?0*(\.0*)?$/.test(value);

/**
 * An EVM export row (the local service's columns, docs/exports.md) as what it did to `addresses`
 * (lower-case): value sent or received, and the fee when one of them sent it. A failed
 * transaction moves nothing but still pays its fee; a transfer between two of the addresses
 * moves nothing either. Undefined when the row does not touch the addresses' balance.
 */
export function evmMovement(r: ExportRecord, addresses: ReadonlySet<string>): TaxMovement | undefined {
  const fromUs = addresses.has((r.from ?? '').toLowerCase());
  const toUs = addresses.has((r.to ?? '').toLowerCase());
  const currency = r.token;
  const value = r.status === 'failed' || (fromUs && toUs) || !moved(r.value) ? undefined : { value: r.value, currency };
  const m: TaxMovement = {
    time: timeOf(r['timestamp (UTC)']),
    txHash: r.txHash,
    asset: nativeAsset(r.chainId),
    ...(value && fromUs && { sent: value }),
    ...(value && toUs && !fromUs && { received: value }),
    ...(fromUs && moved(r.fee) && { fee: { value: r.fee, currency } }),
    description: [r.method, r.status === 'failed' ? 'failed' : ''].filter(Boolean).join(', '),
  };
  return m.sent || m.received || m.fee ? m : undefined;
}

/**
 * A Primary Network export row: its received/sent/fee columns already say what the addresses
 * gained and lost. A RewardValidatorTx's gain is staking income, valued with `priceOf` (the
 * reward's historical price in the report's currency), when given.
 */
export function primaryMovement(
  r: ExportRecord,
  worthOf?: (txHash: string, amount: string) => string | undefined,
): TaxMovement | undefined {
  const staking = r.txType === 'RewardValidatorTx' && moved(r.received);
  const m: TaxMovement = {
    time: timeOf(r['timestamp (UTC)']),
    txHash: r.txHash,
    asset: r.assetId,
    ...(moved(r.sent) && { sent: { value: r.sent, currency: r.symbol } }),
    ...(moved(r.received) && { received: { value: r.received, currency: r.symbol } }),
    ...(moved(r.fee) && { fee: { value: r.fee, currency: r.feeSymbol } }),
    ...(staking && { staking: true }),
    description: `${r.chain} ${r.txType}`,
  };
  if (staking && worthOf) {
    const worth = worthOf(r.txHash, r.received);
    if (worth !== undefined) m.netWorth = worth;
  }
  return m.sent || m.received || m.fee ? m : undefined;
}
