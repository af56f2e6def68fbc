import { decimalToString } from '../format/decimal';
import type { TaxAmount, TaxMovement } from './taxFormats';

/**
 * One item of an address's EVM history (the Data API's `transactions` list of an address: the
 * transaction with the ERC-20 transfers and internal calls it made that touch the address), as
 * loosely as the tax report needs it: the real API may leave fields out.
 */
export interface EvmHistoryItem {
  nativeTransaction?: { blockNumber?: string; blockTimestamp?: number; txHash?: string; txStatus?: string; from?: { address?: string } };
  erc20Transfers?: {
    from?: { address?: string };
    to?: { address?: string };
    value?: string;
    logIndex?: number;
    erc20Token?: { address?: string; symbol?: string; decimals?: number };
  }[];
  internalTransactions?: {
    from?: { address?: string };
    to?: { address?: string };
    value?: string;
    internalTxType?: string;
    isReverted?: boolean;
  }[];
}

/** The reconciliation key of an ERC-20 token: its chain and contract. */
export const erc20Asset = (chainId: string, contract: string) => `erc20:${chainId}:${contract.toLowerCase()}`;
export const nativeAsset = (chainId: string) => `evm:${chainId}`;
/** The token contract of an `erc20Asset` key; undefined for any other asset. */
export const erc20ContractOf = (asset: string) => /^erc20:[^:]+:(0x[0-9a-f]{40})$/.exec(asset)?.[1];

const lower = (a: { address?: string } | undefined) => (a?.address ?? '').toLowerCase();
/** An amount in the smallest unit as exact whole units; undefined when it is not a positive integer. */
function wholeUnits(value: string | undefined, decimals: number, currency: string): TaxAmount | undefined {
  if (!value || !/^\d+$/.test(value) || BigInt(value) === 0n) return undefined;
  return { value: decimalToString({ units: BigInt(value), scale: decimals }), currency };
}

/**
 * What one history item's token transfers and internal calls did to `addresses` (lower-case),
 * one movement per transfer or call; the transaction's own value and fee are the export row's,
 * so they are not here. A failed transaction moves nothing. Entries involving an address in
 * `skip` were already counted from that address's history (each address's history lists the
 * entries that touch it, so a shared entry appears in both). A transfer between two of the
 * addresses moves nothing.
 */
export function evmHistoryMovements(
  item: EvmHistoryItem,
  chainId: string,
  native: { symbol: string; decimals: number },
  addresses: ReadonlySet<string>,
  skip: ReadonlySet<string>,
): TaxMovement[] {
  const tx = item.nativeTransaction;
  if (!tx?.txHash || tx.txStatus === '0' || tx.blockTimestamp === undefined) return [];
  const base = { time: tx.blockTimestamp, txHash: tx.txHash };
  const out: TaxMovement[] = [];
  const push = (from: string, to: string, asset: string, amount: TaxAmount | undefined, description: string) => {
    if (!amount || skip.has(from) || skip.has(to)) return;
    const fromUs = addresses.has(from);
    const toUs = addresses.has(to);
    if (fromUs === toUs) return;
    out.push({ ...base, asset, ...(fromUs ? { sent: amount } : { received: amount }), description });
  };
  for (const t of item.erc20Transfers ?? []) {
    const token = t.erc20Token;
    if (!token?.address || token.decimals === undefined) continue;
    const symbol = token.symbol || token.address;
    push(
      lower(t.from),
      lower(t.to),
      erc20Asset(chainId, token.address),
      wholeUnits(t.value, token.decimals, symbol),
      `ERC-20 transfer of ${symbol}`,
    );
  }
  const sender = lower(tx.from);
  for (const c of item.internalTransactions ?? []) {
    // The call the sender (an account, not a contract) made is the transaction itself, whose value the export row has.
    if (c.isReverted || lower(c.from) === sender) continue;
    push(
      lower(c.from),
      lower(c.to),
      nativeAsset(chainId),
      wholeUnits(c.value, native.decimals, native.symbol),
      `Internal ${c.internalTxType ?? 'call'}`,
    );
  }
  return out;
}
