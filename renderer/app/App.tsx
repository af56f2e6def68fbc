import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createQueryClient } from '../api/queryClient';
import { getBridge } from '../bridge';
import { useUiStore } from '../state/uiStore';
import { Shell } from './Shell';
import { ThemeApplier } from './ThemeApplier';

/** Subscribes once to what the main process pushes: rate-limit waits and connection status. */
function BridgeEvents() {
  useEffect(() => {
    const bridge = getBridge();
    const { setRateLimit, setServiceStatus } = useUiStore.getState();
    const offRate = bridge.on('rate-limit', (e) => setRateLimit(e.endpointId, e.until));
    const offStatus = bridge.on('service-status', setServiceStatus);
    return () => {
      offRate();
      offStatus();
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
      <Shell />
    </QueryClientProvider>
  );
}
