/** One EVM transaction as the export writes it. */
export interface ExportTransaction {
  chainId: string;
  blockNumber: string;
  /** Epoch seconds. */
  blockTimestamp: number;
  txHash: string;
  txStatus: string;
  from: string;
  to: string;
  methodName?: string;
  callType?: string;
  /** Integer strings in the smallest unit (wei). */
  value: string;
  gasUsed: string;
  gasPrice: string;
}

export interface ExportChain {
  /** The EVM chain id, decimal. */
  evmChainId: string;
  symbol: string;
  decimals: number;
}

/** What the export job reads from the EVM simulation. */
export interface ExportSource {
  /** The chain named by an EVM chain id or a blockchain id; undefined if the service has no such chain. */
  chain(chainId: string): ExportChain | undefined;
  /** The chain's transactions from or to one of the addresses with blockTimestamp in [fromSec, toSec], oldest first. */
  transactions(evmChainId: string, addresses: readonly string[], fromSec: number, toSec: number): Iterable<ExportTransaction>;
}
