import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../..');

/** The repository's files a module imports statically (value imports: `import type` is erased), resolved as Vite does. */
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

function graphOf(entry: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(walk);
  };
  walk(entry);
  return new Set([...seen].map((f) => relative(ROOT, f)));
}

describe('the first requests, evaluated first', () => {
  it('main.tsx imports app/firstRequests before anything else (modules evaluate in import order)', () => {
    const main = readFileSync(join(ROOT, 'renderer/main.tsx'), 'utf8');
    const firstImport = main.match(/^import\s[^;]*?'([^']+)'/m)?.[1];
    expect(firstImport).toBe('./app/firstRequests');
  });

  it("imports none of the app's views, so the requests leave before they evaluate", () => {
    const graph = graphOf(join(ROOT, 'renderer/app/firstRequests.ts'));
    expect(graph.has('renderer/app/startup.ts')).toBe(true);
    const views = [...graph].filter((f) => /^renderer\/(app\/(App|routes|Shell)\.tsx|components\/|home\/|evm\/|primary\/)/.test(f));
    expect(views).toEqual([]);
  });
});
