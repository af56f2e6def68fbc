/**
 * Decodes call data by a method signature such as `transfer(address,uint256)`: each argument by its ABI
 * type (static types in place, dynamic ones through their offset). What the data does not hold, or a type
 * this decoder does not read (tuples, nested arrays), is reported instead of guessed.
 */

export interface DecodedArgument {
  type: string;
  /** The value as text: addresses 0x-prefixed, integers in decimal, arrays as lists. */
  value: string | string[];
}

export type DecodeResult = { ok: true; name: string; args: DecodedArgument[] } | { ok: false; reason: string };

const WORD = 64;

/** The argument types of a signature, or null when it is not a flat list of types. */
export function signatureTypes(signature: string): { name: string; types: string[] } | null {
  const m = /^([A-Za-z_$][\w$]*)\(([^()]*)\)$/.exec(signature.trim());
  if (!m) return null;
  return { name: m[1], types: m[2] ? m[2].split(',').map((t) => t.trim()) : [] };
}

function word(hex: string, at: number): string | undefined {
  const w = hex.slice(at * WORD, (at + 1) * WORD);
  return w.length === WORD ? w : undefined;
}

function staticValue(type: string, w: string): string | undefined {
  if (type === 'address') return `0x${w.slice(24)}`;
  if (type === 'bool') return BigInt(`0x${w}`) === 0n ? 'false' : 'true';
  if (/^uint\d*$/.test(type)) return BigInt(`0x${w}`).toString();
  if (/^int\d*$/.test(type)) {
    const n = BigInt(`0x${w}`);
    return (n >= 1n << 255n ? n - (1n << 256n) : n).toString();
  }
  const fixed = /^bytes(\d+)$/.exec(type);
  if (fixed) return `0x${w.slice(0, Number(fixed[1]) * 2)}`;
  return undefined;
}

export function decodeCallData(signature: string, input: string): DecodeResult {
  const sig = signatureTypes(signature);
  if (!sig) return { ok: false, reason: 'The method signature has nested types this view does not decode.' };
  const hex = input.replace(/^0x/i, '').toLowerCase();
  if (!/^[0-9a-f]*$/.test(hex) || hex.length < 8) return { ok: false, reason: 'The input holds no method selector.' };
  const data = hex.slice(8);
  const args: DecodedArgument[] = [];
  for (let i = 0; i < sig.types.length; i++) {
    const type = sig.types[i];
    const head = word(data, i);
    if (head === undefined) return { ok: false, reason: `The input ends before argument ${i + 1} (${type}).` };
    const direct = staticValue(type, head);
    if (direct !== undefined) {
      args.push({ type, value: direct });
      continue;
    }
    const offsetBytes = Number(BigInt(`0x${head}`));
    if (offsetBytes % 32 !== 0 || offsetBytes / 32 >= data.length / WORD) {
      return { ok: false, reason: `Argument ${i + 1} (${type}) points outside the input.` };
    }
    const at = offsetBytes / 32;
    const lengthWord = word(data, at);
    if (lengthWord === undefined) return { ok: false, reason: `Argument ${i + 1} (${type}) has no length.` };
    const length = Number(BigInt(`0x${lengthWord}`));
    if (type === 'bytes' || type === 'string') {
      const bytes = data.slice((at + 1) * WORD, (at + 1) * WORD + length * 2);
      if (bytes.length !== length * 2) return { ok: false, reason: `Argument ${i + 1} (${type}) is cut short.` };
      args.push({
        type,
        value:
          type === 'bytes' ? `0x${bytes}` : new TextDecoder().decode(Uint8Array.from(bytes.match(/../g) ?? [], (b) => parseInt(b, 16))),
      });
      continue;
    }
    const element = /^(.+)\[\]$/.exec(type)?.[1];
    if (!element || staticValue(element, '0'.repeat(WORD)) === undefined) {
      return { ok: false, reason: `Argument ${i + 1} has type ${type}, which this view does not decode.` };
    }
    const values: string[] = [];
    for (let k = 0; k < length; k++) {
      const w = word(data, at + 1 + k);
      if (w === undefined) return { ok: false, reason: `Argument ${i + 1} (${type}) is cut short.` };
      values.push(staticValue(element, w)!);
    }
    args.push({ type, value: values });
  }
  return { ok: true, name: sig.name, args };
}
