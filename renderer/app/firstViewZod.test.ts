import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, staticGraphOf } from '../../test/support/rigs/moduleGraph';

/** A value import or re-export of zod (or one of its entry points); `import type` is erased from the build. */
const IMPORTS_ZOD = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'zod(?:\/[^']*)?'/m;

describe("the first view's script", () => {
  // Everything main.tsx imports statically is the entry chunk (vite.config.ts); the lazy pages are chunks of their own.
  const graph = staticGraphOf('renderer/main.tsx');

  it('is the whole first view: the shell, the home page, the bridge and the endpoint facts', () => {
    for (const module of [
      'renderer/app/App.tsx',
      'renderer/home/HomePage.tsx',
      'renderer/bridge/createBridge.ts',
      'shared/api/endpointFacts.ts',
    ]) {
      expect(graph).toContain(module);
    }
  });

  it('imports no zod: the contract schemas and zod load with the lazy pages that use them (bench/NOTES.md "First rows")', () => {
    const withZod = [...graph].filter((f) => IMPORTS_ZOD.test(readFileSync(join(REPO_ROOT, f), 'utf8')));
    expect(withZod).toEqual([]);
  });

  it('would see a module importing zod', () => {
    expect(IMPORTS_ZOD.test("import { z } from 'zod';")).toBe(true);
    expect(IMPORTS_ZOD.test("import {\n  z,\n} from 'zod/v4';")).toBe(true);
    expect(IMPORTS_ZOD.test("export { z } from 'zod';")).toBe(true);
    expect(IMPORTS_ZOD.test("import type { z } from 'zod';")).toBe(false);
  });
});
