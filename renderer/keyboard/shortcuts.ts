import { ROUTES } from '../app/urls';

/** `g` then a letter: the sections the keyboard goes to, listed by the `?` dialog (and in the README). */
export const GO_TO: readonly { key: string; label: string; path: string }[] = [
  { key: 'h', label: 'Home', path: ROUTES.home },
  { key: 'b', label: 'Blocks', path: ROUTES.blocks },
  { key: 't', label: 'Transactions', path: ROUTES.transactions },
  { key: 'a', label: 'Address', path: ROUTES.addressLookup },
  { key: 'n', label: 'NFTs', path: ROUTES.nfts },
  { key: 'c', label: 'Blockchains', path: ROUTES.blockchains },
  { key: 'l', label: 'Subnets and L1s', path: ROUTES.subnets },
  { key: 'x', label: 'X-Chain', path: ROUTES.xChain },
  { key: 'p', label: 'P-Chain', path: ROUTES.pChain },
  { key: 'v', label: 'Validators', path: ROUTES.validators },
  { key: 'r', label: 'Rewards', path: ROUTES.rewards },
  { key: 'm', label: 'Cross-chain messages', path: ROUTES.icm },
  { key: 's', label: 'TPS', path: ROUTES.tps },
  { key: 'k', label: 'Address book', path: ROUTES.addressBook },
  { key: 'w', label: 'Watchlist', path: ROUTES.watchlist },
  { key: 'o', label: 'Portfolios', path: ROUTES.portfolios },
  { key: 'e', label: 'Exports', path: ROUTES.exports },
  { key: ',', label: 'Settings', path: ROUTES.settings },
];

/** Every other key the app answers, for the `?` dialog. */
export const OTHER_KEYS: readonly { keys: string; what: string }[] = [
  { keys: '/ or Ctrl+K', what: 'Search (the omnibox)' },
  { keys: '?', what: 'This list of shortcuts' },
  { keys: '↑ ↓ ← →', what: 'In a table: move between rows and cells' },
  { keys: 'Home End Page Up Page Down', what: 'In a table: first, last row, a screen up or down' },
  { keys: 'Enter', what: "In a table: open the cell's link, or the row" },
];

/** How long after `g` the second letter is waited for. */
export const CHORD_MS = 1500;
