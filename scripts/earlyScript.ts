import type { CodeSplittingGroup, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** The name of the early script's entry in the renderer's build input, and of its chunk. */
const EARLY = 'early';

const isEarlyChunk = (file: { type: string }): file is OutputChunk =>
  file.type === 'chunk' && (file as OutputChunk).isEntry && (file as OutputChunk).name === EARLY;

/**
 * The renderer's early script (renderer/early.ts): an entry of its own, loaded `async` by index.html,
 * so the first view's bridge calls leave while the app's one big first-view script still downloads
 * and evaluates (bench/NOTES.md "First rows"). It runs only if it needs no other chunk: `group`
 * keeps every module it imports in its own chunk, `isEarlyModule` tells the first view's group to
 * leave them there, and the build fails when the early chunk would import anything. The app's
 * chunk imports the early chunk's modules (the transport, the early calls' answers) from that same
 * file, so both share one instance of them.
 */
export function earlyScript(entry: string): {
  plugin: Plugin;
  input: Record<string, string>;
  group: CodeSplittingGroup;
  isEarlyModule: (id: string) => boolean;
} {
  const earlyModules = new Set<string>();
  const isEarlyModule = (id: string) => earlyModules.has(id);
  const plugin: Plugin = {
    name: 'ridgeline-early-script',
    apply: 'build',
    buildStart() {
      earlyModules.clear();
    },
    buildEnd() {
      const walk = (id: string) => {
        if (earlyModules.has(id)) return;
        earlyModules.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) walk(dep);
      };
      walk(entry);
    },
    generateBundle(_options, bundle) {
      const early = Object.values(bundle).find(isEarlyChunk);
      if (!early) return this.error('the build wrote no early script');
      if (early.imports.length > 0) {
        this.error(`the early script imports ${early.imports.join(', ')}: it must run on its own, before the app's script is in`);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const early = Object.values(bundle ?? {}).find(isEarlyChunk);
        if (!early) return undefined;
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `./${early.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
  return { plugin, input: { [EARLY]: entry }, group: { name: EARLY, test: isEarlyModule, priority: 1 }, isEarlyModule };
}
