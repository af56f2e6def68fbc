import { describe, expect, it } from 'vitest';
import { decodeCallData } from './abiDecode';

const pad = (hex: string) => hex.padStart(64, '0');

describe('decodeCallData', () => {
  it('decodes an ERC-20 transfer: recipient and amount', () => {
    const to = '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
    const input = `0xa9059cbb${pad(to)}${pad((10n ** 18n).toString(16))}`;
    expect(decodeCallData('transfer(address,uint256)', input)).toEqual({
      ok: true,
      name: 'transfer',
      args: [
        { type: 'address', value: `0x${to}` },
        { type: 'uint256', value: '1000000000000000000' },
      ],
    });
  });

  it('decodes dynamic arguments through their offsets: address[], bytes, string; negative ints and bools', () => {
    const a = pad('11'.repeat(20));
    const b = pad('22'.repeat(20));
    const data = [
      pad('a0'), // offset of the address[] (5 head words)
      pad('100'), // offset of the bytes
      pad('140'), // offset of the string
      'f'.repeat(64), // int256 -1
      pad('1'), // bool true
      pad('2'),
      a,
      b, // address[2]
      pad('3'),
      'abcdef'.padEnd(64, '0'), // bytes 0xabcdef
      pad('2'),
      '6869'.padEnd(64, '0'), // "hi"
    ].join('');
    expect(decodeCallData('f(address[],bytes,string,int256,bool)', `0x12345678${data}`)).toEqual({
      ok: true,
      name: 'f',
      args: [
        { type: 'address[]', value: [`0x${'11'.repeat(20)}`, `0x${'22'.repeat(20)}`] },
        { type: 'bytes', value: '0xabcdef' },
        { type: 'string', value: 'hi' },
        { type: 'int256', value: '-1' },
        { type: 'bool', value: 'true' },
      ],
    });
  });

  it('says what it cannot decode instead of guessing', () => {
    expect(decodeCallData('transfer(address,uint256)', `0xa9059cbb${pad('1')}`)).toEqual({
      ok: false,
      reason: 'The input ends before argument 2 (uint256).',
    });
    expect(decodeCallData('send((bytes32,address))', '0x12345678')).toMatchObject({ ok: false });
    expect(decodeCallData('transfer(address,uint256)', '0x')).toEqual({ ok: false, reason: 'The input holds no method selector.' });
    expect(decodeCallData('f(bytes)', `0x12345678${pad('ffff')}`)).toMatchObject({ ok: false, reason: expect.stringMatching(/outside/) });
  });
});
