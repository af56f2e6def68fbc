import { bls12_381 } from '@noble/curves/bls12-381.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** Warp signatures: BLS12-381, public keys in G1 and signatures in G2 (noble's "long signatures"), PoP scheme. */
export const bls = bls12_381.longSignatures;
export const WARP_DST = 'BLS_SIG_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';

export interface BlsKey {
  secretKey: Uint8Array;
  /** 48-byte compressed G1 point. */
  publicKey: Uint8Array;
}

const cache = new Map<string, BlsKey>();

/** The deterministic key pair of a node (keygen's 48-byte seed comes from its label). */
export function blsKeyOf(label: string): BlsKey {
  let key = cache.get(label);
  if (!key) {
    const a = sha256(utf8ToBytes(`bls:${label}`));
    const b = sha256(a);
    const seed = new Uint8Array(48);
    seed.set(a);
    seed.set(b.subarray(0, 16), 32);
    const { secretKey, publicKey } = bls.keygen(seed);
    key = { secretKey, publicKey: publicKey.toBytes(true) };
    cache.set(label, key);
  }
  return key;
}
