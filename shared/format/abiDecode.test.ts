import { describe, expect, it } from 'vitest';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { decodeCallData } from './abiDecode';

const pad = (hex: string) => hex.padStart(64, '0');
/** A method's selector: the first 4 bytes of keccak256 over its canonical signature. */
const selector = (signature: string) => `0x${bytesToHex(keccak_256(new TextEncoder().encode(signature))).slice(0, 8)}`;
/** Call data of `signature` holding `words` (hex) after its selector. */
const call = (signature: string, words: string) => decodeCallData(signature, selector(signature) + words);

describe('decodeCallData', () => {
  it('decodes an ERC-20 transfer: recipient and amount', () => {
    const to = '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
    const input = `0xa9059cbb${pad(to)}${pad((10n ** 18n).toString(16))}`;
    expect(decodeCallData('transfer(address,uint256)', input)).toEqual({
      ok: true,
      name: 'transfer',
      args: [
        { position: '0', type: 'address', value: `0x${to}` },
        { position: '1', type: 'uint256', value: '1000000000000000000' },
      ],
    });
  });

  it('reads uint and int as uint256 and int256, the names the selector is hashed over', () => {
    const to = '5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
    expect(decodeCallData('transfer(address,uint)', `0xa9059cbb${pad(to)}${pad('1')}`)).toMatchObject({
      ok: true,
      args: [{ type: 'address' }, { type: 'uint256', value: '1' }],
    });
    expect(
      decodeCallData('f((int,uint8)[])', `${selector('f((int256,uint8)[])')}${pad('20')}${pad('1')}${'f'.repeat(64)}${pad('2')}`),
    ).toMatchObject({
      ok: true,
      args: [
        { type: 'int256', value: '-1' },
        { type: 'uint8', value: '2' },
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
    expect(call('f(address[],bytes,string,int256,bool)', data)).toEqual({
      ok: true,
      name: 'f',
      args: [
        { position: '0', type: 'address[]', value: [`0x${'11'.repeat(20)}`, `0x${'22'.repeat(20)}`] },
        { position: '1', type: 'bytes', value: '0xabcdef' },
        { position: '2', type: 'string', value: 'hi' },
        { position: '3', type: 'int256', value: '-1' },
        { position: '4', type: 'bool', value: 'true' },
      ],
    });
  });

  it('decodes tuples component by component: a dynamic tuple through its offset, a static one in place', () => {
    // Teleporter's sendCrossChainMessage(TeleporterMessageInput), laid out by the Solidity ABI specification's rules
    // (docs.soliditylang.org, "Contract ABI Specification": a tuple with a dynamic component is dynamic; offsets count
    // from the start of the tuple that holds them).
    const chainId = 'ab'.repeat(32);
    const data = [
      pad('20'), // the tuple's offset
      chainId, // destinationBlockchainID
      pad('33'.repeat(20)), // destinationAddress
      pad('44'.repeat(20)), // feeInfo.feeTokenAddress (a static tuple, in place)
      pad('0'), // feeInfo.amount
      pad('30d40'), // requiredGasLimit 200,000
      pad('e0'), // allowedRelayerAddresses: 7 head words into the tuple
      pad('120'), // message: after the relayer list
      pad('1'),
      pad('55'.repeat(20)), // one relayer
      pad('2'),
      'beef'.padEnd(64, '0'), // message 0xbeef
    ].join('');
    const signature = 'sendCrossChainMessage((bytes32,address,(address,uint256),uint256,address[],bytes))';
    expect(selector(signature)).toBe('0x62448850'); // as the chain's explorers name it
    expect(call(signature, data)).toEqual({
      ok: true,
      name: 'sendCrossChainMessage',
      args: [
        { position: '0.0', type: 'bytes32', value: `0x${chainId}` },
        { position: '0.1', type: 'address', value: `0x${'33'.repeat(20)}` },
        { position: '0.2.0', type: 'address', value: `0x${'44'.repeat(20)}` },
        { position: '0.2.1', type: 'uint256', value: '0' },
        { position: '0.3', type: 'uint256', value: '200000' },
        { position: '0.4', type: 'address[]', value: [`0x${'55'.repeat(20)}`] },
        { position: '0.5', type: 'bytes', value: '0xbeef' },
      ],
    });
    // A list of dynamic tuples: each element's offset counts from the first element's head.
    const list = [
      pad('20'), // the list's offset
      pad('2'), // two elements
      pad('40'), // element 0: after the two heads
      pad('c0'), // element 1: after element 0's four words
      pad('7'),
      pad('40'), // element 0's bytes, two words into it
      pad('1'),
      'aa'.padEnd(64, '0'),
      pad('8'),
      pad('40'),
      pad('0'), // element 1's bytes: empty
    ];
    expect(call('f((uint8,bytes)[])', list.join(''))).toMatchObject({
      ok: true,
      args: [
        { position: '0.0.0', type: 'uint8', value: '7' },
        { position: '0.0.1', type: 'bytes', value: '0xaa' },
        { position: '0.1.0', type: 'uint8', value: '8' },
        { position: '0.1.1', type: 'bytes', value: '0x' },
      ],
    });
    expect(call('f((uint8,bytes)[])', pad('20') + pad('0'))).toMatchObject({
      ok: true,
      args: [{ position: '0', type: '(uint8,bytes)[]', value: [] }],
    });
  });

  it('says what it cannot decode instead of guessing', () => {
    expect(decodeCallData('transfer(address,uint256)', `0xa9059cbb${pad('1')}`)).toEqual({
      ok: false,
      reason: 'The input ends before argument 2 (uint256).',
    });
    expect(call('send((bytes32,address))', pad('1'))).toEqual({
      ok: false,
      reason: 'The input ends before the value at 0.1 (address).',
    });
    expect(call('f(uint256[2])', pad('1') + pad('2'))).toEqual({
      ok: false,
      reason: 'The method signature has types this view does not decode.',
    });
    expect(call('f((uint8,bytes)[])', pad('20') + pad('ffffffff'))).toEqual({
      ok: false,
      reason: 'Argument 1 ((uint8,bytes)[]) is cut short.',
    });
    expect(decodeCallData('transfer(address,uint256)', '0x')).toEqual({ ok: false, reason: 'The input holds no method selector.' });
    expect(call('f(bytes)', pad('ffff'))).toMatchObject({ ok: false, reason: expect.stringMatching(/outside/) });
  });

  it('reads whole words only: bytes a forwarder appends after the arguments (ERC-2771) are left alone', () => {
    const data = pad('40') + pad('7') + pad('2') + 'beef'.padEnd(64, '0');
    const sender = '99'.repeat(20);
    expect(call('f(bytes,uint256)', data + sender)).toMatchObject({ ok: true, args: [{ value: '0xbeef' }, { value: '7' }] });
    expect(call('f(bytes,uint256)', `${data}abc`)).toMatchObject({ ok: true });
  });

  it('says so when the data was laid out for another method: its selector, a value with other padding', () => {
    const to = pad('5a'.repeat(20));
    expect(decodeCallData('transfer(address,uint256)', `0x12345678${to}${pad('1')}`)).toEqual({
      ok: false,
      reason: "The input's selector 0x12345678 is not that of transfer(address,uint256) (0xa9059cbb).",
    });
    expect(call('transfer(address,uint256)', `${'f'.repeat(64)}${pad('1')}`)).toEqual({
      ok: false,
      reason: 'Argument 1 (address) does not hold a valid address: the input does not match the signature.',
    });
    expect(call('f(bool)', pad('2'))).toMatchObject({ ok: false, reason: expect.stringMatching(/valid bool/) });
    // Integers and fixed-size bytes are padded too: high bits past a uint's size, an int not sign-extended, a bytesN
    // with a nonzero tail.
    const refused = (type: string, position = 'Argument 1') => ({
      ok: false,
      reason: `${position} (${type}) does not hold a valid ${type.replace('[]', '')}: the input does not match the signature.`,
    });
    expect(call('f(uint8)', pad('1ff'))).toEqual(refused('uint8'));
    expect(call('f(uint8[])', pad('20') + pad('1') + pad('100'))).toEqual(refused('uint8[]'));
    expect(call('f(int8)', pad('ff'))).toEqual(refused('int8'));
    expect(call('f(int8)', `${'f'.repeat(62)}7f`)).toEqual(refused('int8'));
    expect(call('f(bytes4)', `abcdef01${'0'.repeat(55)}1`)).toEqual(refused('bytes4'));
    expect(call('f((uint16,int24))', pad('ffff') + pad('1000000'))).toEqual(refused('int24', 'The value at 0.1'));
    const values = (signature: string, words: string) => {
      const result = call(signature, words);
      return result.ok ? result.args.map((a) => a.value) : result.reason;
    };
    expect(
      values(
        'f(uint8,int8,int8,bytes4,uint256,int256)',
        [pad('ff'), pad('7f'), `${'f'.repeat(62)}80`, `abcdef01${'0'.repeat(56)}`, 'f'.repeat(64), '8'.padEnd(64, '0')].join(''),
      ),
    ).toEqual(['255', '127', '-128', '0xabcdef01', ((1n << 256n) - 1n).toString(), (-(1n << 255n)).toString()]);
  });

  it('reads honest data about once a word: static tuples nested in a long list are not refused', () => {
    const n = 200;
    const words = Array.from({ length: n }, (_, k) => pad(k.toString(16))).join('');
    const result = call('f((((uint256)))[])', pad('20') + pad(n.toString(16)) + words);
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.args.length).toBe(n);
    expect(result.ok && result.args[n - 1]).toEqual({ position: '0.199.0.0.0', type: 'uint256', value: '199' });
  });

  it('shows at most 1,000 values, each element of a list counted', () => {
    const tooMany = { ok: false, reason: 'The input holds more values than this view shows.' };
    const list = (n: number) => pad(n.toString(16)) + pad('1').repeat(n);
    expect(call('f(uint256[])', pad('20') + list(5_000))).toEqual(tooMany);
    expect(call('f(uint256[])', pad('20') + list(1_000))).toMatchObject({ ok: true });
    expect(call('f(uint256[])', pad('20') + list(1_001))).toEqual(tooMany);
    expect(call('f((uint256)[])', pad('20') + list(1_000))).toMatchObject({ ok: true });
    expect(call('f((uint256)[])', pad('20') + list(1_001))).toEqual(tooMany);
    expect(call('f(uint256,uint256[])', pad('7') + pad('40') + list(999))).toMatchObject({ ok: true });
    expect(call('f(uint256,uint256[])', pad('7') + pad('40') + list(1_000))).toEqual(tooMany);
    // An empty list still takes a row: 1,001 of them (all pointing at one length word) are one too many.
    const empties = (n: number) => pad('20') + pad(n.toString(16)) + pad((32 * n).toString(16)).repeat(n) + pad('0');
    expect(call('f(uint256[][])', empties(1_000))).toMatchObject({ ok: true });
    expect(call('f(uint256[][])', empties(1_001))).toEqual(tooMany);
  });

  it('stops crafted data that points many values at the same words, and signatures nested too deep', () => {
    // 30 lists, all pointing at one list of 30 offsets to the same empty bytes: 900 values from 2 KB, the work growing
    // with the square of the size (the cube with one more level). Read at most four times a word, it stops.
    const n = 30;
    const toInner = pad((32 * n).toString(16)).repeat(n);
    const inner = pad(n.toString(16)) + toInner + pad('0');
    expect(call('f(bytes[][])', pad('20') + pad(n.toString(16)) + toInner + inner)).toEqual({
      ok: false,
      reason: 'The input holds more values than this view shows.',
    });
    const refused = { ok: false, reason: 'The method signature has types this view does not decode.' };
    // An empty tuple reads no word: a long list of them would cost nothing, and no Solidity method takes one.
    expect(call('f(()[])', pad('20') + pad('ffff'))).toEqual(refused);
    expect(call(`f(${'uint256'}${'[]'.repeat(40)})`, pad('20'))).toEqual(refused);
    // Nested 32 levels deep (the argument list is the first), a signature is read; one level more, it is refused.
    const nested = (levels: number) => `f(${'('.repeat(levels - 1)}uint256${')'.repeat(levels - 1)})`;
    expect(nested(33).length).toBeLessThan(1_000);
    expect(call(nested(32), pad('7'))).toMatchObject({ ok: true, args: [{ value: '7' }] });
    expect(call(nested(33), pad('7'))).toEqual(refused);
    // Longer than any real method's: refused before it is parsed.
    expect(call(`f(${'('.repeat(5_000)}uint256${')'.repeat(5_000)})`, pad('7'))).toEqual(refused);
  });

  it('counts how deep arrays nest, not how many there are', () => {
    const n = 33;
    const signature = `f(${Array(n).fill('address[]').join(',')})`;
    const offsets = Array.from({ length: n }, (_, k) => pad((32 * (n + k)).toString(16))).join('');
    const result = call(signature, offsets + pad('0').repeat(n));
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.args.map((a) => a.value)).toEqual(Array(n).fill([]));
    // Lists of lists inside tuples inside the argument list: 1 + 29 + 2 levels are read, 1 + 29 + 3 are not.
    const lists = (k: number) => `f(${'('.repeat(29)}uint256${'[]'.repeat(k)}${')'.repeat(29)})`;
    expect(call(lists(2), '')).toEqual({ ok: false, reason: `The input ends before argument 1 (${lists(2).slice(2, -1)}).` });
    expect(call(lists(3), '')).toEqual({ ok: false, reason: 'The method signature has types this view does not decode.' });
  });
});
