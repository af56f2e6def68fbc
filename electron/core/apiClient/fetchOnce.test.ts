import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fetchOnce, type TryInput } from './fetchOnce';

/** A fetch that hands the test the signal it was given and answers when told. */
function heldFetch() {
  let answer!: (r: Response) => void;
  let seen!: AbortSignal;
  const fetch = ((_url: string, init: RequestInit) => {
    seen = init.signal!;
    return new Promise<Response>((resolve, reject) => {
      answer = resolve;
      if (seen.aborted) reject(new DOMException('aborted', 'AbortError'));
      seen.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
  }) as typeof globalThis.fetch;
  return { fetch, answer: (r: Response) => answer(r), signal: () => seen };
}

const input = (fetch: typeof globalThis.fetch, signal?: AbortSignal, timeoutMs = 60_000): TryInput => ({
  fetch,
  url: 'http://127.0.0.1:1/v1/chains',
  method: 'GET',
  body: undefined,
  apiKey: undefined,
  keyHeader: 'x-api-key',
  endpointId: 'listChains',
  responseSchema: null,
  timeoutMs,
  signal,
  nowMs: 0,
});

// fetchOnce joins the caller's signal and its timeout in one controller of its own (not AbortSignal.any, which was a
// measurable share of the client's cost per request): these are the behaviours that join must keep.
describe('fetchOnce: the caller signal and the timeout', () => {
  it('a caller aborting mid-request aborts the fetch and reads as cancelled', async () => {
    const held = heldFetch();
    const caller = new AbortController();
    const p = fetchOnce(input(held.fetch, caller.signal));
    caller.abort();
    expect(held.signal().aborted).toBe(true);
    await expect(p).rejects.toMatchObject({ info: { kind: 'cancelled' } });
  });

  it('a caller that aborted before the try starts an already aborted fetch', async () => {
    const held = heldFetch();
    const caller = new AbortController();
    caller.abort();
    const p = fetchOnce(input(held.fetch, caller.signal)).catch((e: unknown) => e);
    expect(held.signal().aborted).toBe(true);
    expect(await p).toMatchObject({ info: { kind: 'cancelled' } });
  });

  it('the timeout aborts the fetch and reads as a timeout, not a cancel', async () => {
    const held = heldFetch();
    const caller = new AbortController();
    await expect(fetchOnce(input(held.fetch, caller.signal, 20))).rejects.toMatchObject({ info: { kind: 'timeout' } });
    expect(held.signal().aborted).toBe(true);
    expect(caller.signal.aborted).toBe(false);
  });

  it('leaves no listener on the caller signal once the try is over, so a long-lived signal does not gather them', async () => {
    const caller = new AbortController();
    for (let i = 0; i < 3; i++) {
      const held = heldFetch();
      const p = fetchOnce(input(held.fetch, caller.signal));
      expect(getEventListeners(caller.signal, 'abort')).toHaveLength(1);
      held.answer(new Response(null, { status: 204 }));
      expect(await p).toMatchObject({ ok: true });
    }
    expect(getEventListeners(caller.signal, 'abort')).toHaveLength(0);
  });
});

describe('fetchOnce: reading the answer', () => {
  /** An answer whose body arrives in the given pieces of bytes. */
  const inPieces = (pieces: Uint8Array[]) =>
    (async () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            for (const piece of pieces) controller.enqueue(piece);
            controller.close();
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      )) as unknown as typeof globalThis.fetch;

  it('decodes the whole body at once: a character split between two pieces, and a leading byte-order mark dropped', async () => {
    const name = 'Réseau ⛰ 山 🏔';
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(JSON.stringify({ name }))]);
    // Cut inside the 4-byte emoji and inside the 3-byte mountain sign.
    const cuts = [2, bytes.indexOf(0xe2) + 1, bytes.indexOf(0xf0) + 2];
    const pieces = [0, ...cuts].map((from, i) => bytes.subarray(from, [...cuts, bytes.length][i]));
    const schema = z.object({ name: z.string() });
    const result = await fetchOnce({ ...input(inPieces(pieces)), responseSchema: schema });
    expect(result).toMatchObject({ ok: true, data: { name } });
  });
});
