import type { EvmSimulation } from '../sim/evm/simulation';
import type { ExportSource } from './exportSource';

/** The export's view of the EVM simulation: chains by id, an address set's transactions in time order. */
export function evmExportSource(evm: EvmSimulation): ExportSource {
  return {
    chain(chainId) {
      const c = evm.chain(chainId);
      return c && { evmChainId: String(c.spec.evmChainId), symbol: c.spec.token.symbol, decimals: c.spec.token.decimals };
    },
    *transactions(evmChainId, addresses, fromSec, toSec) {
      const chain = evm.chain(evmChainId);
      if (!chain) return;
      // A transfer between two of the addresses is one row, not two. Sequence order is time order.
      const seqs = new Set<number>();
      for (const a of addresses) for (const seq of chain.transactionsOf(a, fromSec, toSec + 1)) seqs.add(seq);
      for (const seq of [...seqs].sort((x, y) => x - y)) {
        const tx = chain.transaction(seq);
        yield {
          chainId: evmChainId,
          blockNumber: String(tx.blockNumber),
          blockTimestamp: tx.blockTimestamp,
          txHash: tx.txHash,
          txStatus: tx.status,
          from: tx.from,
          to: tx.to,
          methodName: tx.method.methodName,
          callType: tx.method.callType,
          value: tx.value,
          gasUsed: String(tx.gasUsed),
          gasPrice: tx.gasPrice,
        };
      }
    },
  };
}
