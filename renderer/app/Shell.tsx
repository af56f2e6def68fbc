import { useRef } from 'react';
import { OfflineBanner } from '../archive/OfflineBanner';
import { Announcer } from '../components/Announcer';
import { HistoryRecorder } from '../history/HistoryRecorder';
import { BudgetMeter } from '../components/BudgetMeter';
import { RateLimitStatus } from '../components/RateLimitStatus';
import { ContractNamesChain } from '../contracts/ContractNamesChain';
import { ShortcutsDialog } from '../keyboard/ShortcutsDialog';
import { useFocusHeading } from '../keyboard/useFocusHeading';
import { useShortcuts } from '../keyboard/useShortcuts';
import { Omnibox } from '../search/Omnibox';
import { AlertsBadge } from '../watchlist/AlertsBadge';
import { HeaderPickers } from './HeaderPickers';
import { LinkedChainNote } from './LinkedChainNote';
import { ProfileBadge } from './ProfileBadge';
import { RouteView } from './RouteView';
import { ServiceBanner } from './ServiceBanner';
import { Sidebar } from './Sidebar';

/** Sidebar, header (search, profile, network/chain/currency) and the current page. */
export function Shell() {
  const searchRef = useRef<HTMLInputElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const { helpOpen, closeHelp } = useShortcuts(searchRef);
  useFocusHeading(mainRef);

  return (
    <div className="shell">
      <Sidebar />
      <header className="shell-header">
        <Omnibox inputRef={searchRef} />
        <RateLimitStatus />
        <BudgetMeter />
        <AlertsBadge />
        <ProfileBadge />
        <HeaderPickers />
      </header>
      <main className="shell-main" ref={mainRef}>
        <ServiceBanner />
        <OfflineBanner />
        <LinkedChainNote />
        <RouteView />
      </main>
      <Announcer />
      <HistoryRecorder />
      <ContractNamesChain />
      {helpOpen && <ShortcutsDialog onClose={closeHelp} />}
    </div>
  );
}
