import type { ArchiveApi } from './archiveChannels';
import type { ChannelCall } from './transport';

/** ArchiveApi over a bridge's channel call (renderer/bridge/createBridge.ts); apart from the channels' schemas, so the renderer's first script holds no zod. */
export function archiveApi(call: ChannelCall): ArchiveApi {
  return {
    size: () => call('archive:size', {}),
    clear: () => call('archive:clear', {}),
  };
}
