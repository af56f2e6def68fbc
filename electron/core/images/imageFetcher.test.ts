import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../shared/bridge/images';
import { CONTENT_SECURITY_POLICY } from '../csp';
import { ImageFetcher } from './imageFetcher';

/**
 * Images reach the page only as data: URLs the main process fetched: from the active data origin on loopback (the
 * local service's logos) or https, image types only, size-capped, never through a redirect, never from another
 * loopback port; and the page's own policy loads images from nowhere else.
 */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

function serve(routes: Record<string, (res: import('node:http').ServerResponse) => void>): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    (routes[req.url ?? ''] ?? ((r) => r.writeHead(404).end()))(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${(server.address() as { port: number }).port}` })),
  );
}

let data: Awaited<ReturnType<typeof serve>>;
let other: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  data = await serve({
    '/logo.svg': (res) => res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(SVG),
    '/art.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG),
    '/page.html': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<script>alert(1)</script>'),
    '/huge.png': (res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(IMAGE_MAX_BYTES + 1));
    },
    '/moved.png': (res) => res.writeHead(302, { location: `${other.origin}/secret.png` }).end(),
  });
  other = await serve({ '/secret.png': (res) => res.writeHead(200, { 'content-type': 'image/png' }).end(PNG) });
});
afterAll(() => {
  data?.server.close();
  other?.server.close();
});

describe('images for the page', () => {
  it('the page policy loads images only from the app and data:/blob: URLs: no loopback port, no other site', () => {
    const imgSrc = CONTENT_SECURITY_POLICY.split('; ').find((d) => d.startsWith('img-src'));
    expect(imgSrc).toBe("img-src 'self' data: blob:");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/127\.0\.0\.1|localhost|https?:/);
  });

  it("fetches the active data origin's images as data: URLs, without credentials", async () => {
    const images = new ImageFetcher(async () => data.origin);
    expect(await images.fetch(`${data.origin}/logo.svg`)).toBe(`data:image/svg+xml;base64,${Buffer.from(SVG).toString('base64')}`);
    expect(await images.fetch(`${data.origin}/art.png`)).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    const asked = seen.filter((s) => s.url === '/logo.svg');
    expect(asked).toHaveLength(1);
    expect(Object.keys(asked[0].headers)).not.toContain('cookie');
    expect(Object.keys(asked[0].headers)).not.toContain('x-glacier-api-key');
    // Kept: a list's repeated logo is fetched once.
    await images.fetch(`${data.origin}/logo.svg`);
    expect(seen.filter((s) => s.url === '/logo.svg')).toHaveLength(1);
  });

  it('refuses what is not an image, too large, redirected, or on another loopback port or scheme', async () => {
    const images = new ImageFetcher(async () => data.origin);
    expect(await images.fetch(`${data.origin}/page.html`)).toBeNull();
    expect(await images.fetch(`${data.origin}/huge.png`)).toBeNull();
    expect(await images.fetch(`${data.origin}/moved.png`)).toBeNull();
    expect(await images.fetch(`${other.origin}/secret.png`)).toBeNull();
    expect(await images.fetch('file:///etc/passwd')).toBeNull();
    expect(await images.fetch('javascript:alert(1)')).toBeNull();
    // Another loopback service is never even asked.
    expect(seen.some((s) => s.url === '/secret.png')).toBe(false);
    // A remote profile's images come over https only: its http origin on loopback is not the data origin here.
    const remote = new ImageFetcher(async () => 'https://data-api.example.com');
    expect(await remote.fetch(`${data.origin}/art.png`)).toBeNull();
  });
});
