import { afterAll, beforeAll } from 'vitest';
import { startService, type RunningService } from '../../../service/index';
import { ManualClock } from '../../../service/sim/clock';
import { startWebhookReceiver, type WebhookReceiver } from '../webhookReceiver';
import { TEST_SEED, TEST_START_MS } from './primaryTestService';
import { tempDir } from './tempDir';

/**
 * The local service on a hand-moved clock with a loopback webhook receiver, for a test file of the Primary Network
 * webhooks: started by the file's first beforeAll, stopped after it. `receiver` is there once that beforeAll ran.
 */
export function webhookClockService(receiverPath: string) {
  const clock = new ManualClock(TEST_START_MS);
  let service: RunningService;
  let dir: Awaited<ReturnType<typeof tempDir>>;
  const rig = {
    clock,
    receiver: undefined as unknown as WebhookReceiver,
    nowSec: () => Math.floor(clock.nowMs() / 1000),
    /** A Data API call answered as status and parsed body. */
    call: async (method: string, path: string, body?: unknown) => {
      const r = await fetch(service.dataUrl + path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      return { status: r.status, body: JSON.parse((await r.text()) || 'null') };
    },
    /** The payloads delivered to one webhook so far. */
    payloadsOf: (id: string) => rig.receiver.deliveries.map((d) => JSON.parse(d.body)).filter((p) => p.webhookId === id),
    /** Polls `find` until it finds something (15 s at most). */
    waitFor: async <T>(find: () => T | undefined, what: string): Promise<T> => {
      for (let i = 0; i < 150; i++) {
        const found = find();
        if (found !== undefined) return found;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no delivery of ${what}`);
    },
    /** Lets one poll pass, so the service marks where news begins. */
    onePoll: () => new Promise((r) => setTimeout(r, 1500)),
  };
  beforeAll(async () => {
    dir = await tempDir();
    service = await startService({ seed: TEST_SEED, clock, blockIntervalMs: 0, dataDir: dir.path, rateLimit: false });
    rig.receiver = await startWebhookReceiver(receiverPath);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
    rig.receiver?.close();
    await dir?.remove();
  });
  return rig;
}
