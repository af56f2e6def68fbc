import { describe, expect, it } from 'vitest';
import type { BridgeResult } from '../../shared/bridge/errors';
import { BridgeApiError } from '../../shared/bridge/errors';
import type { BridgeEventMessage, BridgeTransport } from '../../shared/bridge/transport';
import { channelArgs } from '../../shared/bridge/channels';
import { createBridge } from './createBridge';

/** A transport that records calls and lets the test answer them. */
function fakeTransport() {
  const calls: { channel: string; args: unknown; answer: (r: BridgeResult<unknown>) => void }[] = [];
  const listeners = new Set<(m: BridgeEventMessage) => void>();
  const transport: BridgeTransport = {
    invoke: (channel, args) => new Promise((answer) => calls.push({ channel, args, answer })),
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
  };
  return { transport, calls, emit: (m: BridgeEventMessage) => listeners.forEach((l) => l(m)) };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createBridge', () => {
  it('sends api:request and returns the data', async () => {
    const { transport, calls } = fakeTransport();
    const p = createBridge(transport).request('getBlock', { chainId: '43114', blockId: '7' });
    expect(calls[0]).toMatchObject({
      channel: 'api:request',
      args: { endpointId: 'getBlock', params: { chainId: '43114', blockId: '7' } },
    });
    calls[0].answer({ ok: true, data: { blockNumber: '7' } });
    expect(await p).toEqual({ blockNumber: '7' });
  });

  it('marks a background request (a list prefetched for a link) in its args, as the channel accepts them, and no other', async () => {
    const { transport, calls } = fakeTransport();
    const bridge = createBridge(transport);
    void bridge.request('listLatestBlocks', { chainId: '43114' }, { background: true });
    void bridge.request('listLatestBlocks', { chainId: '43114' });
    await tick();
    expect(calls.map((c) => (c.args as { background?: boolean }).background)).toEqual([true, undefined]);
    expect(calls.map((c) => 'background' in (c.args as object))).toEqual([true, false]);
    for (const c of calls) expect(channelArgs['api:request'].safeParse(c.args).success).toBe(true);
  });

  it('throws BridgeApiError with the API error info', async () => {
    const { transport, calls } = fakeTransport();
    const p = createBridge(transport).request('getBlock', { chainId: '43114', blockId: '7' });
    calls[0].answer({ ok: false, error: { status: 404, error: 'Not Found', message: 'no block 7', endpointId: 'getBlock' } });
    const e = await p.catch((x: unknown) => x);
    expect(e).toBeInstanceOf(BridgeApiError);
    expect((e as BridgeApiError).info).toMatchObject({ status: 404, message: 'no block 7' });
  });

  it("turns a view's abort into api:cancel for the same request id and rejects with the abort reason", async () => {
    const { transport, calls } = fakeTransport();
    const ac = new AbortController();
    const p = createBridge(transport).request('getBlock', { chainId: '43114', blockId: '7' }, { signal: ac.signal });
    ac.abort();
    await expect(p).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[1]).toMatchObject({ channel: 'api:cancel', args: { requestId: (calls[0].args as { requestId: string }).requestId } });
  });

  it("turns a background request's promotion into api:promote for the same request id, and its answer is the one read", async () => {
    const { transport, calls } = fakeTransport();
    const promote = new AbortController();
    const p = createBridge(transport).request(
      'getBlock',
      { chainId: '43114', blockId: '7' },
      { background: true, promote: promote.signal },
    );
    expect(calls.map((c) => c.channel)).toEqual(['api:request']);
    promote.abort();
    expect(calls[1]).toMatchObject({ channel: 'api:promote', args: { requestId: (calls[0].args as { requestId: string }).requestId } });
    expect(channelArgs['api:promote'].safeParse(calls[1].args).success).toBe(true);
    calls[1].answer({ ok: true, data: null });
    calls[0].answer({ ok: true, data: { blockNumber: '7' } });
    expect(await p).toEqual({ blockNumber: '7' });
  });

  it('delivers events by name, and the current service status to a late subscriber', async () => {
    const { transport, calls, emit } = fakeTransport();
    const bridge = createBridge(transport);
    const limits: unknown[] = [];
    const statuses: unknown[] = [];
    bridge.on('rate-limit', (e) => limits.push(e));
    bridge.on('service-status', (s) => statuses.push(s));
    const statusCall = calls.find((c) => c.channel === 'service:status');
    statusCall?.answer({ ok: true, data: { state: 'ready', profileId: 'local' } });
    await tick();
    emit({ event: 'rate-limit', payload: { endpointId: 'getBlock', until: 5 } });
    expect(limits).toEqual([{ endpointId: 'getBlock', until: 5 }]);
    expect(statuses).toEqual([{ state: 'ready', profileId: 'local' }]);
  });

  it('passes profile ids and keys as channel arguments', async () => {
    const { transport, calls } = fakeTransport();
    const bridge = createBridge(transport);
    void bridge.profiles.save({ name: 'n', dataUrl: 'https://d', metricsUrl: 'https://m', defaultNetwork: 'fuji' }, 'p1');
    void bridge.key.set('abcdefgh');
    expect(calls.map((c) => [c.channel, c.args])).toEqual([
      ['profiles:save', { id: 'p1', profile: { name: 'n', dataUrl: 'https://d', metricsUrl: 'https://m', defaultNetwork: 'fuji' } }],
      ['key:set', { key: 'abcdefgh' }],
    ]);
  });
});
