import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The local service (`npm run service`) in a child process on 127.0.0.1:0. Component tests run
 * in jsdom, whose typed arrays are not Node's: fastify inside that realm mistakes its Buffer
 * bodies for objects, so the service runs where it runs for real, in plain Node.
 */
export async function startServiceProcess(): Promise<{ dataUrl: string; metricsUrl: string; close(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ridgeline-ui-service-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'service/cli.ts', '--block-interval', '0', '--data-dir', dataDir], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const urls = await new Promise<{ dataUrl: string; metricsUrl: string }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const data = /Data API:\s+(\S+)/.exec(out)?.[1];
      const metrics = /Metrics API:\s+(\S+)/.exec(out)?.[1];
      if (data && metrics) resolve({ dataUrl: data, metricsUrl: metrics });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the service exited (${code}) before it was ready:\n${out}`)));
  });
  return {
    ...urls,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
