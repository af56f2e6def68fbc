import type { ImagesApi } from './images';
import type { ChannelCall } from './transport';

/** ImagesApi over a bridge's channel call (renderer/bridge/createBridge.ts). */
export function imagesApi(call: ChannelCall): ImagesApi {
  return { fetch: (url) => call('images:fetch', { url }) };
}
