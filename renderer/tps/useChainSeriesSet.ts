import { useEffect, useRef, useState } from 'react';
import { ChainSeries } from './chainSeries';
import type { FetchTpsPage } from './historyPager';

/**
 * The ChainSeries of the chosen chains, created when a chain is added (and its first page
 * loaded) and disposed when it is removed. `revision` changes whenever any of them changes,
 * so the page re-derives its (memoized) views from their buffers.
 */
export function useChainSeriesSet(chainIds: readonly string[], sourceFor: (chainId: string) => FetchTpsPage) {
  const byId = useRef(new Map<string, ChainSeries>());
  const [revision, setRevision] = useState(0);
  const key = chainIds.join(',');

  useEffect(() => {
    const map = byId.current;
    const bump = () => setRevision((r) => r + 1);
    const unsubscribe: (() => void)[] = [];
    for (const id of chainIds) {
      let s = map.get(id);
      if (!s) {
        s = new ChainSeries(id, sourceFor(id));
        map.set(id, s);
        void s.loadFirst();
      }
      unsubscribe.push(s.subscribe(bump));
    }
    for (const [id, s] of map) {
      if (!chainIds.includes(id)) {
        s.dispose();
        map.delete(id);
      }
    }
    bump();
    return () => unsubscribe.forEach((u) => u());
    // `key` stands for chainIds' content; a new array with the same ids must not reload.
  }, [key, sourceFor]);

  useEffect(() => {
    const map = byId.current;
    return () => {
      for (const s of map.values()) s.dispose();
      map.clear();
    };
  }, []);

  const series = chainIds.map((id) => byId.current.get(id)).filter((s): s is ChainSeries => s !== undefined);
  return { series, revision };
}
