import type { ChannelHandler } from '../bridge/registry';
import type { HistoryStore } from './historyStore';

type HistoryChannel = 'history:list' | 'history:record' | 'history:clear' | 'history:setPaused';

export function historyHandlers(store: HistoryStore): { [C in HistoryChannel]: ChannelHandler<C> } {
  return {
    'history:list': async () => store.state(),
    'history:record': (visit) => store.record(visit),
    'history:clear': () => store.clear(),
    'history:setPaused': ({ paused }) => store.setPaused(paused),
  };
}
