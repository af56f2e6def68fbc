import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointDef } from '../endpoints';
import { plainFieldsOf, plainlyAccepted } from './plainParams';

const EVM = '0x' + 'ab'.repeat(20);
/** Values of every JSON type and the edges of the building blocks' ranges and formats. */
const POOL: unknown[] = [
  undefined,
  null,
  0,
  -0,
  1,
  1.5,
  10,
  100,
  101,
  500,
  -1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  2 ** 53,
  '5',
  ' 7 ',
  '',
  'a',
  'x'.repeat(2048),
  'x'.repeat(2049),
  '43114',
  '2q9e4r6Mu3U68nU1fYjgbR6JvwrRx36CohpAX5UQxse55x1Q5',
  EVM,
  EVM.toUpperCase(),
  'mainnet',
  'fuji',
  'devnet',
  true,
  [],
  ['a'],
  {},
];

/** A small seeded generator, so a failure names a case that can be played again. */
function rng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

const rows = Object.entries(endpoints as Record<string, EndpointDef>);

describe('plain params: a yes only where zod accepts the value and gives it back unchanged', () => {
  it.each(rows)('%s', (_id, def) => {
    const random = rng(7);
    for (const schema of [def.pathParams, def.query]) {
      const fields = plainFieldsOf(schema);
      if (!fields) continue;
      // Mostly values a field's own check takes, so that whole objects are said yes to often enough to test.
      const pools = fields.map(({ check }) => POOL.filter((v) => check?.(v)));
      let yes = 0;
      for (let n = 0; n < 300; n++) {
        const entries: [string, unknown][] = [];
        fields.forEach(({ key, check }, i) => {
          const pool = pools[i].length && random() < 0.7 ? pools[i] : POOL;
          if (random() < (check ? 0.8 : 0.1)) entries.push([key, pool[Math.floor(random() * pool.length)]]);
        });
        if (random() < 0.1) entries.push(['unknownKey', 'x']);
        if (!plainlyAccepted(fields, entries)) continue;
        yes++;
        const input = Object.fromEntries(entries);
        const parsed = schema.safeParse(input);
        expect(parsed.success, JSON.stringify(entries)).toBe(true);
        for (const [key, value] of entries) expect(Object.is((parsed.data as Record<string, unknown>)[key], value)).toBe(true);
      }
      if (fields.every((f) => f.check || f.optional)) expect(yes).toBeGreaterThan(0);
    }
  });

  it("reads the main process's common requests without zod: a page of latest transactions, an address's balances", () => {
    const page = plainFieldsOf(endpoints.listLatestTransactions.query)!;
    expect(
      plainlyAccepted(page, [
        ['pageSize', 100],
        ['pageToken', 'abc'],
      ]),
    ).toBe(true);
    expect(plainlyAccepted(plainFieldsOf(endpoints.listLatestTransactions.pathParams)!, [['chainId', '43114']])).toBe(true);
    expect(
      plainlyAccepted(plainFieldsOf(endpoints.getNativeBalance.pathParams)!, [
        ['chainId', '43114'],
        ['address', EVM],
      ]),
    ).toBe(true);
  });

  it('leaves to zod what it would change or refuse: a number as a string, a missing required field, an unknown key', () => {
    const page = plainFieldsOf(endpoints.listLatestTransactions.query)!;
    expect(plainlyAccepted(page, [['pageSize', '100']])).toBe(false);
    expect(plainlyAccepted(page, [['pageSize', 101]])).toBe(false);
    expect(plainlyAccepted(page, [['other', 1]])).toBe(false);
    expect(plainlyAccepted(plainFieldsOf(endpoints.listLatestTransactions.pathParams)!, [])).toBe(false);
  });
});
