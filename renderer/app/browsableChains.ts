import type { z } from 'zod';
import type { EvmChain } from '../../shared/api';

type Chain = z.output<typeof EvmChain>;

export interface HiddenChain {
  chain: Chain;
  /** Why the app does not offer it, for the picker to say. */
  reason: string;
}

/**
 * The chains of GET /v1/chains the app can browse. The real API also lists chains that are down
 * (status UNAVAILABLE), of other VMs (vmName other than EVM) and outside this network (no
 * platformChainId); those are kept apart with the reason, so the picker can say why they are
 * missing. The interface's answer carries none of these fields: every chain is browsable.
 */
export function browsableChains(chains: Chain[] | undefined): { browsable: Chain[]; hidden: HiddenChain[] } {
  const browsable: Chain[] = [];
  const hidden: HiddenChain[] = [];
  for (const chain of chains ?? []) {
    if (!chain.chainId) continue;
    const reason =
      chain.status !== undefined && chain.status.toUpperCase() !== 'OK'
        ? `status ${chain.status}`
        : chain.vmName !== undefined && chain.vmName.toUpperCase() !== 'EVM'
          ? `not an EVM chain (${chain.vmName})`
          : 'platformChainId' in chain && !chain.platformChainId
            ? 'not a chain of this network'
            : undefined;
    if (reason) hidden.push({ chain, reason });
    else browsable.push(chain);
  }
  return { browsable, hidden };
}
