import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, staticGraphOf } from '../../test/support/rigs/moduleGraph';

describe('the first requests, evaluated first', () => {
  it('main.tsx imports app/firstRequests before anything else (modules evaluate in import order)', () => {
    const main = readFileSync(join(REPO_ROOT, 'renderer/main.tsx'), 'utf8');
    const firstImport = main.match(/^import\s[^;]*?'([^']+)'/m)?.[1];
    expect(firstImport).toBe('./app/firstRequests');
  });

  it("imports none of the app's views, so the requests leave before they evaluate", () => {
    const graph = staticGraphOf('renderer/app/firstRequests.ts');
    expect(graph.has('renderer/app/startup.ts')).toBe(true);
    const views = [...graph].filter((f) => /^renderer\/(app\/(App|routes|Shell)\.tsx|components\/|home\/|evm\/|primary\/)/.test(f));
    expect(views).toEqual([]);
  });
});
