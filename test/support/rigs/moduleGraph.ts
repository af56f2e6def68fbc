import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The repository's root, which the graph's paths are relative to. */
export const REPO_ROOT = resolve(__dirname, '../../..');

/**
 * The repository's files a module imports statically (value imports and re-exports: `import type` is erased, a
 * dynamic `import()` is a chunk of its own), resolved as Vite does. Bare specifiers (packages) are not followed.
 */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gm)) {
    const base = resolve(dirname(file), m[1]);
    const hit = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile());
    if (hit && !hit.endsWith('.css')) found.push(hit);
  }
  return found;
}

/** Every module `entry` (relative to the repository) reaches through static imports, as paths relative to the repository. */
export function staticGraphOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(walk);
  };
  walk(join(REPO_ROOT, entry));
  return new Set([...seen].map((f) => relative(REPO_ROOT, f)));
}
