import fc from 'fast-check';

/**
 * Generators of bad request values for the fuzzer: wrong types, out-of-range numbers, huge
 * strings, ids and addresses one character off, and forged page tokens.
 */

/** Values that look like other types or break naive number parsing. */
const tricky = fc.constantFrom(
  '',
  ' ',
  '-1',
  '-0',
  '0.5',
  '1e3',
  '1e309',
  '99999999999999999999999',
  '9007199254740993',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '[object Object]',
  '__proto__',
  'constructor',
  'hasOwnProperty',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '\t',
  '\n',
  '\r\n',
  ',',
  ',,,',
  'a,b,c',
  '😀',
  'Ｐ-avax1',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
);

const numbers = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
);

/** Up to 4 KB; the longer ones overflow every id format and the page-token bound (2048). */
const huge = fc.oneof(
  fc.string({ minLength: 2049, maxLength: 4096, unit: 'grapheme-ascii' }),
  fc.nat({ max: 4000 }).map((n) => 'a'.repeat(2048 + n)),
  fc.nat({ max: 200 }).map((n) => '1'.repeat(21 + n)),
);

/** One character of a valid value replaced, one dropped or one added. */
export function nearlyValid(valids: string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(...valids),
      fc.nat(),
      fc.constantFrom('0', 'O', 'l', 'I', 'z', 'G', '-', '_', '.', ' ', 'é'),
      fc.constantFrom('replace', 'drop', 'add'),
    )
    .map(([v, at, c, how]) => {
      const i = at % Math.max(1, v.length);
      if (how === 'drop') return v.slice(0, i) + v.slice(i + 1);
      if (how === 'add') return v.slice(0, i) + c + v.slice(i);
      return v.slice(0, i) + c + v.slice(i + 1);
    });
}

/** URLs cannot carry half of a UTF-16 pair (encodeURIComponent throws). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Any bad string; `valids` are real values of the field to mutate. */
export function badString(valids: string[]): fc.Arbitrary<string> {
  return fc
    .oneof(
      { arbitrary: tricky, weight: 3 },
      { arbitrary: numbers, weight: 2 },
      { arbitrary: fc.string({ maxLength: 64 }), weight: 2 },
      { arbitrary: fc.string({ maxLength: 64, unit: 'grapheme' }), weight: 2 },
      { arbitrary: nearlyValid(valids.length ? valids : ['x']), weight: 3 },
      { arbitrary: huge, weight: 1 },
    )
    .filter((s) => !LONE_SURROGATE.test(s));
}

/** Page tokens nobody issued, or issued for another list. */
export function forgedToken(realTokens: string[]): fc.Arbitrary<string> {
  const b64 = (s: string) => Buffer.from(s).toString('base64url');
  return fc.oneof(
    fc.constantFrom(...realTokens),
    nearlyValid(realTokens),
    fc.tuple(fc.json(), fc.constantFrom(...realTokens)).map(([json, real]) => `${b64(json)}.${real.split('.')[1] ?? ''}`),
    fc.tuple(fc.json(), fc.base64String({ minLength: 4, maxLength: 32 })).map(([json, mac]) => `${b64(json)}.${mac}`),
    fc.uuid(),
    fc.constantFrom('.', '..', 'a.b.c', '=', 'eyJ9.', `${b64('{"offset":-1}')}.`, `${b64('not json')}.AAAA`),
    fc.string({ minLength: 1, maxLength: 2048, unit: 'grapheme-ascii' }),
  );
}

/** Request bodies: anything JSON can hold, and objects close to the real ones. */
export function badBody(valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  return fc.oneof(
    fc.jsonValue(),
    fc.anything({ withNullPrototype: false, withBigInt: false, withDate: false, withMap: false, withSet: false, withTypedArray: false }),
    fc.tuple(fc.constantFrom(...keys), fc.jsonValue()).map(([k, v]) => ({ ...valid, [k]: v })),
    fc.tuple(fc.string({ maxLength: 20 }), fc.jsonValue()).map(([k, v]) => ({ ...valid, [k]: v })),
    fc.constantFrom(...keys).map((k) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== k))),
  );
}

/** Text sent as application/json that is not JSON, or JSON that breaks parsers. */
export const badJsonText = fc.oneof(
  fc.constantFrom('{', '}', '{"a":', '[1,2', 'undefined', "{'a':1}", '{"a":1,}', 'NaN', '\u0000', '{"__proto__":{"x":1}}', '"\\ud800"'),
  fc.nat({ max: 20_000 }).map((n) => '['.repeat(100 + n) + ']'.repeat(100 + n)),
  fc.string({ maxLength: 200 }),
);
