import { useEffect, useRef, useState } from 'react';
import { sameItems, useStable } from '../../components/useStable';
import { ChainSeries } from './chainSeries';
import type { FetchTpsPage } from './historyPager';

/**
 * The ChainSeries of the chosen chains, created when a chain is added (and its first page
 * loaded) and disposed when it is removed. `revision` changes whenever any of them changes,
 * so the page re-derives its (memoized) views from their buffers.
 */
export function useChainSeriesSet(ids: readonly string[], sourceFor: (chainId: string) => FetchTpsPage) {
  // A new array with the same ids must not reload.
  const chainIds = useStable(ids, sameItems);
  const byId = useRef(new Map<string, ChainSeries>());
  const [revision, setRevision] = useState(0);

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
  }, [chainIds, sourceFor]);

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
