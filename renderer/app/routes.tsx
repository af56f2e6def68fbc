import { lazy, type ComponentType } from 'react';
import { HomePage } from '../home/HomePage';

/**
 * THE route registry: every view of the app is one entry (hash route pattern, component,
 * optional place in the sidebar). A new page is one line here. Pages load lazily, so an
 * entry needs no import of its own; only the home page, the first view, ships in the entry
 * chunk, so its first rows wait for no second round of chunk loads.
 */

export const NAV_SECTIONS = ['EVM', 'Primary Network', 'Metrics', 'Tools', 'Settings'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

export interface RouteEntry {
  /** Hash route pattern, e.g. `/blocks/:blockId`; params reach the page through useRouteParams(). */
  path: string;
  component: ComponentType;
  nav?: { section: NavSection; label: string };
}

/** A lazily loaded page from a module's named export: `page(() => import('../blocks/BlocksPage'), 'BlocksPage')`. */
export function page<M, K extends keyof M>(load: () => Promise<M>, name: K): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

export const routes: RouteEntry[] = [
  { path: '/', component: HomePage },
  { path: '/blocks', component: page(() => import('../blocks/BlocksPage'), 'BlocksPage'), nav: { section: 'EVM', label: 'Blocks' } },
  { path: '/blocks/:blockId', component: page(() => import('../blocks/BlockPage'), 'BlockPage') },
  { path: '/transactions', component: page(() => import('../transactions/TransactionsPage'), 'TransactionsPage'), nav: { section: 'EVM', label: 'Transactions' } },
  { path: '/tx/:txHash', component: page(() => import('../transactions/TransactionPage'), 'TransactionPage') },
  { path: '/address', component: page(() => import('../address/AddressLookupPage'), 'AddressLookupPage'), nav: { section: 'EVM', label: 'Address' } },
  { path: '/address/:address', component: page(() => import('../address/AddressPage'), 'AddressPage') },
  { path: '/contract/:address', component: page(() => import('../contract/ContractPage'), 'ContractPage') },
  { path: '/nfts', component: page(() => import('../nft/NftLookupPage'), 'NftLookupPage'), nav: { section: 'EVM', label: 'NFTs' } },
  { path: '/nfts/:address', component: page(() => import('../nft/NftCollectionPage'), 'NftCollectionPage') },
  { path: '/nfts/:address/:tokenId', component: page(() => import('../nft/NftTokenPage'), 'NftTokenPage') },
  { path: '/blockchains', component: page(() => import('../primary/blockchains/BlockchainsPage'), 'BlockchainsPage'), nav: { section: 'Primary Network', label: 'Blockchains' } },
  { path: '/blockchains/:blockchainId', component: page(() => import('../primary/blockchains/BlockchainPage'), 'BlockchainPage') },
  { path: '/subnets', component: page(() => import('../primary/subnets/SubnetsPage'), 'SubnetsPage'), nav: { section: 'Primary Network', label: 'Subnets and L1s' } },
  { path: '/subnets/:subnetId', component: page(() => import('../primary/subnets/SubnetPage'), 'SubnetPage') },
  { path: '/xchain', component: page(() => import('../primary/xchain/XChainPage'), 'XChainPage'), nav: { section: 'Primary Network', label: 'X-Chain' } },
  { path: '/xchain/vertices', component: page(() => import('../primary/xchain/VerticesPage'), 'VerticesPage') },
  { path: '/pchain', component: page(() => import('../primary/explorer/ChainActivityPage'), 'PChainPage'), nav: { section: 'Primary Network', label: 'P-Chain' } },
  { path: '/xchain/latest', component: page(() => import('../primary/explorer/ChainActivityPage'), 'XChainLatestPage') },
  { path: '/cchain/atomic', component: page(() => import('../primary/explorer/ChainActivityPage'), 'CChainAtomicPage'), nav: { section: 'Primary Network', label: 'C-Chain atomic' } },
  { path: '/primary/tx/:chain/:txHash', component: page(() => import('../primary/explorer/PrimaryTransactionPage'), 'PrimaryTransactionPage') },
  { path: '/primary/block/:chain/:blockId', component: page(() => import('../primary/explorer/PrimaryBlockPage'), 'PrimaryBlockPage') },
  { path: '/validators', component: page(() => import('../primary/validators/ValidatorsPage'), 'ValidatorsPage'), nav: { section: 'Primary Network', label: 'Validators' } },
  { path: '/validators/:nodeId', component: page(() => import('../primary/validators/ValidatorPage'), 'ValidatorPage') },
  { path: '/balances', component: page(() => import('../primary/balances/BalancesPage'), 'BalancesPage'), nav: { section: 'Primary Network', label: 'Balances' } },
  { path: '/rewards', component: page(() => import('../primary/rewards/RewardsPage'), 'RewardsPage'), nav: { section: 'Primary Network', label: 'Rewards' } },
  { path: '/primary/address/:address', component: page(() => import('../primary/address/PrimaryAddressPage'), 'PrimaryAddressPage') },
  { path: '/search/hash/:hash', component: page(() => import('../search/HashSearchPage'), 'HashSearchPage') },
  { path: '/search/:text', component: page(() => import('../search/SearchPage'), 'SearchPage') },
  { path: '/icm', component: page(() => import('../icm/IcmMessagesPage'), 'IcmMessagesPage'), nav: { section: 'EVM', label: 'Cross-chain messages' } },
  { path: '/icm/:messageId', component: page(() => import('../icm/IcmMessagePage'), 'IcmMessagePage') },
  { path: '/tps', component: page(() => import('../tps/TpsPage'), 'TpsPage'), nav: { section: 'Metrics', label: 'TPS' } },
  { path: '/signatures', component: page(() => import('../signatures/SignaturesPage'), 'SignaturesPage'), nav: { section: 'Tools', label: 'Signatures' } },
  { path: '/address-book', component: page(() => import('../addressBook/AddressBookPage'), 'AddressBookPage'), nav: { section: 'Tools', label: 'Address book' } },
  { path: '/exports', component: page(() => import('../exports/ExportsPage'), 'ExportsPage'), nav: { section: 'Tools', label: 'Exports' } },
  { path: '/settings', component: page(() => import('../settings/SettingsPage'), 'SettingsPage'), nav: { section: 'Settings', label: 'Settings' } },
];
