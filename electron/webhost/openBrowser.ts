import { spawn } from 'node:child_process';

/**
 * Opens `target` (a file or URL) in the system browser, or with `opener` when given; failures are
 * silent because the URL is printed anyway.
 */
export function openBrowser(target: string, opener?: string): void {
  const [command, args] = opener
    ? [opener, [target]]
    : process.platform === 'darwin'
      ? ['open', [target]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', target]]
        : ['xdg-open', [target]];
  try {
    const child = spawn(command, args, { stdio: 'ignore', detached: true });
    child.on('error', () => undefined);
    child.unref();
  } catch {
    // no opener on this system
  }
}
