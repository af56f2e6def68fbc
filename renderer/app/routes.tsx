import { lazy, useState, type ComponentType } from 'react';
import { HomePage } from '../home/HomePage';
import { ROUTES } from './urls';

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

/** A page whose code loads lazily; `preload` starts loading it before it is drawn (a link about to be followed, app/prefetch/). */
export type LazyPage<M = unknown> = ComponentType & { preload: () => Promise<M> };

/**
 * A lazily loaded page from a module's named export: `page(() => import('../evm/blocks/BlocksPage'), 'BlocksPage')`.
 * Once its code is in, the page is drawn directly: a `lazy` component suspends on its first render even when its module
 * has loaded, and React then reveals the page only 300 ms after the Suspense fallback it showed.
 */
export function page<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyPage<M> {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m[name] as ComponentType;
      return m;
    });
  const Lazy = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  // Chosen once per mount, so a page mounted through `Lazy` is not remounted when its code arrives.
  function Page() {
    const [Shown] = useState(() => loaded ?? Lazy);
    return <Shown />;
  }
  return Object.assign(Page, { preload });
}

export const routes: RouteEntry[] = [
  { path: ROUTES.home, component: HomePage },
  {
    path: ROUTES.blocks,
    component: page(() => import('../evm/blocks/BlocksPage'), 'BlocksPage'),
    nav: { section: 'EVM', label: 'Blocks' },
  },
  { path: ROUTES.block, component: page(() => import('../evm/blocks/BlockPage'), 'BlockPage') },
  {
    path: ROUTES.transactions,
    component: page(() => import('../evm/transactions/TransactionsPage'), 'TransactionsPage'),
    nav: { section: 'EVM', label: 'Transactions' },
  },
  { path: ROUTES.tx, component: page(() => import('../evm/transactions/TransactionPage'), 'TransactionPage') },
  {
    path: ROUTES.addressLookup,
    component: page(() => import('../evm/address/AddressLookupPage'), 'AddressLookupPage'),
    nav: { section: 'EVM', label: 'Address' },
  },
  { path: ROUTES.address, component: page(() => import('../evm/address/AddressPage'), 'AddressPage') },
  { path: ROUTES.contract, component: page(() => import('../evm/contract/ContractPage'), 'ContractPage') },
  { path: ROUTES.token, component: page(() => import('../contracts/TokenPage'), 'TokenPage') },
  { path: ROUTES.nfts, component: page(() => import('../evm/nft/NftLookupPage'), 'NftLookupPage'), nav: { section: 'EVM', label: 'NFTs' } },
  { path: ROUTES.nftCollection, component: page(() => import('../evm/nft/NftCollectionPage'), 'NftCollectionPage') },
  { path: ROUTES.nftToken, component: page(() => import('../evm/nft/NftTokenPage'), 'NftTokenPage') },
  {
    path: ROUTES.blockchains,
    component: page(() => import('../primary/blockchains/BlockchainsPage'), 'BlockchainsPage'),
    nav: { section: 'Primary Network', label: 'Blockchains' },
  },
  { path: ROUTES.blockchain, component: page(() => import('../primary/blockchains/BlockchainPage'), 'BlockchainPage') },
  {
    path: ROUTES.subnets,
    component: page(() => import('../primary/subnets/SubnetsPage'), 'SubnetsPage'),
    nav: { section: 'Primary Network', label: 'Subnets and L1s' },
  },
  { path: ROUTES.subnet, component: page(() => import('../primary/subnets/SubnetPage'), 'SubnetPage') },
  {
    path: ROUTES.xChain,
    component: page(() => import('../primary/xchain/XChainPage'), 'XChainPage'),
    nav: { section: 'Primary Network', label: 'X-Chain' },
  },
  { path: ROUTES.vertices, component: page(() => import('../primary/xchain/VerticesPage'), 'VerticesPage') },
  { path: ROUTES.latestVertices, component: page(() => import('../primary/xchain/LatestVerticesPage'), 'LatestVerticesPage') },
  { path: ROUTES.vertex, component: page(() => import('../primary/xchain/VertexPage'), 'VertexPage') },
  {
    path: ROUTES.pChain,
    component: page(() => import('../primary/transactions/ChainActivityPage'), 'PChainPage'),
    nav: { section: 'Primary Network', label: 'P-Chain' },
  },
  { path: ROUTES.xChainLatest, component: page(() => import('../primary/transactions/ChainActivityPage'), 'XChainLatestPage') },
  {
    path: ROUTES.cChainAtomic,
    component: page(() => import('../primary/transactions/ChainActivityPage'), 'CChainAtomicPage'),
    nav: { section: 'Primary Network', label: 'C-Chain atomic' },
  },
  { path: ROUTES.primaryTx, component: page(() => import('../primary/transactions/PrimaryTransactionPage'), 'PrimaryTransactionPage') },
  { path: ROUTES.primaryBlock, component: page(() => import('../primary/blocks/PrimaryBlockPage'), 'PrimaryBlockPage') },
  {
    path: ROUTES.validators,
    component: page(() => import('../primary/validators/ValidatorsPage'), 'ValidatorsPage'),
    nav: { section: 'Primary Network', label: 'Validators' },
  },
  { path: ROUTES.validator, component: page(() => import('../primary/validators/ValidatorPage'), 'ValidatorPage') },
  {
    path: ROUTES.balances,
    component: page(() => import('../primary/balances/BalancesPage'), 'BalancesPage'),
    nav: { section: 'Primary Network', label: 'Balances' },
  },
  {
    path: ROUTES.rewards,
    component: page(() => import('../primary/rewards/RewardsPage'), 'RewardsPage'),
    nav: { section: 'Primary Network', label: 'Rewards' },
  },
  { path: ROUTES.pxAddress, component: page(() => import('../primary/address/PrimaryAddressPage'), 'PrimaryAddressPage') },
  { path: ROUTES.searchHash, component: page(() => import('../search/HashSearchPage'), 'HashSearchPage') },
  { path: ROUTES.searchId, component: page(() => import('../search/SearchPage'), 'SearchPage') },
  {
    path: ROUTES.icm,
    component: page(() => import('../icm/IcmMessagesPage'), 'IcmMessagesPage'),
    nav: { section: 'EVM', label: 'Cross-chain messages' },
  },
  { path: ROUTES.icmMessage, component: page(() => import('../icm/IcmMessagePage'), 'IcmMessagePage') },
  { path: ROUTES.tps, component: page(() => import('../tps/TpsPage'), 'TpsPage'), nav: { section: 'Metrics', label: 'TPS' } },
  {
    path: ROUTES.network,
    component: page(() => import('../dashboards/NetworkPage'), 'NetworkPage'),
    nav: { section: 'Metrics', label: 'Network' },
  },
  {
    path: ROUTES.chainDashboard,
    component: page(() => import('../dashboards/ChainDashboardPage'), 'ChainDashboardPage'),
    nav: { section: 'Metrics', label: 'Chain dashboard' },
  },
  {
    path: ROUTES.icmAnalytics,
    component: page(() => import('../dashboards/IcmAnalyticsPage'), 'IcmAnalyticsPage'),
    nav: { section: 'Metrics', label: 'ICM analytics' },
  },
  {
    path: ROUTES.signatures,
    component: page(() => import('../signatures/SignaturesPage'), 'SignaturesPage'),
    nav: { section: 'Tools', label: 'Signatures' },
  },
  {
    path: ROUTES.addressBook,
    component: page(() => import('../addressBook/AddressBookPage'), 'AddressBookPage'),
    nav: { section: 'Tools', label: 'Address book' },
  },
  {
    path: ROUTES.watchlist,
    component: page(() => import('../watchlist/WatchlistPage'), 'WatchlistPage'),
    nav: { section: 'Tools', label: 'Watchlist' },
  },
  {
    path: ROUTES.portfolios,
    component: page(() => import('../portfolio/PortfoliosPage'), 'PortfoliosPage'),
    nav: { section: 'Tools', label: 'Portfolios' },
  },
  { path: ROUTES.portfolio, component: page(() => import('../portfolio/PortfolioPage'), 'PortfolioPage') },
  {
    path: ROUTES.exports,
    component: page(() => import('../exports/ExportsPage'), 'ExportsPage'),
    nav: { section: 'Tools', label: 'Exports' },
  },
  {
    path: ROUTES.history,
    component: page(() => import('../history/HistoryPage'), 'HistoryPage'),
    nav: { section: 'Tools', label: 'History' },
  },
  {
    path: ROUTES.apiConsole,
    component: page(() => import('../console/ApiConsolePage'), 'ApiConsolePage'),
    nav: { section: 'Tools', label: 'API' },
  },
  {
    path: ROUTES.settings,
    component: page(() => import('../settings/SettingsPage'), 'SettingsPage'),
    nav: { section: 'Settings', label: 'Settings' },
  },
];
