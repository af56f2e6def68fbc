import { describe, expect, it } from 'vitest';
import { cb58Decode, cb58Encode } from '../../shared/codecs/cb58';
import { decodeAddressedCall, encodeAddressedCall } from '../../shared/warp/addressedCall';
import { bytesToHex, hexToBytes } from '../../shared/warp/bytes';
import { tryL1Message } from '../../shared/warp/l1Messages';
import { decodeSigned, encodeUnsigned, signerIndexes } from '../../shared/warp/message';
import { NETWORK_IDS, PRIMARY_SUBNET_ID, evmChains } from '../sim/catalog';
import { hasWarpMessage, pChainHeightAt, timeAtPChainHeight, type WarpL1TxRecord } from '../sim/primary/network';
import { describePrimaryNetwork } from '../../test/support/rigs/primaryNetworkFacts';
import { primaryContractSuite } from '../../test/support/rigs/primaryContract';
import { bls, WARP_DST } from '../sim/primary/blsKeys';
import { availabilityOf, meetsPercent } from './aggregator';
import { pChainL1Message } from './l1Payloads';
import { validatorSetAt, type WarpValidator } from '../sim/primary/validatorSets';

const t = primaryContractSuite();

const now = () => Math.floor(t.clock.nowMs() / 1000);
const sim = () => t.expected.sim('mainnet');
/** The L1 transaction behind a hash, one the P-Chain signs a Warp message for. */
function warpRecord(txHash: string): WarpL1TxRecord {
  const record = sim().l1Txs.get(txHash)!;
  if (!hasWarpMessage(record)) throw new Error(`${record.kind} has no Warp message`);
  return record;
}
const known = () => describePrimaryNetwork(t.expected, 'mainnet', now());
const subnet = (id: string) => sim().subnets.find((s) => s.subnetId === id)!;
const POST = '/v1/signatureAggregator/mainnet/aggregateSignatures';

/**
 * The checks every aggregation must pass: the aggregate verifies (pairing) against the sum of
 * the public keys of exactly the validators whose bits are set, in canonical order at the
 * signing height; the signers reach quorum (and the buffer when the reachable weight allows).
 */
function checkSigned(signedHex: string, unsigned: Uint8Array, validators: WarpValidator[], quorum: number, buffer = 0) {
  const signed = decodeSigned(hexToBytes(signedHex, 'signedMessage'));
  expect(bytesToHex(signed.unsignedBytes)).toBe(bytesToHex(unsigned));
  const indexes = signerIndexes(signed.signers);
  expect(indexes.length).toBeGreaterThan(0);
  expect(Math.max(...indexes)).toBeLessThan(validators.length);
  const signers = indexes.map((i) => validators[i]);
  const aggregateKey = bls.aggregatePublicKeys(signers.map((v) => v.publicKey));
  expect(bls.verify(signed.signature, bls.hash(unsigned, WARP_DST), aggregateKey)).toBe(true);
  // One signer fewer (or more) must not verify: the bitset names exactly the signers.
  if (validators.length > indexes.length) {
    const extra = validators.find((_, i) => !indexes.includes(i))!;
    expect(
      bls.verify(signed.signature, bls.hash(unsigned, WARP_DST), bls.aggregatePublicKeys([...signers, extra].map((v) => v.publicKey))),
    ).toBe(false);
  }
  const total = validators.reduce((s, v) => s + v.weight, 0n);
  const weight = signers.reduce((s, v) => s + v.weight, 0n);
  expect(meetsPercent(weight, total, quorum)).toBe(true);
  const reachable = validators.filter((v) => availabilityOf(v, unsigned).kind === 'answers').reduce((s, v) => s + v.weight, 0n);
  if (meetsPercent(reachable, total, quorum + buffer)) expect(meetsPercent(weight, total, quorum + buffer)).toBe(true);
  return { indexes, weight, total };
}

/** An AddressedCall from a contract on an L1's EVM chain, as a Teleporter message would be. */
function l1Message(networkId = NETWORK_IDS.mainnet.networkId, sourceChain = evmChains('mainnet')[1].blockchainId, nonce = 0) {
  return encodeUnsigned({
    networkId,
    sourceChainId: cb58Decode(sourceChain),
    payload: encodeAddressedCall({
      sourceAddress: hexToBytes('253b2784c75e510dd0ff1da844684a1ac0aa5fcf', 'a'),
      payload: new TextEncoder().encode(`hello L1 #${nonce}`),
    }),
  });
}

describe('GET aggregateSignatures/{txHash}', () => {
  it('signs the P-Chain message of each L1 transaction kind with the Primary Network at the current height', async () => {
    const l1 = known().l1s[0];
    const validators = validatorSetAt(sim(), subnet(PRIMARY_SUBNET_ID), timeAtPChainHeight(sim(), pChainHeightAt(sim(), now())));
    expect(validators.length).toBeGreaterThanOrEqual(20);
    const expectedTypes = ['SubnetToL1Conversion', 'L1ValidatorRegistration', 'L1ValidatorWeight'];
    for (const [i, txHash] of [l1.conversionTxHash, l1.registerTxHashes[0], l1.weightTxHashes[0]].entries()) {
      const res = await t.get(`/v1/signatureAggregator/mainnet/aggregateSignatures/${txHash}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const unsigned = pChainL1Message(sim(), warpRecord(txHash));
      checkSigned(res.body.signedMessage as string, unsigned, validators, 67);
      const signed = decodeSigned(hexToBytes(res.body.signedMessage as string, 's'));
      expect(signed.unsigned.networkId).toBe(1);
      expect(cb58Encode(signed.unsigned.sourceChainId)).toBe('11111111111111111111111111111111LpoYY');
      const call = decodeAddressedCall(signed.unsigned.payload);
      expect(call.sourceAddress).toHaveLength(0);
      expect(tryL1Message(call.payload)?.type).toBe(expectedTypes[i]);
    }
  });

  it('answers 404 for an unknown hash and 400 for a transaction of another kind', async () => {
    const unknown = cb58Encode(new Uint8Array(32).fill(7));
    const missing = await t.get(`/v1/signatureAggregator/mainnet/aggregateSignatures/${unknown}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/not found on the P-Chain of mainnet/);
    const other = await t.get(`/v1/signatureAggregator/mainnet/aggregateSignatures/${known().nonL1TxHash}`);
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/txHash: .* is a P-Chain Add(Permissionless)?ValidatorTx/);
    const otherNetwork = await t.get(`/v1/signatureAggregator/fuji/aggregateSignatures/${known().l1s[0].conversionTxHash}`);
    expect(otherNetwork.status).toBe(404);
  });
});

describe('POST aggregateSignatures', () => {
  it("signs an L1 chain's message with that L1's validators by default, at a chosen P-Chain height", async () => {
    const unsigned = l1Message();
    const l1 = subnet(evmChains('mainnet')[1].subnetId);
    const heights = [pChainHeightAt(sim(), l1.l1!.convertedAt + 2 * 86_400), pChainHeightAt(sim(), now())];
    const sets = heights.map((h) => validatorSetAt(sim(), l1, timeAtPChainHeight(sim(), h)));
    // Registrations and weight changes between the two heights change the set.
    expect(sets[0].map((v) => `${v.nodeId}:${v.weight}`)).not.toEqual(sets[1].map((v) => `${v.nodeId}:${v.weight}`));
    for (const [i, pChainHeight] of heights.entries()) {
      expect(sets[i].length).toBeGreaterThanOrEqual(5);
      const res = await t.post(POST, { message: `0x${bytesToHex(unsigned)}`, pChainHeight });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      checkSigned(res.body.signedMessage as string, unsigned, sets[i], 67);
    }
  });

  it('uses the signing subnet given in hex, and adds the buffer when the reachable weight allows', async () => {
    const unsigned = l1Message();
    const validators = validatorSetAt(sim(), subnet(PRIMARY_SUBNET_ID), timeAtPChainHeight(sim(), pChainHeightAt(sim(), now())));
    const res = await t.post(POST, {
      message: bytesToHex(unsigned),
      signingSubnetId: `0x${bytesToHex(cb58Decode(PRIMARY_SUBNET_ID))}`,
      quorumPercentage: 60,
      quorumPercentageBuffer: 20,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { weight, total } = checkSigned(res.body.signedMessage as string, unsigned, validators, 60, 20);
    expect(meetsPercent(weight, total, 80)).toBe(true);
  });

  it('signs a P-Chain message named by a justification alone', async () => {
    const txHash = known().l1s[1].weightTxHashes[0];
    const res = await t.post(POST, { justification: bytesToHex(cb58Decode(txHash)) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const signed = decodeSigned(hexToBytes(res.body.signedMessage as string, 's'));
    expect(bytesToHex(signed.unsignedBytes)).toBe(bytesToHex(pChainL1Message(sim(), warpRecord(txHash))));
  });

  it('says how much weight it reached when quorum cannot be met', async () => {
    const validators = validatorSetAt(sim(), subnet(PRIMARY_SUBNET_ID), timeAtPChainHeight(sim(), pChainHeightAt(sim(), now())));
    // A message for which some Primary Network validator is offline: 100% is then out of reach.
    const message = [0, 1, 2, 3, 4, 5, 6, 7]
      .map((n) => l1Message(1, '11111111111111111111111111111111LpoYY', n))
      .find((m) => validators.some((v) => availabilityOf(v, m).kind === 'offline'))!;
    const reachable = validators.filter((v) => availabilityOf(v, message).kind === 'answers').reduce((s, v) => s + v.weight, 0n);
    const total = validators.reduce((s, v) => s + v.weight, 0n);
    const res = await t.post(POST, { message: bytesToHex(message), quorumPercentage: 100 });
    expect(res.status).toBe(503);
    expect(res.body.message).toContain(`weight ${reachable} out of ${total}`);
  });

  it('rejects malformed bytes, a wrong network id, an unknown source chain and bad options, naming the problem', async () => {
    const cases: [unknown, RegExp][] = [
      [{ message: '0x00' }, /body\.message.*malformed/],
      [{ message: `${bytesToHex(l1Message())}00` }, /body\.message.*trailing/],
      [{ message: 'zz' }, /body\.message.*hex/],
      [{ message: bytesToHex(l1Message(5)) }, /body\.message.*network id 5 does not match mainnet/],
      [{ message: bytesToHex(l1Message(1, evmChains('fuji')[1].blockchainId)) }, /body\.message.*unknown source chain/],
      [{ message: bytesToHex(l1Message()), signingSubnetId: cb58Encode(new Uint8Array(32).fill(3)) }, /signingSubnetId.*not known/],
      [{ message: bytesToHex(l1Message()), pChainHeight: 99_999_999 }, /pChainHeight.*above the current P-Chain height/],
      [{ message: bytesToHex(l1Message()), quorumPercentage: 90, quorumPercentageBuffer: 20 }, /quorumPercentageBuffer/],
      [{ message: bytesToHex(l1Message()), quorumPercentage: 101 }, /quorumPercentage/],
      [{}, /either message or justification/],
      [{ justification: bytesToHex(cb58Decode(known().nonL1TxHash)) }, /justification.*ValidatorTx/],
      [{ justification: '0x0102' }, /justification.*32-byte id/],
    ];
    for (const [body, text] of cases) {
      const res = await t.post(POST, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.body.message), JSON.stringify(body)).toMatch(text);
    }
  });
});
