import {
  decodeEventLog,
  decodeFunctionResult,
  encodeFunctionData,
  isAddress,
  parseAbi,
  type Abi,
  type AbiEvent,
  type AbiFunction,
  type AbiParameter,
  type Hex,
} from 'viem';

/**
 * ABI work with viem, in a chunk of its own that the logs section and the contract tabs load on first use (the first
 * view's script never holds viem). Every decode is bounded: data past DECODE_MAX_BYTES is not decoded, and viem reads
 * crafted offsets within its own recursion limit; a value that cannot be decoded is left raw, never thrown at a view.
 */

/** Data longer than this is shown raw (a log or an answer of honest contracts is a few words). */
export const DECODE_MAX_BYTES = 64 * 1024;
/** The most values one decoded item shows (elements of lists count each). */
export const DECODE_MAX_VALUES = 1_000;

/** The standard events an unverified contract's logs are read with: ERC-20, ERC-721, ERC-1155 and the ICM messenger. */
const STANDARD_EVENTS = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
  'event URI(string value, uint256 indexed id)',
  'struct TeleporterFeeInfo { address feeTokenAddress; uint256 amount; }',
  'struct TeleporterMessageReceipt { uint256 receivedMessageNonce; address relayerRewardAddress; }',
  'struct TeleporterMessage { uint256 messageNonce; address originSenderAddress; bytes32 destinationBlockchainID; address destinationAddress; uint256 requiredGasLimit; address[] allowedRelayerAddresses; TeleporterMessageReceipt[] receipts; bytes message; }',
  'event SendCrossChainMessage(bytes32 indexed messageID, bytes32 indexed destinationBlockchainID, TeleporterMessage message, TeleporterFeeInfo feeInfo)',
  'event ReceiveCrossChainMessage(bytes32 indexed messageID, bytes32 indexed sourceBlockchainID, address indexed deliverer, address rewardRedeemer, TeleporterMessage message)',
]);

/** The token standards whose view functions the Read tab offers for a contract with no verified source. */
export const STANDARD_KINDS = ['ERC-20', 'ERC-721', 'ERC-1155'] as const;
export type StandardKind = (typeof STANDARD_KINDS)[number];

/** Each standard's view functions (EIP-20, EIP-721 with its metadata extension, EIP-1155 with its metadata URI). */
const STANDARD_VIEWS: Record<StandardKind, Abi> = {
  'ERC-20': parseAbi([
    'function name() view returns (string)',
    'function symbol() view returns (string)',
    'function decimals() view returns (uint8)',
    'function totalSupply() view returns (uint256)',
    'function balanceOf(address owner) view returns (uint256)',
    'function allowance(address owner, address spender) view returns (uint256)',
  ]),
  'ERC-721': parseAbi([
    'function name() view returns (string)',
    'function symbol() view returns (string)',
    'function balanceOf(address owner) view returns (uint256)',
    'function ownerOf(uint256 tokenId) view returns (address)',
    'function tokenURI(uint256 tokenId) view returns (string)',
    'function getApproved(uint256 tokenId) view returns (address)',
    'function isApprovedForAll(address owner, address operator) view returns (bool)',
    'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  ]),
  'ERC-1155': parseAbi([
    'function balanceOf(address account, uint256 id) view returns (uint256)',
    'function balanceOfBatch(address[] accounts, uint256[] ids) view returns (uint256[])',
    'function uri(uint256 id) view returns (string)',
    'function isApprovedForAll(address account, address operator) view returns (bool)',
    'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  ]),
};

/** A standard's view functions, to call a contract whose source is not verified. */
export const standardViews = (kind: StandardKind): Abi => STANDARD_VIEWS[kind];

/** One shown value: an address (linked), or text. Lists and tuples are flattened into named rows. */
export interface ShownValue {
  name: string;
  type: string;
  indexed?: boolean;
  kind: 'address' | 'text';
  value: string;
}

export interface DecodedEvent {
  name: string;
  signature: string;
  /** Which ABI read it: the contract's verified one, or a standard one. */
  by: 'verified' | 'standard';
  values: ShownValue[];
  /** Values past DECODE_MAX_VALUES were left out. */
  truncated: boolean;
}

const signatureOf = (item: AbiEvent | AbiFunction): string => `${item.name}(${item.inputs.map(typeText).join(',')})`;
function typeText(p: AbiParameter): string {
  if (!p.type.startsWith('tuple')) return p.type;
  const components = (p as { components?: readonly AbiParameter[] }).components ?? [];
  return `(${components.map(typeText).join(',')})${p.type.slice('tuple'.length)}`;
}

/** Flattens a decoded value into shown rows (a.b for tuple fields, a[0] for list elements), bounded. */
function flatten(p: AbiParameter, name: string, value: unknown, out: ShownValue[], indexed?: boolean): void {
  if (out.length > DECODE_MAX_VALUES) return;
  const list = /^(.*)\[(\d*)\]$/.exec(p.type);
  if (list && Array.isArray(value)) {
    const element = { ...p, type: list[1] } as AbiParameter;
    if (value.length === 0) out.push({ name, type: p.type, indexed, kind: 'text', value: '[] (empty)' });
    value.forEach((v, i) => flatten(element, `${name}[${i}]`, v, out, indexed));
    return;
  }
  if (p.type === 'tuple' && value && typeof value === 'object') {
    const components = (p as { components?: readonly AbiParameter[] }).components ?? [];
    components.forEach((c, i) => {
      const v = Array.isArray(value) ? value[i] : (value as Record<string, unknown>)[c.name ?? String(i)];
      flatten(c, `${name}.${c.name || i}`, v, out, indexed);
    });
    return;
  }
  out.push({ name, type: p.type, indexed, kind: p.type === 'address' ? 'address' : 'text', value: show(value) });
}

function show(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
}

function shown(params: readonly AbiParameter[], args: unknown, indexedOnly?: boolean[]): { values: ShownValue[]; truncated: boolean } {
  const values: ShownValue[] = [];
  params.forEach((p, i) => {
    const v = Array.isArray(args) ? args[i] : (args as Record<string, unknown>)[p.name ?? String(i)];
    flatten(p, p.name || (params.length === 1 ? 'value' : `#${i}`), v, values, indexedOnly?.[i] || undefined);
  });
  return { values: values.slice(0, DECODE_MAX_VALUES), truncated: values.length > DECODE_MAX_VALUES };
}

/** A log read by the contract's verified ABI (when given), else by the standard events; undefined: shown raw. */
export function decodeLog(log: { topics: string[]; data: string }, verified: Abi | undefined): DecodedEvent | undefined {
  if (log.data.length > 2 + DECODE_MAX_BYTES * 2 || log.topics.length === 0) return undefined;
  for (const [abi, by] of [
    [verified, 'verified'],
    [STANDARD_EVENTS, 'standard'],
  ] as const) {
    if (!abi) continue;
    const events = abi.filter((i): i is AbiEvent => i.type === 'event');
    for (const event of events) {
      try {
        const decoded = decodeEventLog({ abi: [event], topics: log.topics as [Hex, ...Hex[]], data: log.data as Hex, strict: true });
        return {
          name: event.name,
          signature: signatureOf(event),
          by,
          ...shown(
            event.inputs,
            decoded.args,
            event.inputs.map((i) => Boolean(i.indexed)),
          ),
        };
      } catch {
        // not this event (another signature, another count of indexed arguments, or data that does not fit it)
      }
    }
  }
  return undefined;
}

/** The view and pure functions of an ABI, the ones the Read tab calls. */
export function viewFunctions(abi: Abi): AbiFunction[] {
  return abi.filter((i): i is AbiFunction => i.type === 'function' && (i.stateMutability === 'view' || i.stateMutability === 'pure'));
}

export const functionSignature = (fn: AbiFunction): string => signatureOf(fn);

export function encodeCall(fn: AbiFunction, args: unknown[]): string {
  return encodeFunctionData({ abi: [fn], functionName: fn.name, args } as never);
}

/** A call's return data decoded by the function's outputs; undefined when it does not fit them (shown raw). */
export function decodeResult(fn: AbiFunction, data: string): { values: ShownValue[]; truncated: boolean } | undefined {
  if (data.length > 2 + DECODE_MAX_BYTES * 2) return undefined;
  try {
    const result = decodeFunctionResult({ abi: [fn], functionName: fn.name, data: data as Hex } as never) as unknown;
    return shown(fn.outputs, fn.outputs.length === 1 ? [result] : result);
  } catch {
    return undefined;
  }
}

/** An ABI as a server sent it, read item by item: items viem cannot use are left out. */
export function readAbi(items: unknown[]): Abi {
  return items.filter(
    (i): i is Abi[number] =>
      typeof i === 'object' &&
      i !== null &&
      typeof (i as { type?: unknown }).type === 'string' &&
      Array.isArray((i as { inputs?: unknown }).inputs ?? []),
  ) as Abi;
}

/** An argument read from what the user typed, or why it cannot be sent. */
export type ParsedArg = { ok: true; value: unknown } | { ok: false; message: string };

/** The most elements one array argument takes (a view call's data is capped at 16 KB anyway). */
const MAX_ARRAY_ARGUMENT = 256;

/**
 * What the user typed for a parameter, checked against its type before anything is sent: addresses (EIP-55 when mixed
 * case), uintN/intN ranges (decimal or 0x hex), bool, bytesN lengths, bytes, string, and arrays of them (JSON, or
 * values separated by commas).
 */
export function parseArg(p: AbiParameter, text: string): ParsedArg {
  const list = /^(.*)\[(\d*)\]$/.exec(p.type);
  if (list) {
    const trimmed = text.trim();
    let items: unknown[];
    if (trimmed.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(trimmed);
        if (!Array.isArray(parsed)) return { ok: false, message: 'must be a list: [a, b] or a, b' };
        items = parsed;
      } catch {
        return { ok: false, message: 'is not a valid JSON list; write [a, b] or a, b' };
      }
    } else items = trimmed === '' ? [] : trimmed.split(',').map((s) => s.trim());
    if (list[2] !== '' && items.length !== Number(list[2]))
      return { ok: false, message: `must hold exactly ${list[2]} values, not ${items.length}` };
    if (items.length > MAX_ARRAY_ARGUMENT) return { ok: false, message: `must hold at most ${MAX_ARRAY_ARGUMENT} values` };
    const out: unknown[] = [];
    for (const [i, item] of items.entries()) {
      const one = parseArg({ ...p, type: list[1] } as AbiParameter, typeof item === 'string' ? item : JSON.stringify(item));
      if (!one.ok) return { ok: false, message: `value ${i + 1} ${one.message}` };
      out.push(one.value);
    }
    return { ok: true, value: out };
  }
  const t = text.trim();
  if (p.type === 'address') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(t)) return { ok: false, message: 'must be a 0x address of 20 bytes (40 hex digits)' };
    if (!isAddress(t, { strict: true }))
      return { ok: false, message: 'has a wrong EIP-55 checksum (check its upper and lower case, or write it all lower case)' };
    return { ok: true, value: t };
  }
  if (p.type === 'bool') {
    if (t !== 'true' && t !== 'false') return { ok: false, message: 'must be true or false' };
    return { ok: true, value: t === 'true' };
  }
  const int = /^(u?)int(\d*)$/.exec(p.type);
  if (int) {
    const bits = BigInt(int[2] || 256);
    if (!/^-?(\d{1,80}|0x[0-9a-fA-F]{1,64})$/.test(t)) return { ok: false, message: 'must be a whole number (decimal, or 0x hex)' };
    const n = t.startsWith('-') ? -BigInt(t.slice(1)) : BigInt(t);
    const [min, max] = int[1] ? [0n, 2n ** bits - 1n] : [-(2n ** (bits - 1n)), 2n ** (bits - 1n) - 1n];
    if (n < min || n > max) return { ok: false, message: `must be between ${min} and ${max} (${p.type})` };
    return { ok: true, value: n };
  }
  const fixed = /^bytes(\d+)$/.exec(p.type);
  if (fixed || p.type === 'bytes') {
    if (!/^0x([0-9a-fA-F]{2})*$/.test(t)) return { ok: false, message: 'must be 0x hex with an even number of digits' };
    if (fixed && (t.length - 2) / 2 !== Number(fixed[1]))
      return { ok: false, message: `must be exactly ${fixed[1]} bytes (${Number(fixed[1]) * 2} hex digits)` };
    return { ok: true, value: t };
  }
  if (p.type === 'string') return { ok: true, value: text };
  return { ok: false, message: `is of type ${p.type}, which this form cannot take` };
}
