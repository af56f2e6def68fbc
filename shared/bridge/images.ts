/**
 * The bridge contract of images (token and contract logos, NFT art), apart from the channel's schema
 * (imageChannels.ts) so the renderer's first script holds no zod. The renderer never loads an image from another
 * origin: the main process fetches it (https, or the active profile's own loopback service), without the key, only
 * image types and at most IMAGE_MAX_BYTES, and hands back a data: URL the page's image policy admits.
 */

/** The largest image fetched: NFT art at full size, far more than any logo. */
export const IMAGE_MAX_BYTES = 4 << 20;

export interface ImagesApi {
  /** The image at `url` as a data: URL, or null when it is not allowed, not an image, too large or not there. */
  fetch(url: string): Promise<string | null>;
}
