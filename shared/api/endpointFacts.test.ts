import { describe, expect, it } from 'vitest';
import { endpointFacts } from './endpointFacts';
import { ENDPOINT_IDS, endpoints, type EndpointDef } from './endpoints';

describe('endpointFacts, the rows without their schemas', () => {
  it('names exactly the ids of the endpoint table', () => {
    expect(Object.keys(endpointFacts).sort()).toEqual([...ENDPOINT_IDS].sort());
  });

  it.each(ENDPOINT_IDS)('%s: the same compute units, paging and call interval as its row', (id) => {
    const row: EndpointDef = endpoints[id];
    const facts = { computeUnits: row.computeUnits, page: row.page, onceEverySec: row.onceEverySec };
    expect({ page: undefined, onceEverySec: undefined, ...endpointFacts[id] }).toEqual(facts);
  });
});
