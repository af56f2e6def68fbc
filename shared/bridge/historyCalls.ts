import type { HistoryApi } from './historyChannels';
import type { ChannelCall } from './transport';

/** HistoryApi over a bridge's channel call (renderer/bridge/createBridge.ts); apart from the channels' schemas, so the renderer's first script holds no zod. */
export function historyApi(call: ChannelCall): HistoryApi {
  return {
    list: () => call('history:list', {}),
    record: (visit) => call('history:record', visit),
    clear: () => call('history:clear', {}),
    setPaused: (paused) => call('history:setPaused', { paused }),
  };
}
