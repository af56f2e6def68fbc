import type { EvmChain } from '../sim/evm/evmChain';
import type { HandlerMap } from '../server/handler';
import type { EvmContext } from './evmContext';
import { logoUri } from './serialize';

/** GET /v1/chains in the shape of docs/api-contract.md; `testnet` and `fuji` both name the test network. */
export function chainHandlers(ctx: EvmContext): HandlerMap {
  return {
    listChains: ({ params, baseUrl }) => {
      const network = params.network === undefined ? undefined : params.network === 'mainnet' ? 'mainnet' : 'fuji';
      const chains = network ? ctx.evm.chainsOf(network) : ctx.evm.chains;
      return { chains: chains.map((c) => chainInfo(ctx, c, baseUrl)) };
    },
  };
}

export function chainInfo(ctx: EvmContext, chain: EvmChain, baseUrl: string) {
  const spec = chain.spec;
  return {
    chainId: String(spec.evmChainId),
    status: ctx.isUnhealthy(chain) ? 'UNAVAILABLE' : 'OK',
    chainName: spec.name,
    description: spec.description,
    platformChainId: spec.blockchainId,
    subnetId: spec.subnetId,
    vmId: 'mgj786NP7uDwBCcq6YwThhaN8FLyybkCa4zBWTQbNgmK6k9A6',
    vmName: 'EVM',
    explorerUrl: `${baseUrl}/explorer/${spec.evmChainId}`,
    rpcUrl: `${baseUrl}/ext/bc/${spec.blockchainId}/rpc`,
    wsUrl: `${baseUrl.replace(/^http/, 'ws')}/ext/bc/${spec.blockchainId}/ws`,
    isTestnet: spec.network !== 'mainnet',
    networkToken: { ...spec.token, logoUri: logoUri(baseUrl, spec.token.symbol) },
    chainLogoUri: logoUri(baseUrl, spec.token.symbol),
    private: false,
    enabledFeatures: ['nftIndexing'],
  };
}
