import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/**
 * Decodes call data by a method signature such as `transfer(address,uint256)` or
 * `sendCrossChainMessage((bytes32,address,(address,uint256),uint256,address[],bytes))`: each argument by its ABI
 * type, static ones in place, dynamic ones (bytes, string, arrays, tuples holding those) through their offset, and
 * tuples component by component. What the data does not hold, data laid out for another method (its selector, a
 * value padded otherwise than its type is), or a type this decoder does not read (fixed-size arrays) is reported
 * instead of guessed; crafted data cannot make it read each word more than a few times.
 */

export interface DecodedArgument {
  /** Where the value sits: the argument's position, then each tuple component's or array element's ("0.2.1"). */
  position: string;
  type: string;
  /** The value as text: addresses 0x-prefixed, integers in decimal; an array of a static plain type as a list. */
  value: string | string[];
}

export type DecodeResult = { ok: true; name: string; args: DecodedArgument[] } | { ok: false; reason: string };

type AbiType = { kind: 'plain'; name: string } | { kind: 'tuple'; components: AbiType[] } | { kind: 'array'; element: AbiType };

const WORD = 64;
/** Values shown at most, each element of a list counted: a thousand is more than any real call, and React draws each. */
const MAX_VALUES = 1_000;
const TOO_MANY = 'The input holds more values than this view shows.';

/** Splits a list of types at its top-level commas: "(a,b),c" is two. */
function splitTypes(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(list.slice(start).trim());
  return out;
}

function parseType(text: string): AbiType | null {
  if (text.endsWith('[]')) {
    const element = parseType(text.slice(0, -2));
    return element && { kind: 'array', element };
  }
  if (text.startsWith('(') && text.endsWith(')')) {
    // An empty tuple is no Solidity type, and it is the one value that reads no word: crafted offsets could make a
    // list of them cost nothing against the read budget.
    const components = parseList(text.slice(1, -1));
    return components?.length ? { kind: 'tuple', components } : null;
  }
  // uint and int are Solidity's names for uint256 and int256, and the selector is hashed over the canonical ones.
  if (text === 'uint' || text === 'int') return { kind: 'plain', name: `${text}256` };
  return /^[a-z]+\d*$/.test(text) ? { kind: 'plain', name: text } : null;
}

function parseList(list: string): AbiType[] | null {
  if (list.trim() === '') return [];
  const types = splitTypes(list).map(parseType);
  return types.every((t) => t !== null) ? (types as AbiType[]) : null;
}

/** Longer or deeper signatures are not read: parsing one recurses once per level (no real method comes near). */
const MAX_SIGNATURE = 1_000;
const MAX_DEPTH = 32;

/** How deep the types nest: a tuple (the argument list too) is a level around its components, an array around its element. */
function depthOf(signature: string): number {
  // The deepest component so far of each tuple still open, and the depth of the type being read.
  const open: number[] = [];
  let depth = 0;
  for (const ch of signature) {
    if (ch === '(') {
      open.push(0);
      depth = 0;
    } else if (ch === '[') depth++;
    else if (ch === ',' || ch === ')') {
      const deepest = Math.max(open.pop() ?? 0, depth);
      if (ch === ',') {
        open.push(deepest);
        depth = 0;
      } else depth = deepest + 1;
    }
  }
  return depth;
}

/** The method's name and argument types, or null when the signature is not one this decoder reads. */
function parseSignature(signature: string): { name: string; types: AbiType[] } | null {
  if (signature.length > MAX_SIGNATURE || depthOf(signature) > MAX_DEPTH) return null;
  const m = /^([A-Za-z_$][\w$]*)\((.*)\)$/.exec(signature.trim());
  const types = m ? parseList(m[2]) : null;
  return m && types ? { name: m[1], types } : null;
}

const typeText = (t: AbiType): string =>
  t.kind === 'plain' ? t.name : t.kind === 'array' ? `${typeText(t.element)}[]` : `(${t.components.map(typeText).join(',')})`;

const isDynamic = (t: AbiType): boolean =>
  t.kind === 'array' ||
  (t.kind === 'plain' && (t.name === 'bytes' || t.name === 'string')) ||
  (t.kind === 'tuple' && t.components.some(isDynamic));

/** Words a type takes in its list's head: one for a dynamic type (its offset), a static tuple's components in place. */
const headWords = (t: AbiType): number => (t.kind === 'tuple' && !isDynamic(t) ? t.components.reduce((n, c) => n + headWords(c), 0) : 1);

/** A static type's value from its word; undefined for a type this decoder does not read, null for a word it cannot hold. */
function staticValue(type: string, w: string): string | null | undefined {
  // A value narrower than its word is padded: an address, bool or uintN with zeros above it, an intN with its sign, a
  // bytesN with zeros after it. Other padding means the data is not laid out as the signature says.
  if (type === 'address') return /^0{24}/.test(w) ? `0x${w.slice(24)}` : null;
  if (type === 'bool') return /^0{63}[01]$/.test(w) ? (w.endsWith('1') ? 'true' : 'false') : null;
  const sized = /^(uint|int|bytes)(\d+)$/.exec(type);
  if (!sized) return undefined;
  const size = Number(sized[2]);
  if (sized[1] === 'bytes') {
    if (size < 1 || size > 32) return undefined;
    return /^0*$/.test(w.slice(size * 2)) ? `0x${w.slice(0, size * 2)}` : null;
  }
  if (size < 8 || size > 256 || size % 8 !== 0) return undefined;
  const word = BigInt(`0x${w}`);
  const n = sized[1] === 'uint' ? BigInt.asUintN(size, word) : BigInt.asIntN(size, word);
  return BigInt.asUintN(256, n) === word ? n.toString() : null;
}

const capitalized = (text: string) => text[0].toUpperCase() + text.slice(1);

/** Why the data could not be decoded, said once, by the argument it happened in. */
class Undecodable extends Error {}

class Reader {
  readonly out: DecodedArgument[] = [];
  /** Whole words after the selector: bytes past the last one (a forwarder's appended sender, ERC-2771) are not read. */
  private readonly words: number;
  /**
   * Words left to read. Offsets may point many values at the same words, so crafted data of a few kilobytes could
   * otherwise spell out millions of values (work growing with the size to the power of the nesting); honest data is
   * read once (a static value's word when it is shown, a dynamic one's offset, length and bytes), so four reads a word
   * is plenty.
   */
  private budget: number;
  /** Values in `out` so far, each element of a list counted. */
  private shown = 0;

  constructor(private readonly data: string) {
    this.words = Math.floor(data.length / WORD);
    this.budget = 4 * this.words + 16;
  }

  private word(at: number): string | undefined {
    if (at >= this.words) return undefined;
    this.spend(1);
    return this.data.slice(at * WORD, (at + 1) * WORD);
  }

  /** The word a value or its offset sits in, which the input must hold. */
  private wordOf(at: number, name: string): string {
    const w = this.word(at);
    if (w === undefined) throw new Undecodable(`The input ends before ${name}.`);
    return w;
  }

  private spend(words: number): void {
    this.budget -= words;
    if (this.budget < 0) throw new Undecodable(TOO_MANY);
  }

  /** The types of one list (the arguments, a tuple's components, a dynamic array's elements) from word `start`. */
  list(types: AbiType[], start: number, prefix = ''): void {
    let at = start;
    types.forEach((type, i) => {
      const position = prefix ? `${prefix}.${i}` : String(i);
      // The arguments are counted from 1 in what is said, as people count them; the parts inside by their position.
      const name = prefix ? `the value at ${position} (${typeText(type)})` : `argument ${i + 1} (${typeText(type)})`;
      if (isDynamic(type)) {
        const offsetBytes = BigInt(`0x${this.wordOf(at, name)}`);
        if (offsetBytes % 32n !== 0n || offsetBytes / 32n >= BigInt(this.words - start)) {
          throw new Undecodable(`${capitalized(name)} points outside the input.`);
        }
        this.value(type, start + Number(offsetBytes / 32n), position, name);
      } else this.value(type, at, position, name);
      at += headWords(type);
    });
  }

  private value(type: AbiType, at: number, position: string, name: string): void {
    if (type.kind === 'tuple') return this.list(type.components, at, position);
    const text = typeText(type);
    if (type.kind === 'plain') {
      if (type.name === 'bytes' || type.name === 'string') return this.push(position, text, this.bytes(type.name, at, name));
      return this.push(position, text, this.staticValue(type.name, this.wordOf(at, name), name));
    }
    const length = this.length(at, name);
    const element = type.element;
    if (element.kind === 'plain' && staticValue(element.name, '0'.repeat(WORD)) !== undefined) {
      const values: string[] = [];
      for (let k = 0; k < length; k++) {
        const w = this.word(at + 1 + k);
        if (w === undefined) throw new Undecodable(`${capitalized(name)} is cut short.`);
        values.push(this.staticValue(element.name, w, name));
      }
      return this.push(position, text, values);
    }
    // An empty list of tuples or of dynamic values still shows, as an empty list of a plain type does.
    if (length === 0) return this.push(position, text, []);
    if (length * headWords(element) > this.words) throw new Undecodable(`${capitalized(name)} is cut short.`);
    this.list(Array<AbiType>(length).fill(element), at + 1, position);
  }

  /** A dynamic value's length word: a count of bytes or of elements, neither of which can exceed the input's bytes. */
  private length(at: number, name: string): number {
    const w = this.word(at);
    if (w === undefined) throw new Undecodable(`${capitalized(name)} has no length.`);
    const length = BigInt(`0x${w}`);
    if (length > BigInt(this.words * 32)) throw new Undecodable(`${capitalized(name)} is cut short.`);
    return Number(length);
  }

  private staticValue(type: string, w: string, name: string): string {
    const value = staticValue(type, w);
    if (value === undefined) throw new Undecodable(`${capitalized(name)} has a type this view does not decode.`);
    if (value === null)
      throw new Undecodable(`${capitalized(name)} does not hold a valid ${type}: the input does not match the signature.`);
    return value;
  }

  private bytes(type: 'bytes' | 'string', at: number, name: string): string {
    const length = this.length(at, name);
    this.spend(Math.ceil(length / 32));
    const hex = this.data.slice((at + 1) * WORD, Math.min((at + 1) * WORD + length * 2, this.words * WORD));
    if (hex.length !== length * 2) throw new Undecodable(`${capitalized(name)} is cut short.`);
    if (type === 'bytes') return `0x${hex}`;
    return new TextDecoder().decode(Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16)));
  }

  private push(position: string, type: string, value: string | string[]): void {
    // A row of an empty list is drawn too, so it counts as one.
    this.shown += Array.isArray(value) ? Math.max(1, value.length) : 1;
    if (this.shown > MAX_VALUES) throw new Undecodable(TOO_MANY);
    this.out.push({ position, type, value });
  }
}

export function decodeCallData(signature: string, input: string): DecodeResult {
  const sig = parseSignature(signature);
  if (!sig) return { ok: false, reason: 'The method signature has types this view does not decode.' };
  const hex = input.replace(/^0x/i, '').toLowerCase();
  if (!/^[0-9a-f]*$/.test(hex) || hex.length < 8) return { ok: false, reason: 'The input holds no method selector.' };
  // The selector names the method the data was laid out for: another method's data would decode as nonsense.
  const canonical = `${sig.name}(${sig.types.map(typeText).join(',')})`;
  const expected = bytesToHex(keccak_256(new TextEncoder().encode(canonical)).subarray(0, 4));
  if (hex.slice(0, 8) !== expected) {
    return { ok: false, reason: `The input's selector 0x${hex.slice(0, 8)} is not that of ${canonical} (0x${expected}).` };
  }
  const reader = new Reader(hex.slice(8));
  try {
    reader.list(sig.types, 0);
  } catch (e) {
    if (e instanceof Undecodable) return { ok: false, reason: e.message };
    throw e;
  }
  return { ok: true, name: sig.name, args: reader.out };
}
