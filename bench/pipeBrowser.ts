import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  sessionId?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
}

/**
 * A fresh browser driven over its DevTools pipe with only the commands a timed page load needs: an init script, a
 * navigation and the page's console. Playwright attached to a page follows its network, frames and lifecycle, about
 * 200 ms of CPU in the bench's process for each first load, on the same 2 cores as the load being timed
 * (bench/NOTES.md "The fifteenth quiet full run"); the desktop app has nothing attached.
 */
export class PipeBrowser {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Set<(m: Message) => void>();
  private readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcess,
    private readonly profileDir: string,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const output = child.stdio[4] as Readable;
    let buffered = '';
    output.setEncoding('utf8');
    output.on('data', (chunk: string) => {
      buffered += chunk;
      // The pipe's messages end with a NUL byte.
      for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
        this.receive(JSON.parse(buffered.slice(0, end)) as Message);
        buffered = buffered.slice(end + 1);
      }
    });
    child.once('exit', () => {
      for (const { reject } of this.pending.values()) reject(new Error('the browser exited'));
      this.pending.clear();
    });
  }

  /** Launches `executablePath` headless with a profile of its own and a 1400 x 900 window. */
  static async launch(executablePath: string, args: string[]): Promise<PipeBrowser> {
    const profileDir = await mkdtemp(join(tmpdir(), 'ridgeline-bench-browser-'));
    const child = spawn(
      executablePath,
      [...args, '--remote-debugging-pipe', `--user-data-dir=${profileDir}`, '--window-size=1400,900', 'about:blank'],
      { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
    );
    const browser = new PipeBrowser(child, profileDir);
    await browser.send('Browser.getVersion');
    return browser;
  }

  /** A command to the browser, or to the page of `sessionId`. */
  send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    const id = this.nextId++;
    const answer = new Promise<Message>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    (this.child.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    return answer.then((m) => {
      if (m.error) throw new Error(`${method}: ${m.error.message}`);
      return m.result ?? {};
    });
  }

  /** The first console message of the page of `sessionId` whose text starts with `prefix`: its text. */
  consoleMessage(sessionId: string, prefix: string): Promise<string> {
    return new Promise((resolve) => {
      const listener = (m: Message) => {
        if (m.method !== 'Runtime.consoleAPICalled' || m.sessionId !== sessionId) return;
        const text = ((m.params?.args as { value?: unknown }[] | undefined) ?? []).map((a) => String(a.value)).join(' ');
        if (!text.startsWith(prefix)) return;
        this.listeners.delete(listener);
        resolve(text);
      };
      this.listeners.add(listener);
    });
  }

  /** A session attached to the page the browser opened with. */
  async page(): Promise<string> {
    const { targetInfos } = (await this.send('Target.getTargets')) as { targetInfos: { targetId: string; type: string }[] };
    const page = targetInfos.find((t) => t.type === 'page');
    if (!page) throw new Error('the browser opened no page');
    const { sessionId } = (await this.send('Target.attachToTarget', { targetId: page.targetId, flatten: true })) as { sessionId: string };
    return sessionId;
  }

  async close(): Promise<void> {
    await this.send('Browser.close').catch(() => this.child.kill());
    await this.exited;
    await rm(this.profileDir, { recursive: true, force: true });
  }

  private receive(m: Message): void {
    if (m.id !== undefined) {
      this.pending.get(m.id)?.resolve(m);
      this.pending.delete(m.id);
    } else for (const listener of this.listeners) listener(m);
  }
}
