import { bls12_381 } from '@noble/curves/bls12-381.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

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

/** The proof-of-possession ciphersuite's tag: a PoP signs the node's own public key under it (IETF BLS draft, 4.2.3). */
export const POP_DST = 'BLS_POP_BLS12381G2_XMD:SHA-256_SSWU_RO_POP_';

/** A type, not an interface: the API's response types take it as a record. */
export type BlsCredentials = { publicKey: string; proofOfPossession: string };

const credentials = new Map<string, BlsCredentials>();
let proofsComputed = 0;

/**
 * A node's blsCredentials as the API names them: its 48-byte public key and the 96-byte proof that it holds the
 * secret key (a G2 signature over the compressed public key), both 0x hex. The proof is the costly part: the service
 * computes them off the request path and keeps them in its data folder (service/primary/blsCredentialStore.ts).
 */
export function blsCredentialsOf(label: string): BlsCredentials {
  let out = credentials.get(label);
  if (!out) {
    const { secretKey, publicKey } = blsKeyOf(label);
    const proof = bls.sign(bls.hash(publicKey, POP_DST), secretKey).toBytes(true);
    proofsComputed++;
    out = { publicKey: `0x${bytesToHex(publicKey)}`, proofOfPossession: `0x${bytesToHex(proof)}` };
    credentials.set(label, out);
  }
  return out;
}

/** Credentials read back from where they were kept: served as if computed here. */
export function rememberBlsCredentials(label: string, stored: BlsCredentials): void {
  credentials.set(label, stored);
}

/** How many proofs of possession this thread has computed (the tests' witness that a request found them stored). */
export const blsProofsComputed = (): number => proofsComputed;
