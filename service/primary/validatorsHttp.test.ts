import { hexToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { bls, POP_DST } from '../sim/primary/blsKeys';
import type { EndpointResponse } from '../../shared/api/endpoints';
import { DAY } from '../sim/primary/constants';
import { describePrimaryNetwork } from '../../test/support/rigs/primaryNetworkFacts';
import { primaryContractSuite } from '../../test/support/rigs/primaryContract';
import { L1_FEE_PER_SECOND } from './validatorHandlers';

/**
 * Contract tests of the validator reads over HTTP: validators, one node's validations, delegators
 * and L1 validators, checked against the shared schemas, each other and the rewards endpoints.
 */
const t = primaryContractSuite();
const { ok, expectError, walk } = t;

const now = () => Math.floor(t.clock.nowMs() / 1000);
const known = () => describePrimaryNetwork(t.expected, 'mainnet', now());
type Validator = NonNullable<EndpointResponse<'listValidators'>['validators']>[number];
type Delegator = NonNullable<EndpointResponse<'listDelegators'>['delegators']>[number];
type Tx = EndpointResponse<'getPrimaryTransaction'>;

describe('validators', () => {
  it('lists every validation once, the same paged as in one page, active ones with shares summing to 100 %', async () => {
    const paged = await walk<Validator>('/v1/networks/mainnet/validators', 'validators', 7);
    const whole = (await ok('listValidators', '/v1/networks/mainnet/validators?pageSize=100')).validators!;
    expect(paged.slice(0, whole.length).map((v) => v.txHash)).toEqual(whole.map((v) => v.txHash));
    expect(new Set(paged.map((v) => v.txHash)).size).toBe(paged.length);
    const active = paged.filter((v) => v.validationStatus === 'active');
    expect(new Set(active.map((v) => v.nodeId))).toEqual(new Set(known().currentNodeIds));
    expect(active.reduce((s, v) => s + v.stakePercentage!, 0)).toBeCloseTo(100, 1);
    const statuses = paged.map((v) => v.validationStatus);
    expect(statuses).toContain('active');
    expect(statuses).toContain('completed');
    expect(paged.every((v) => ['active', 'completed', 'pending'].includes(v.validationStatus!))).toBe(true);
  });

  it('filters by status, node id part, fee, time remaining, capacity and uptime, and sorts by each key', async () => {
    const active = await walk<Validator>('/v1/networks/mainnet/validators?validationStatus=active', 'validators', 100);
    const part = active[0].nodeId!.slice(7, 14);
    const byNode = await walk<Validator>(`/v1/networks/mainnet/validators?nodeIds=${part}`, 'validators', 100);
    expect(byNode.length).toBeGreaterThan(0);
    expect(byNode.every((v) => v.nodeId!.includes(part))).toBe(true);

    const fee = await walk<Validator>('/v1/networks/mainnet/validators?minFeePercentage=5&maxFeePercentage=7.5', 'validators', 100);
    expect(fee.every((v) => Number(v.delegationFee) >= 5 && Number(v.delegationFee) <= 7.5)).toBe(true);
    const soon = await walk<Validator>(
      `/v1/networks/mainnet/validators?validationStatus=active&maxTimeRemaining=${10 * DAY}`,
      'validators',
      100,
    );
    expect(soon.every((v) => v.endTimestamp! - now() <= 10 * DAY)).toBe(true);
    expect(soon.length).toBeLessThan(active.length);
    const roomy = await walk<Validator>('/v1/networks/mainnet/validators?minDelegationCapacity=100000000000000', 'validators', 100);
    expect(roomy.every((v) => v.validationStatus === 'active' && BigInt(v.delegationCapacity!) >= 100_000_000_000_000n)).toBe(true);
    const up = await walk<Validator>('/v1/networks/mainnet/validators?minUptimePerformance=95', 'validators', 100);
    expect(up.every((v) => v.uptimePerformance! >= 95)).toBe(true);

    const byCapacity = await walk<Validator>(
      '/v1/networks/mainnet/validators?validationStatus=active&sortBy=delegationCapacity&sortOrder=asc',
      'validators',
      5,
    );
    const capacities = byCapacity.map((v) => BigInt(v.delegationCapacity!));
    expect([...capacities].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(capacities);
    const byTime = await walk<Validator>('/v1/networks/mainnet/validators?validationStatus=active&sortBy=timeRemaining', 'validators', 5);
    const ends = byTime.map((v) => v.endTimestamp!);
    expect([...ends].sort((a, b) => b - a)).toEqual(ends);
  });

  it("a node's validations, whose active delegators' stake sums to its delegated stake and whose rewards match the rewards endpoint", async () => {
    const nodeId = known().currentNodeIds[0];
    const { validators } = await ok('getValidator', `/v1/networks/mainnet/validators/${nodeId}?pageSize=100`);
    expect(validators!.every((v) => v.nodeId === nodeId)).toBe(true);
    const current = validators!.find((v) => v.validationStatus === 'active')!;
    const delegators = await walk<Delegator>(`/v1/networks/mainnet/delegators?nodeIds=${nodeId}&delegationStatus=active`, 'delegators', 3);
    const ofCurrent = delegators.filter((d) => d.startTimestamp! >= current.startTimestamp! && d.endTimestamp! <= current.endTimestamp!);
    expect(ofCurrent.reduce((s, d) => s + BigInt(d.amountDelegated!), 0n)).toBe(BigInt(current.amountDelegated!));
    expect(ofCurrent.length).toBe(current.delegatorCount);
    expect(BigInt(current.delegationCapacity!) + BigInt(current.amountDelegated!) + BigInt(current.amountStaked!)).toBeLessThanOrEqual(
      5n * BigInt(current.amountStaked!),
    );

    const done = validators!.find((v) => v.validationStatus === 'completed');
    if (done) {
      const { historicalRewards } = await ok('listHistoricalRewards', `/v1/networks/mainnet/rewards?nodeIds=${nodeId}&pageSize=100`);
      const own = historicalRewards!.find((r) => r.txHash === done.txHash && r.rewardType === 'VALIDATOR')!;
      expect(done.rewards).toMatchObject({ validationRewardAmount: own.reward!.amount, rewardTxHash: own.rewardTxHash });
      const fees = historicalRewards!.filter(
        (r) => r.rewardType === 'VALIDATOR_FEE' && r.startTimestamp! >= done.startTimestamp! && r.endTimestamp! <= done.endTimestamp!,
      );
      expect(BigInt(done.rewards!.delegationRewardAmount!)).toBe(fees.reduce((s, r) => s + BigInt(r.reward!.amount!), 0n));
    }
  });

  it("delegators: net reward = gross less the validator's fee, by reward address", async () => {
    const user = known().addresses.user;
    const mine = await walk<Delegator>(`/v1/networks/mainnet/delegators?rewardAddresses=${user}`, 'delegators', 4);
    expect(mine.length).toBeGreaterThan(0);
    for (const d of mine) {
      expect(d.rewardAddresses).toEqual([user]);
      const [gross, net] =
        d.delegationStatus === 'completed' ? [d.grossReward!, d.netReward!] : [d.estimatedGrossReward!, d.estimatedNetReward!];
      expect(BigInt(gross) - BigInt(net)).toBe((BigInt(gross) * BigInt(Math.round(Number(d.delegationFee) * 100))) / 10_000n);
    }
  });

  it('rejects bad filters naming them, and 404s a node that never validated', async () => {
    await expectError('/v1/networks/mainnet/validators?maxFeePercentage=150', 400, /maxFeePercentage/);
    await expectError('/v1/networks/mainnet/validators?sortBy=stake', 400, /sortBy/);
    await expectError('/v1/networks/mainnet/validators?minDelegationCapacity=-1', 400, /minDelegationCapacity/);
    await expectError('/v1/networks/mainnet/delegators?nodeIds=node1', 400, /nodeIds/);
    await expectError('/v1/networks/mainnet/validators/NodeID-111111111111111111116DBWJs', 404, /no validations/);
  });
});

describe('L1 validators', () => {
  it('serves each BLS key with a 96-byte proof of possession that verifies against it, the same in its staking transaction', async () => {
    const validators = (await ok('listValidators', '/v1/networks/mainnet/validators?pageSize=20')).validators!;
    const withBls = validators.filter((v) => v.blsCredentials).slice(0, 3);
    expect(withBls.length).toBeGreaterThan(1);
    const verifies = (c: { publicKey?: string; proofOfPossession?: string }) => {
      expect(c.publicKey).toMatch(/^0x[0-9a-f]{96}$/);
      expect(c.proofOfPossession).toMatch(/^0x[0-9a-f]{192}$/);
      const key = hexToBytes(c.publicKey!.slice(2));
      return bls.verify(hexToBytes(c.proofOfPossession!.slice(2)), bls.hash(key, POP_DST), key);
    };
    expect(withBls.every((v) => verifies(v.blsCredentials!))).toBe(true);
    const tx = await ok('getPrimaryTransaction', `/v1/networks/mainnet/blockchains/p-chain/transactions/${withBls[0].txHash}`);
    expect(tx.blsCredentials).toEqual(withBls[0].blsCredentials);
    const l1 = known().l1s[0];
    const l1Validators = (await ok('listL1Validators', `/v1/networks/mainnet/l1Validators?subnetId=${l1.subnetId}&pageSize=2`)).validators!;
    expect(l1Validators.every((v) => verifies(v.blsCredentials as { publicKey: string; proofOfPossession: string }))).toBe(true);
    // A proof made for another key does not verify: the check above can fail.
    expect(verifies({ ...withBls[0].blsCredentials, proofOfPossession: withBls[1].blsCredentials!.proofOfPossession })).toBe(false);
  });

  it("lists each L1's validators with the weight of their last change and a balance = deposits - fee rate × time", async () => {
    const l1 = known().l1s[0];
    const all = (
      await ok(
        'listL1Validators',
        `/v1/networks/mainnet/l1Validators?subnetId=${l1.subnetId}&includeInactiveL1Validators=true&pageSize=100`,
      )
    ).validators!;
    const active = (await ok('listL1Validators', `/v1/networks/mainnet/l1Validators?subnetId=${l1.subnetId}&pageSize=100`)).validators!;
    expect(all.length).toBe(7);
    expect(active.every((v) => v.remainingBalance! > 0)).toBe(true);
    expect(active.length).toBeLessThanOrEqual(all.length);
    const sim = t.expected.sim('mainnet');
    const subnet = sim.subnets.find((s) => s.subnetId === l1.subnetId)!;
    for (const v of all) {
      const simV = subnet.l1!.validators.find((x) => x.nodeId === v.nodeId)!;
      const topUps = simV.topUps.reduce((s, u) => (u.at <= now() ? s + u.amount : s), 0n);
      const deposit = BigInt(10 + 5 * subnet.l1!.validators.indexOf(simV)) * 1_000_000_000n + topUps;
      const left = deposit - BigInt(now() - v.creationTimestamp!) * L1_FEE_PER_SECOND;
      expect(BigInt(v.remainingBalance!)).toBe(left > 0n ? left : 0n);
      expect(v.weight).toBe(Number([...simV.weights].reverse().find((w) => w.at <= now())!.weight));
    }
    // A registration transaction shows the validator as it made it, and the validation filter finds it.
    const register = await ok('getPrimaryTransaction', `/v1/networks/mainnet/blockchains/p-chain/transactions/${l1.registerTxHashes[0]}`);
    const detail = register.l1ValidatorDetails![0];
    const found = await ok(
      'listL1Validators',
      `/v1/networks/mainnet/l1Validators?l1ValidationId=${detail.validationIdHex}&includeInactiveL1Validators=true`,
    );
    expect(found.validators!.map((v) => v.nodeId)).toEqual([detail.nodeId]);
    expect(Number(found.blockHeight)).toBeGreaterThan(0);
  });

  it("keeps every L1 validator's balance equal to its deposits (registration + top-ups) minus the fee since it registered, read over HTTP alone", async () => {
    let toppedUp = 0;
    for (const l1 of known().l1s) {
      const validators = (
        await ok(
          'listL1Validators',
          `/v1/networks/mainnet/l1Validators?subnetId=${l1.subnetId}&includeInactiveL1Validators=true&pageSize=100`,
        )
      ).validators!;
      for (const v of validators) {
        // Every P-Chain transaction of this validation, oldest first: the conversion or registration that made it, then its changes.
        const txs = await walk<Tx>(
          `/v1/networks/mainnet/blockchains/p-chain/transactions?l1ValidationId=${v.validationId}&sortOrder=asc`,
          'transactions',
          100,
        );
        const mine = (tx: Tx) => tx.l1ValidatorDetails!.find((d) => d.validationId === v.validationId)!;
        const deposit = BigInt(mine(txs[0]).remainingBalance!);
        expect(txs[0].blockTimestamp).toBe(v.creationTimestamp);
        const topUps = txs.filter((tx) => tx.txType === 'IncreaseL1ValidatorBalanceTx');
        toppedUp += topUps.length ? 1 : 0;
        let added = 0n;
        for (const tx of topUps) {
          const change = BigInt(mine(tx).balanceChange!);
          expect(change).toBeGreaterThan(0n);
          // The deposit left the payer's UTXOs: consumed = emitted + fee + deposit.
          expect(BigInt(tx.amountL1ValidatorBalanceBurned![0].amount!)).toBe(change);
          added += change;
          // As at the transaction: what was there, less the fee so far, plus this top-up.
          const before = deposit + added - change - BigInt(tx.blockTimestamp! - v.creationTimestamp!) * L1_FEE_PER_SECOND;
          expect(before, 'topped up while active').toBeGreaterThan(0n);
          expect(BigInt(mine(tx).remainingBalance!)).toBe(before + change);
        }
        const left = deposit + added - BigInt(now() - v.creationTimestamp!) * L1_FEE_PER_SECOND;
        expect(BigInt(v.remainingBalance!), v.nodeId).toBe(left > 0n ? left : 0n);
      }
    }
    expect(toppedUp).toBeGreaterThanOrEqual(2 * known().l1s.length);
    // A top-up is served by its id and in the latest P-Chain transactions filtered by its type.
    const hash = known().l1s[0].topUpTxHashes[0];
    const byId = await ok('getPrimaryTransaction', `/v1/networks/mainnet/blockchains/p-chain/transactions/${hash}`);
    expect(byId).toMatchObject({ txType: 'IncreaseL1ValidatorBalanceTx', subnetId: known().l1s[0].subnetId });
    const listed = await walk<Tx>(
      '/v1/networks/mainnet/blockchains/p-chain/transactions?txTypes=IncreaseL1ValidatorBalanceTx',
      'transactions',
      100,
    );
    expect(listed.map((tx) => tx.txHash).sort()).toEqual(
      known()
        .l1s.flatMap((l) => l.topUpTxHashes)
        .sort(),
    );
    expect(listed.find((tx) => tx.txHash === hash)).toEqual(byId);
    // Only the P-Chain's own L1 messages are signed: a top-up has none.
    const res = await t.get(`/v1/signatureAggregator/mainnet/aggregateSignatures/${hash}`);
    expect(res.status).toBe(400);
  });

  it('answers 404 for an unknown subnet and 400 for a bad node id', async () => {
    await expectError(`/v1/networks/mainnet/l1Validators?subnetId=${known().nonL1TxHash}`, 404, /Subnet .* not found/);
    await expectError('/v1/networks/mainnet/l1Validators?nodeId=node', 400, /nodeId/);
  });
});
