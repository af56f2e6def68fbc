import { encodeAbiParameters, parseAbi, toEventSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeLog, decodeResult, DECODE_MAX_BYTES, DECODE_MAX_VALUES, encodeCall, viewFunctions } from './abiCodec';

/** The log and result decoder (viem) against honest and crafted data: it decodes, or leaves the data raw, quickly. */
const BATCH = toEventSelector('TransferBatch(address,address,address,uint256[],uint256[])');
const topic = (a: string) => `0x${a.slice(2).padStart(64, '0')}`;
const A = '0x1111111111111111111111111111111111111111';
const topics = [BATCH, topic(A), topic(A), topic(A)];
const word = (n: bigint | number) => BigInt(n).toString(16).padStart(64, '0');

describe('abiCodec', () => {
  it('decodes a standard event and marks its indexed arguments', () => {
    const data = encodeAbiParameters(
      [{ type: 'uint256[]' }, { type: 'uint256[]' }],
      [
        [1n, 2n],
        [3n, 4n],
      ],
    );
    const d = decodeLog({ topics, data }, undefined)!;
    expect(d).toMatchObject({ name: 'TransferBatch', by: 'standard', truncated: false });
    expect(d.values.map((v) => [v.name, v.indexed ?? false, v.value])).toEqual([
      ['operator', true, A],
      ['from', true, A],
      ['to', true, A],
      ['ids[0]', false, '1'],
      ['ids[1]', false, '2'],
      ['values[0]', false, '3'],
      ['values[1]', false, '4'],
    ]);
  });

  it('prefers the verified ABI, and leaves a log no ABI fits raw', () => {
    const verified = parseAbi(['event Ping(address indexed who, uint256 n)']);
    const ping = { topics: [toEventSelector('Ping(address,uint256)'), topic(A)], data: `0x${word(7)}` };
    expect(decodeLog(ping, verified)).toMatchObject({ name: 'Ping', by: 'verified' });
    expect(decodeLog(ping, undefined)).toBeUndefined();
    expect(decodeLog({ topics: [], data: '0x' }, undefined)).toBeUndefined();
  });

  it('leaves crafted offsets, huge array lengths and offset loops raw, without hanging', () => {
    const started = Date.now();
    const crafted = [
      `0x${word(2 ** 40)}${word(64)}`, // first offset far past the data
      `0x${word(64)}${word(96)}${word(2n ** 255n)}${word(0)}`, // an array claiming 2^255 elements
      `0x${word(64)}${word(128)}${word(2 ** 32)}${word(0)}${word(2 ** 32)}`, // 2^32 elements in a few words
    ];
    for (const data of crafted) expect(decodeLog({ topics, data }, undefined)).toBeUndefined();
    // Offsets pointing back at the head read its zero words as lengths: two empty lists, not a loop.
    const looped = decodeLog({ topics, data: `0x${word(0)}${word(0)}` }, undefined)!;
    expect(looped.values.slice(3).map((v) => v.value)).toEqual(['[] (empty)', '[] (empty)']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('shows at most DECODE_MAX_VALUES values, and leaves data past DECODE_MAX_BYTES raw', () => {
    const many = Array.from({ length: 1_500 }, (_, i) => BigInt(i));
    const data = encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [many, []]);
    const d = decodeLog({ topics, data }, undefined)!;
    expect(d.truncated).toBe(true);
    expect(d.values).toHaveLength(DECODE_MAX_VALUES);
    const tooBig = encodeAbiParameters(
      [{ type: 'uint256[]' }, { type: 'uint256[]' }],
      [Array.from({ length: DECODE_MAX_BYTES / 32 }, () => 1n), []],
    );
    expect(decodeLog({ topics, data: tooBig }, undefined)).toBeUndefined();
  });

  it('encodes a view call and decodes its answer, or leaves an answer that does not fit raw', () => {
    const [balanceOf] = viewFunctions(
      parseAbi(['function balanceOf(address) view returns (uint256)', 'function transfer(address,uint256) returns (bool)']),
    );
    expect(balanceOf.name).toBe('balanceOf');
    expect(encodeCall(balanceOf, [A])).toBe(`0x70a08231${topic(A).slice(2)}`);
    expect(decodeResult(balanceOf, `0x${word(42)}`)?.values[0]).toMatchObject({ type: 'uint256', value: '42' });
    expect(decodeResult(balanceOf, '0x12')).toBeUndefined();
  });
});
