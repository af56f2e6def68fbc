/**
 * Writes shared/api/endpointFacts.json from the endpoint table: each row's compute units, paging and call interval,
 * the plain facts the renderer's first view reads without the rows' zod schemas. The file is generated, never
 * committed: Vite's config (build, `npm start`, vitest) and `npm run typecheck` write it first, so it cannot lag the
 * table; endpointFacts.test.ts stays as the guard. `npm run endpoint-facts` writes it by hand.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_IDS, endpoints, type EndpointDef } from '../shared/api/endpoints';

const FACTS_FILE = fileURLToPath(new URL('../shared/api/endpointFacts.json', import.meta.url));

export function endpointFactsJson(): string {
  const facts = Object.fromEntries(
    ENDPOINT_IDS.map((id) => {
      const { computeUnits, page, onceEverySec }: EndpointDef = endpoints[id];
      return [id, { computeUnits, ...(page ? { page } : {}), ...(onceEverySec !== undefined ? { onceEverySec } : {}) }];
    }),
  );
  return `${JSON.stringify(facts, null, 2)}\n`;
}

/** Writes the file only when its content changes: the renderer's rebuild check (ensureRenderer.ts) goes by mtime. */
export function writeEndpointFacts(): void {
  const json = endpointFactsJson();
  if (existsSync(FACTS_FILE) && readFileSync(FACTS_FILE, 'utf8') === json) return;
  writeFileSync(FACTS_FILE, json);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeEndpointFacts();
