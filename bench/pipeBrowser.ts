import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
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

/** How long a command, a closing browser or an awaited dialog may take before it is an error. */
const WAIT_MS = 60_000;

/**
 * A fresh browser driven over its DevTools pipe with only the commands a timed page load needs: an init script, a
 * navigation and the page's dialogs. Playwright attached to a page follows its network, frames and lifecycle, about
 * 200 ms of CPU in the bench's process for each first load, on the same 2 cores as the load being timed
 * (bench/NOTES.md "The fifteenth quiet full run").
 */
export class PipeBrowser {
  private nextId = 1;
  /** What is awaited: each is offered every message, and told when the browser is gone. */
  private readonly waiting = new Set<{ offer: (m: Message) => void; reject: (e: Error) => void }>();
  /** Why the browser can no longer answer (it exited or failed), once it cannot. */
  private gone: Error | undefined;
  private readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcess,
    private readonly profileDir: string,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.once('exit', (code, signal) => this.fail(new Error(`the browser exited (${signal ?? code})`)));
    child.on('error', (e) => this.fail(e));
    for (const pipe of [child.stdio[3], child.stdio[4]]) pipe?.on('error', (e) => this.fail(e));
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
  }

  /** Launches `executablePath` with `args` (the caller's `--headless` among them), a profile of its own and a 1400 x 900 window; resolves with it and its version. */
  static async launch(executablePath: string, args: string[]): Promise<{ browser: PipeBrowser; version: string }> {
    if (!existsSync(executablePath)) throw new Error(`no browser at ${executablePath}`);
    const profileDir = await mkdtemp(join(tmpdir(), 'ridgeline-bench-browser-'));
    // Its first tab on about:blank: with no page given, full Chromium opens its own new-tab page.
    const browserArgs = [...args, '--remote-debugging-pipe', `--user-data-dir=${profileDir}`, '--window-size=1400,900', 'about:blank'];
    const child = spawn(executablePath, browserArgs, { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] });
    const browser = new PipeBrowser(child, profileDir);
    try {
      const { product } = (await browser.send('Browser.getVersion')) as { product: string };
      return { browser, version: product.replace(/^.*\//, '') };
    } catch (e) {
      await browser.close();
      throw e;
    }
  }

  /** A command to the browser, or to the page of `sessionId`: its result, or an error after WAIT_MS. */
  async send(method: string, params: Record<string, unknown> = {}, sessionId?: string): Promise<Record<string, unknown>> {
    if (this.gone) throw this.gone;
    const id = this.nextId++;
    const answer = this.wait(`${method}'s answer`, (m) => m.id === id);
    (this.child.stdio[3] as Writable).write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    const m = await answer;
    if (m.error) throw new Error(`${method}: ${m.error.message}`);
    return m.result ?? {};
  }

  /**
   * The message of the first dialog (`alert`) of the page of `sessionId` that starts with `prefix`, which it then
   * closes; an error after WAIT_MS. Only the Page domain is needed: a page with its Runtime domain on pays for it while
   * its scripts run (V8 collects source positions for the stack traces it would report).
   */
  async dialogMessage(sessionId: string, prefix: string): Promise<string> {
    const m = await this.wait(`a dialog starting "${prefix}"`, (m) => {
      return m.method === 'Page.javascriptDialogOpening' && m.sessionId === sessionId && String(m.params?.message).startsWith(prefix);
    });
    await this.send('Page.handleJavaScriptDialog', { accept: true }, sessionId);
    return String(m.params?.message);
  }

  /** A new page (tab), with a session attached to it. */
  async page(): Promise<string> {
    const { targetId } = (await this.send('Target.createTarget', { url: 'about:blank' })) as { targetId: string };
    const { sessionId } = (await this.send('Target.attachToTarget', { targetId, flatten: true })) as { sessionId: string };
    return sessionId;
  }

  /** Closes the browser (killed if it does not close within WAIT_MS) and removes its profile. */
  async close(): Promise<void> {
    try {
      if (!this.gone) await this.send('Browser.close').catch(() => undefined);
      const timeout = setTimeout(() => this.child.kill('SIGKILL'), WAIT_MS);
      await this.exited.finally(() => clearTimeout(timeout));
    } finally {
      await rm(this.profileDir, { recursive: true, force: true });
    }
  }

  /** The first message that `matches`, or an error once the browser is gone or after WAIT_MS. */
  private wait(what: string, matches: (m: Message) => boolean): Promise<Message> {
    if (this.gone) return Promise.reject(this.gone);
    return new Promise((resolve, reject) => {
      const timeout = setTimeout(() => settle(() => reject(new Error(`no ${what} within ${WAIT_MS / 1000} s`))), WAIT_MS);
      const settle = (then: () => void) => {
        clearTimeout(timeout);
        this.waiting.delete(waiter);
        then();
      };
      const waiter = {
        offer: (m: Message) => {
          if (matches(m)) settle(() => resolve(m));
        },
        reject: (e: Error) => settle(() => reject(e)),
      };
      this.waiting.add(waiter);
    });
  }

  private receive(m: Message): void {
    for (const waiter of this.waiting) waiter.offer(m);
  }

  private fail(e: Error): void {
    this.gone ??= e;
    for (const waiter of this.waiting) waiter.reject(this.gone);
  }
}
