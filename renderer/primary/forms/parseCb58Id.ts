import { cb58Decode } from '../../../shared/codecs/cb58';

const ID_BYTES = 32;

/** Checks a 32-byte cb58 id (asset, blockchain, subnet) before it is sent; returns why it is wrong, or null. */
export function cb58IdProblem(text: string): string | null {
  if (!text.trim()) return 'enter an id';
  try {
    const bytes = cb58Decode(text.trim());
    return bytes.length === ID_BYTES ? null : `an id holds ${ID_BYTES} bytes, this one ${bytes.length}`;
  } catch (e) {
    return (e as Error).message;
  }
}
