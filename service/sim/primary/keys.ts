import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { cb58Encode } from '../../../shared/codecs/cb58';
import { encodeNodeId } from '../../../shared/codecs/nodeId';
import { bytesFor } from '../random';

/**
 * Identities of the simulated Primary Network: real secp256k1 wallet keys (so an address is
 * what its key's owner would get) and cb58 ids.
 */

export interface WalletKey {
  secretKey: Uint8Array;
  publicKey: Uint8Array;
  /** The 20 bytes behind `P-avax1…`: ripemd160(sha256(compressed public key)). */
  shortId: Uint8Array;
}

export function walletKey(label: string): WalletKey {
  // sha256 of a label is below the curve order with overwhelming probability; hashing again keeps it deterministic if not.
  let secretKey = bytesFor(`wallet:${label}`);
  while (!secp256k1.utils.isValidSecretKey(secretKey)) secretKey = sha256(secretKey);
  const publicKey = secp256k1.getPublicKey(secretKey, true);
  return { secretKey, publicKey, shortId: ripemd160(sha256(publicKey)) };
}

/**
 * A credential as the Data API shows it: the owner's real public key and a 65-byte
 * recoverable-signature-shaped value derived from its key and the tx id. Not a verifiable
 * ECDSA signature: signing costs milliseconds per input here, which deep page walks and the
 * 100-item page latency target cannot afford (the tx ids themselves are simulated, too).
 */
export function credential(key: WalletKey, txId: string): { signature: string; publicKey: string } {
  const rs = sha256(new Uint8Array([...key.secretKey, ...utf8ToBytes(txId)]));
  const signature = new Uint8Array([...rs, ...sha256(rs), rs[0] & 1]);
  return { signature: `0x${bytesToHex(signature)}`, publicKey: `0x${bytesToHex(key.publicKey)}` };
}

export const idFor = (label: string): string => cb58Encode(bytesFor(label));
export const nodeIdFor = (label: string): string => encodeNodeId(bytesFor(`node:${label}`).subarray(0, 20));
