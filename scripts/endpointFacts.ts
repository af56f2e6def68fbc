/**
 * Writes shared/api/endpointFacts.json from the endpoint table: each row's compute units, paging and call interval,
 * the plain facts the renderer's first view reads without the rows' zod schemas. Run it after adding or changing a row
 * (`npm run endpoint-facts`); endpointFacts.test.ts fails while the file and the table disagree.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_IDS, endpoints, type EndpointDef } from '../shared/api/endpoints';

const facts = Object.fromEntries(
  ENDPOINT_IDS.map((id) => {
    const { computeUnits, page, onceEverySec }: EndpointDef = endpoints[id];
    return [id, { computeUnits, ...(page ? { page } : {}), ...(onceEverySec !== undefined ? { onceEverySec } : {}) }];
  }),
);
writeFileSync(fileURLToPath(new URL('../shared/api/endpointFacts.json', import.meta.url)), `${JSON.stringify(facts, null, 2)}\n`);
