import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir } from '../test/support/tempDir';
import { earlyScript } from './earlyScript';

let dir: string | undefined;
afterEach(() => dir && removeDir(dir));

/**
 * Builds a small app the way vite.config.ts builds the renderer: an index.html entry whose script and the
 * early script share a module, the first view's group, and `extraGroups` before them.
 */
async function buildApp(extraGroups: CodeSplittingGroup[] = []) {
  dir = makeTempDir('early-script');
  const root = dir;
  const files: Record<string, string> = {
    'index.html': '<!doctype html><html><head><title>t</title></head><body><script type="module" src="./main.ts"></script></body></html>',
    'transport.ts': 'export const sent: string[] = [];\nexport const send = (what: string) => sent.push(what);\n',
    'early.ts': "import { send } from './transport';\nsend('settings');\n",
    'view.ts': 'export const view = (n: number) => `view ${n}`;\n',
    'main.ts': "import { sent } from './transport';\nimport { view } from './view';\ndocument.title = view(sent.length);\n",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  const early = earlyScript(join(root, 'early.ts'));
  await build({
    configFile: false,
    root,
    base: './',
    logLevel: 'silent',
    plugins: [early.plugin],
    build: {
      outDir: join(root, 'dist'),
      rolldownOptions: {
        input: { index: join(root, 'index.html'), ...early.input },
        output: {
          codeSplitting: {
            groups: [...extraGroups, early.group, { name: 'first-view', tags: ['$initial'], test: (id) => !early.isEarlyModule(id) }],
          },
        },
      },
    },
  });
  const assets = readdirSync(join(root, 'dist/assets'));
  const read = (prefix: string) =>
    readFileSync(
      join(
        root,
        'dist/assets',
        assets.find((f) => f.startsWith(prefix))!,
      ),
      'utf8',
    );
  return { html: readFileSync(join(root, 'dist/index.html'), 'utf8'), assets, read };
}

describe('the early script in the build', () => {
  it('is a chunk of its own that imports nothing, loaded async by index.html, and the app imports its modules from it', async () => {
    const { html, assets, read } = await buildApp();
    const earlyFile = assets.find((f) => /^early-[\w-]+\.js$/.test(f));
    expect(earlyFile).toBeDefined();
    expect(html).toContain(`<script type="module" async crossorigin src="./assets/${earlyFile}"></script>`);
    const early = read('early-');
    expect(early).not.toMatch(/\bimport\b/);
    expect(early).toContain('settings');
    // The app's script takes the shared module from the early chunk (one instance), and keeps its own view.
    const app = read('index-');
    expect(app).toMatch(new RegExp(`from\\s*"\\./${earlyFile!.replace(/\./g, '\\.')}"`));
    expect(app).toContain('view ');
    expect(early).not.toContain('view ');
  });

  it('fails the build when the early script would need another chunk', async () => {
    // A group that takes the shared transport away from the early chunk, as a careless group or import would.
    await expect(buildApp([{ name: 'elsewhere', test: /transport\.ts$/, priority: 5 }])).rejects.toThrow(
      /the early script imports .*elsewhere.*: it must run on its own/,
    );
  });
});
