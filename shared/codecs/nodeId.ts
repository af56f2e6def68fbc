import { cb58Decode, cb58Encode } from './cb58';

const PREFIX = 'NodeID-';
export const NODE_ID_BYTES = 20;

/** `NodeID-` + cb58 of the node's 20-byte short id (docs/api-contract.md, Encodings). */
export function encodeNodeId(bytes: Uint8Array): string {
  if (bytes.length !== NODE_ID_BYTES) throw new Error(`a node id holds ${NODE_ID_BYTES} bytes, got ${bytes.length}`);
  return PREFIX + cb58Encode(bytes);
}

/** The 20 bytes of a node id; throws an Error saying what is wrong. */
export function decodeNodeId(text: string): Uint8Array {
  if (!text.startsWith(PREFIX)) throw new Error(`a node id starts with ${PREFIX}`);
  const bytes = cb58Decode(text.slice(PREFIX.length));
  if (bytes.length !== NODE_ID_BYTES) throw new Error(`a node id holds ${NODE_ID_BYTES} bytes, got ${bytes.length}`);
  return bytes;
}

export function isValidNodeId(text: string): boolean {
  try {
    decodeNodeId(text);
    return true;
  } catch {
    return false;
  }
}
