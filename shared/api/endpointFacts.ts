import type { EndpointDef } from './endpointDef';
import type { EndpointId } from './endpoints';
import facts from './endpointFacts.json';

/**
 * The plain facts of every endpoint row that the renderer reads (its weight in compute units, its paging, how often
 * the API takes it), kept as data in endpointFacts.json (generated from the table by scripts/endpointFacts.ts), without the rows' zod schemas: the first view's script
 * imports these, not the endpoint table, so it carries no zod (bench/NOTES.md "First rows", seventh pass). They are
 * the values of the rows of `endpoints` (endpoints.ts and the files spread into it), which stay the contract the main
 * process and the service use: endpointFacts.test.ts fails when the two disagree, the `satisfies` below when an id is
 * missing here.
 */
export type EndpointFacts = Pick<EndpointDef, 'computeUnits' | 'page' | 'onceEverySec'>;

export const endpointFacts = facts satisfies Record<EndpointId, EndpointFacts>;
