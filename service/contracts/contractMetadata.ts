import type { Contract } from '../sim/evm/contracts';
import type { EvmChain } from '../sim/evm/evmChain';
import { ercType, logoUri } from '../evm/serialize';

/** What each kind of simulated contract is, in a line, for its description. */
const DESCRIBED: Record<Contract['kind'], (c: Contract, chain: EvmChain) => string> = {
  erc20: (c, chain) =>
    c.spam
      ? `An airdropped token whose name lures holders to a scam site; its reputation is Malicious.`
      : c.teleporter
        ? `${c.name}, bridged between ${chain.spec.name} and another chain over cross-chain messages.`
        : `${c.name} (${c.symbol}), an ERC-20 token on ${chain.spec.name}.`,
  erc721: (c, chain) => `${c.name}, a collection of unique tokens (ERC-721) on ${chain.spec.name}.`,
  erc1155: (c, chain) => `${c.name}, a collection of multi-token types (ERC-1155) on ${chain.spec.name}.`,
  router: (c, chain) => `${c.name}: swaps ${chain.spec.token.symbol} and the chain's tokens.`,
  generic: (_, chain) => `A contract deployed by an account of ${chain.spec.name}.`,
  predeployed: (c) => `${c.name}: sends and receives cross-chain messages, present at genesis.`,
};

/**
 * A simulated contract as the real API's metadata read describes it (Erc20Contract, Erc721Contract, Erc1155Contract or
 * UnknownContract): the name, symbol and decimals its transfers and balances show, a logo the local service draws, and
 * its deployment. Its links are under the reserved `.example` domain: a simulated project has no real site.
 */
export function contractMetadata(chain: EvmChain, contract: Contract, baseUrl: string) {
  const s = chain.store;
  const token = contract.kind === 'erc20' || contract.kind === 'erc721' || contract.kind === 'erc1155';
  const slug = (contract.symbol || contract.name).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    address: contract.address,
    ercType: ercType(contract),
    name: contract.name,
    ...(contract.symbol ? { symbol: contract.symbol } : {}),
    ...(contract.kind === 'erc20' ? { decimals: contract.decimals } : {}),
    description: DESCRIBED[contract.kind](contract, chain),
    ...(token ? { logoAsset: { assetId: `logo-${slug}`, imageUri: logoUri(baseUrl, contract.symbol) } } : {}),
    ...(token && !contract.spam
      ? {
          officialSite: `https://${slug}.example`,
          resourceLinks: [
            { type: 'Website', url: `https://${slug}.example` },
            { type: 'Documentation', url: `https://docs.${slug}.example` },
          ],
        }
      : {}),
    tags: [contract.kind === 'erc20' ? 'token' : token ? 'nft' : 'contract', ...(contract.teleporter ? ['bridged'] : [])],
    ...(contract.deployTx >= 0
      ? { deploymentDetails: { txHash: chain.txHash(contract.deployTx), deployerAddress: s.addressOf(s.txFrom.get(contract.deployTx)) } }
      : {}),
    ...(contract.kind === 'erc20' && !contract.unpriced ? { pricingProviders: { coingeckoCoinId: slug } } : {}),
  };
}
