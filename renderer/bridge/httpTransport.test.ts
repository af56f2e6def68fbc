import { describe, expect, it } from 'vitest';
import { DEFERRED_AT_ONCE, httpTransport } from './httpTransport';

/** A fetch that records each POST's channel and lets the test answer it. */
function fakeFetch() {
  const open: { channel: string; answer: () => void }[] = [];
  const doFetch = ((url: string) =>
    new Promise<Response>((resolve) => {
      const channel = decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
      open.push({ channel, answer: () => resolve(new Response(JSON.stringify({ ok: true, data: channel }))) });
    })) as unknown as typeof fetch;
  return {
    doFetch,
    open,
    answer: (channel: string) =>
      open
        .splice(
          open.findIndex((o) => o.channel === channel),
          1,
        )[0]
        .answer(),
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('httpTransport', () => {
  it("holds logos, visit records and cancels to a few connections at once, never a page's own requests", async () => {
    const { doFetch, open, answer } = fakeFetch();
    const transport = httpTransport({ baseUrl: 'http://host', fetch: doFetch });
    const logos = Array.from({ length: 5 }, (_, i) => transport.invoke('images:fetch', { url: `http://x/${i}.svg` }));
    void transport.invoke('history:record', { path: '/tx/0x1' });
    void transport.invoke('api:cancel', { requestId: 'r1' });
    const views = Array.from({ length: 4 }, () => transport.invoke('api:request', { endpointId: 'getBlock' }));
    void transport.invoke('chain:receipt', {});
    await tick();
    expect(open.filter((o) => o.channel === 'images:fetch')).toHaveLength(DEFERRED_AT_ONCE);
    expect(open.filter((o) => o.channel === 'api:request')).toHaveLength(4);
    expect(open.filter((o) => o.channel === 'chain:receipt')).toHaveLength(1);

    // Each answered logo lets the next waiting call leave, in the order they were asked.
    answer('images:fetch');
    await expect(logos[0]).resolves.toEqual({ ok: true, data: 'images:fetch' });
    await tick();
    expect(open.filter((o) => o.channel === 'images:fetch')).toHaveLength(DEFERRED_AT_ONCE);
    for (let i = 0; i < 4; i++) {
      answer('images:fetch');
      await tick();
    }
    await Promise.all(logos);
    expect(open.map((o) => o.channel).sort()).toEqual([
      'api:cancel',
      'api:request',
      'api:request',
      'api:request',
      'api:request',
      'chain:receipt',
      'history:record',
    ]);
    for (let i = 0; i < 4; i++) answer('api:request');
    await Promise.all(views);
  });
});
