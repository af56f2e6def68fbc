import { useEffect, useRef } from 'react';
import { OfflineBanner } from '../archive/OfflineBanner';
import { Announcer } from '../components/Announcer';
import { HistoryRecorder } from '../history/HistoryRecorder';
import { BudgetMeter } from '../components/BudgetMeter';
import { RateLimitStatus } from '../components/RateLimitStatus';
import { ContractNamesChain } from '../contracts/ContractNamesChain';
import { Omnibox } from '../search/Omnibox';
import { AlertsBadge } from '../watchlist/AlertsBadge';
import { HeaderPickers } from './HeaderPickers';
import { LinkedChainNote } from './LinkedChainNote';
import { ProfileBadge } from './ProfileBadge';
import { RouteView } from './RouteView';
import { ServiceBanner } from './ServiceBanner';
import { Sidebar } from './Sidebar';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Sidebar, header (search, profile, network/chain/currency) and the current page. */
export function Shell() {
  const searchRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const ctrlK = (e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k';
      // "/" only when not typing somewhere, so it can still be typed into fields.
      if (ctrlK || (e.key === '/' && !isTyping(e.target) && !e.ctrlKey && !e.metaKey && !e.altKey)) {
        e.preventDefault();
        searchRef.current?.focus();
        searchRef.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

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
      <main className="shell-main">
        <ServiceBanner />
        <OfflineBanner />
        <LinkedChainNote />
        <RouteView />
      </main>
      <Announcer />
      <HistoryRecorder />
      <ContractNamesChain />
    </div>
  );
}
