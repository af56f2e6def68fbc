import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { cb58Encode } from '../../shared/codecs/cb58';
import { encodeNodeId } from '../../shared/codecs/nodeId';
import { bytesFor } from '../sim/random';

/**
 * Identities of the simulated Primary Network: real secp256k1 wallet keys (so addresses are
 * what the key's owner would get and credentials are real signatures) and cb58 ids.
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

/** A secp256k1 credential as the Data API shows it: 65-byte recoverable signature over the tx id. */
export function credential(key: WalletKey, txIdBytes: Uint8Array): { signature: string; publicKey: string } {
  const signature = secp256k1.sign(txIdBytes, key.secretKey, { prehash: true, format: 'recovered' });
  return { signature: `0x${bytesToHex(signature)}`, publicKey: `0x${bytesToHex(key.publicKey)}` };
}

export const idFor = (label: string): string => cb58Encode(bytesFor(label));
export const nodeIdFor = (label: string): string => encodeNodeId(bytesFor(`node:${label}`).subarray(0, 20));
