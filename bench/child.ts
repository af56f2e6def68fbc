import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

interface Message {
  type: string;
}

/** A bench helper process (serviceProcess.ts, floorProcess.ts) forked with IPC and run by tsx. */
export class BenchChild {
  private constructor(private readonly proc: ChildProcess) {}

  static start(script: string, args: string[] = [], env: NodeJS.ProcessEnv = {}): BenchChild {
    const proc = fork(join(import.meta.dirname, script), args, {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new BenchChild(proc);
  }

  get pid(): number {
    return this.proc.pid ?? 0;
  }

  /** The next message of this type (after sending `message`, if given). */
  next<T extends Message>(type: string, message?: Message, timeoutMs = 180_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => done(new Error(`no ${type} message within ${timeoutMs} ms`)), timeoutMs);
      const onMessage = (m: Message) => m.type === type && done(undefined, m as T);
      const onExit = (code: number | null) => done(new Error(`the bench process exited (${code}) before sending ${type}`));
      const done = (err?: Error, value?: T) => {
        clearTimeout(timer);
        this.proc.off('message', onMessage);
        this.proc.off('exit', onExit);
        if (err) reject(err);
        else resolve(value as T);
      };
      this.proc.on('message', onMessage);
      this.proc.once('exit', onExit);
      if (message) this.proc.send(message);
    });
  }

  async stop(): Promise<void> {
    if (this.proc.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => this.proc.once('exit', () => resolve()));
    this.proc.send({ type: 'stop' });
    const timer = setTimeout(() => this.proc.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}
