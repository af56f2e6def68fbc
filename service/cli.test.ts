import { describe, expect, it } from 'vitest';
import { parseServiceArgs } from './cli';
import { startService } from './index';

describe('service command line', { timeout: 30_000 }, () => {
  it('reads every flag', () => {
    expect(
      parseServiceArgs([
        '--data-port',
        '8080',
        '--metrics-port',
        '0',
        '--seed',
        '9',
        '--scale',
        'large',
        '--block-interval',
        '500',
        '--keys',
        'k.json',
        '--data-dir',
        '/tmp/x',
      ]),
    ).toEqual({ dataPort: 8080, metricsPort: 0, seed: 9, scale: 'large', blockIntervalMs: 500, keysFile: 'k.json', dataDir: '/tmp/x' });
    expect(parseServiceArgs(['--help'])).toBe('help');
  });

  it.each([
    [['--data-port', '70000'], /--data-port/],
    [['--seed', 'abc'], /--seed/],
    [['--scale', 'huge'], /--scale/],
    [['--block-interval', '-1'], /--block-interval/],
    [['--bogus'], /--bogus/],
  ])('names the bad flag in %j', (argv, message) => {
    expect(() => parseServiceArgs(argv)).toThrow(message);
  });
});

describe('startService', { timeout: 30_000 }, () => {
  it('appends live blocks on its own and stops them on close()', async () => {
    const service = await startService({ blockIntervalMs: 40, rateLimit: false });
    const chain = service.world.evm.chain('43114')!;
    const head = chain.headNumber;
    await new Promise((r) => setTimeout(r, 300));
    expect(chain.headNumber).toBeGreaterThan(head);
    await service.close();
    const stopped = chain.headNumber;
    await new Promise((r) => setTimeout(r, 200));
    expect(chain.headNumber).toBe(stopped);
    await expect(fetch(`${service.dataUrl}/v1/chains`)).rejects.toThrow();
  });

  it('rejects bad options naming them', async () => {
    await expect(startService({ scale: 'huge' as never })).rejects.toThrow(/scale/);
    await expect(startService({ seed: -1 })).rejects.toThrow(/seed/);
    await expect(startService({ keysFile: '/nonexistent/keys.json' })).rejects.toThrow(/keys file/);
  });
});
