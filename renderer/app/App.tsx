import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createQueryClient } from '../api/queryClient';
import { useAddressBook } from '../addressBook/addressBookState';
import { notifyNotice, openNotice } from '../watchlist/desktopNotifications';
import { useWatchlist } from '../watchlist/watchlistState';
import { useMonitor } from '../monitor/monitorState';
import { useOffline } from '../archive/offlineState';
import { getBridge } from '../bridge';
import { ListToolContext } from '../components/DataTable/listTools';
import { ExportListButton } from '../exports/ExportListButton';
import { useBudgetStore } from '../state/budgetStore';
import { useUiStore } from '../state/uiStore';
import { LinkPrefetch } from './prefetch/LinkPrefetch';
import { LinkedChainScope } from './router';
import { Shell } from './Shell';
import { ThemeApplier } from './ThemeApplier';

/** Subscribes once to what the main process pushes: rate-limit waits, budget spends and connection status, watchlist changes and notifications; reads the address book and the watchlist. */
function BridgeEvents() {
  useEffect(() => {
    const bridge = getBridge();
    void useAddressBook.getState().load();
    void useWatchlist.getState().load();
    const offWatchlist = bridge.on('watchlist', useWatchlist.getState().replace);
    const offNotice = bridge.on('watch-notice', notifyNotice);
    const offOpen = bridge.on('watch-notice-open', openNotice);
    const offMonitor = bridge.on('monitor', useMonitor.getState().replace);
    const offOffline = bridge.on('offline', useOffline.getState().apply);
    const { setRateLimit, setServiceStatus } = useUiStore.getState();
    const offRate = bridge.on('rate-limit', (e) => setRateLimit(e.endpointId, e.until));
    const budget = useBudgetStore.getState();
    const offSpend = bridge.on('compute-units', budget.record);
    const offStatus = bridge.on('service-status', (status) => {
      // A new connection has a budget of its own: the last one's spends do not count against it.
      if (status.state === 'starting') budget.reset();
      setServiceStatus(status);
    });
    return () => {
      offRate();
      offSpend();
      offStatus();
      offWatchlist();
      offNotice();
      offOpen();
      offMonitor();
      offOffline();
    };
  }, []);
  return null;
}

/** `queryClient`: the one main.tsx made to start the first requests before React mounts. */
export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <BridgeEvents />
      <ThemeApplier />
      <ListToolContext.Provider value={ExportListButton}>
        <LinkedChainScope>
          <LinkPrefetch>
            <Shell />
          </LinkPrefetch>
        </LinkedChainScope>
      </ListToolContext.Provider>
    </QueryClientProvider>
  );
}
