import type { MonitorApi } from './monitorChannels';
import type { ChannelCall } from './transport';

/** MonitorApi over a bridge's channel call (renderer/bridge/createBridge.ts); apart from the channels' schemas, so the renderer's first script holds no zod. */
export function monitorApi(call: ChannelCall): MonitorApi {
  return {
    get: () => call('monitor:get', {}),
    update: (patch) => call('monitor:update', patch),
    mute: (key, muted) => call('monitor:mute', { key, muted }),
  };
}
