import { hexToBytes } from '../../../shared/codecs/hash';

export type DecodedMemo = { kind: 'empty' } | { kind: 'text'; text: string } | { kind: 'bytes'; hex: string };

const HEX = /^(?:0x)?((?:[0-9a-fA-F]{2})+)$/;
/** Control characters other than tab and line breaks mean the bytes are not meant as text. */
// oxlint-disable-next-line no-control-regex -- control characters are what this pattern finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * The API sends a memo as hex of its bytes (0x-prefixed or not). Show it as text when the
 * bytes are valid UTF-8 without control characters, otherwise as the hex it came as. A memo
 * that is not hex at all is already text.
 */
export function decodeMemo(memo: string | undefined): DecodedMemo {
  if (!memo || memo === '0x') return { kind: 'empty' };
  const hex = HEX.exec(memo)?.[1];
  if (!hex) return { kind: 'text', text: memo };
  const bytes = hexToBytes(hex);
  if (bytes.every((b) => b === 0)) return { kind: 'empty' };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (!CONTROL.test(text)) return { kind: 'text', text };
  } catch {
    // not UTF-8: fall through to the bytes
  }
  return { kind: 'bytes', hex: `0x${hex.toLowerCase()}` };
}
