import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/api/endpoints';
import { ANSWER_MAX_BYTES, fetchOnce } from './fetchOnce';

/**
 * A hostile data origin answering without end (issue 37): the main process reads at most
 * ANSWER_MAX_BYTES of an answer and stops the download there, whether or not the answer declares its length.
 */
let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  server = undefined;
});

/** Serves a listChains answer of `total` bytes (a huge name); answers how many bytes it managed to send. */
async function hugeOrigin(total: number, declare: boolean): Promise<{ url: string; sent: () => number }> {
  let sent = 0;
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', ...(declare && { 'content-length': String(total) }) });
    const chunk = Buffer.alloc(1 << 20, 'a');
    res.write('{"chains":[{"chainName":"');
    const more = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', more);
      }
      res.end('"}]}');
    };
    res.on('error', () => undefined);
    more();
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chains`, sent: () => sent };
}

const tryOnce = (url: string) =>
  fetchOnce({
    fetch,
    url,
    method: 'GET',
    body: undefined,
    apiKey: undefined,
    keyHeader: 'x-api-key',
    endpointId: 'listChains',
    responseSchema: endpoints.listChains.response,
    timeoutMs: 60_000,
    signal: undefined,
    nowMs: 0,
  });

describe('an answer without end', () => {
  it.each([
    ['streamed without a length', false],
    ['declaring its length', true],
  ])(
    'is refused naming the body once past the limit (%s), and the rest is never downloaded',
    { timeout: 30_000 },
    async (_what, declare) => {
      const origin = await hugeOrigin(256 << 20, declare);
      await expect(tryOnce(origin.url)).rejects.toMatchObject({
        info: { kind: 'invalid-response', field: 'body', message: expect.stringMatching(/larger than 16 MB/) },
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(origin.sent()).toBeLessThan(ANSWER_MAX_BYTES * 4);
    },
  );
});
