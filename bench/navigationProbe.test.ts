import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startDelayProxy } from './delayProxy';
import { sequentialRoundTrips } from './navigationProbe';

describe('sequentialRoundTrips', () => {
  it('counts overlapping requests once and a request sent after an answer as one more', () => {
    expect(sequentialRoundTrips([])).toBe(0);
    expect(
      sequentialRoundTrips([
        { start: 0, end: 10 },
        { start: 1, end: 12 },
      ]),
    ).toBe(1);
    // The chunk, then the page's request once it is drawn, then one that waited for that answer; a side request overlaps.
    expect(
      sequentialRoundTrips([
        { start: 0, end: 10 },
        { start: 11, end: 20 },
        { start: 21, end: 30 },
        { start: 12, end: 40 },
      ]),
    ).toBe(3);
  });
});

describe('the delay proxy', () => {
  it('forwards a request and its body to the local server after the delay, and refuses a target off loopback', async () => {
    const target = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end(`${req.method} ${req.url} ${body}`));
    });
    await new Promise<void>((r) => target.listen(0, '127.0.0.1', r));
    const proxy = await startDelayProxy(`http://127.0.0.1:${(target.address() as AddressInfo).port}`, 80);
    try {
      const t0 = performance.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const req = request(`${proxy.url}/v1/x?y=1`, { method: 'POST' }, (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end('hello');
      });
      expect(answer).toBe('POST /v1/x?y=1 hello');
      expect(performance.now() - t0).toBeGreaterThanOrEqual(75);
      expect(proxy.requests).toBe(1);
    } finally {
      await proxy.close();
      target.close();
    }
    await expect(startDelayProxy('http://example.com', 10)).rejects.toThrow(/127\.0\.0\.1 only/);
  });
});
