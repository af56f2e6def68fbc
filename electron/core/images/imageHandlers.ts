import type { ChannelHandler } from '../bridge/registry';
import type { ImageFetcher } from './imageFetcher';

/** The `images:fetch` channel: an image the page shows, fetched here (see imageFetcher.ts). */
export function imageHandlers(images: ImageFetcher): { 'images:fetch': ChannelHandler<'images:fetch'> } {
  return { 'images:fetch': async ({ url }) => images.fetch(url) };
}
