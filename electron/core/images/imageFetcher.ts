import { IMAGE_MAX_BYTES } from '../../../shared/bridge/images';

/** Image types a page may show from a data: URL (SVG in an img runs no script). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/svg+xml']);
const FETCH_TIMEOUT_MS = 10_000;
/** Images kept (as their fetch), so a list's repeated logos are fetched once. */
const KEPT = 500;

/**
 * Fetches images for the renderer, whose image policy admits only the app itself, data: and blob: URLs. An image may
 * come from https anywhere, or over http from the active profile's data origin when that is this machine (the local
 * service draws its own logos and art); never another loopback port, never with the key or cookies, never through a
 * redirect, only an image type and at most IMAGE_MAX_BYTES.
 */
export class ImageFetcher {
  private readonly kept = new Map<string, Promise<string | null>>();

  /** `dataOrigin`: the active profile's data URL, read at each fetch (profiles change). */
  constructor(private readonly dataOrigin: () => Promise<string | undefined>) {}

  async fetch(url: string): Promise<string | null> {
    let image = this.kept.get(url);
    if (!image) {
      image = this.load(url).catch(() => null);
      this.kept.set(url, image);
      if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
    }
    return image;
  }

  private async load(url: string): Promise<string | null> {
    if (!(await this.allowed(url))) return null;
    const res = await fetch(url, {
      redirect: 'error',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const type = (res.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (!res.ok || !IMAGE_TYPES.has(type) || declared > IMAGE_MAX_BYTES || !res.body) {
      await res.body?.cancel();
      return null;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += chunk.byteLength;
      if (size > IMAGE_MAX_BYTES) return null;
      chunks.push(chunk);
    }
    return `data:${type};base64,${Buffer.concat(chunks).toString('base64')}`;
  }

  private async allowed(url: string): Promise<boolean> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (parsed.username || parsed.password) return false;
    if (parsed.protocol === 'https:') return true;
    if (parsed.protocol !== 'http:' || !['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)) return false;
    const origin = await this.dataOrigin();
    return origin !== undefined && new URL(origin).origin === parsed.origin;
  }
}
