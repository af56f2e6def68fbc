import { describe, expect, it } from 'vitest';
import { buildRequest, ParamError } from '..';

/**
 * What the main process checks before it sends a create request (buildRequest, as ApiClient.request calls it): each
 * kind's fields, named in the error. Request fields from chainkit 0.3.13 (PrimaryNetworkAddressActivityRequest,
 * PrimaryNetworkBalanceThresholdFilter with CommonBalanceType, ValidatorActivityRequest and its metadata).
 */
const P_ADDRESS = 'P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5';
const NODE = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
const SUBNET = '2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r';
const primary = (metadata: object) => ({
  eventType: 'primary_network_address_activity',
  url: 'http://127.0.0.1:9/h',
  network: 'mainnet',
  chainId: 'p-chain',
  metadata: { keyType: 'addresses', keys: [P_ADDRESS], subEvents: { addressActivitySubEvents: ['balance_threshold'] }, ...metadata },
});
const validator = (metadata: object) => ({
  eventType: 'validator_activity',
  url: 'http://127.0.0.1:9/h',
  network: 'mainnet',
  metadata: { keyType: 'nodeId', keys: [NODE], subEvents: { validatorActivitySubEvents: ['l1_validator_disabled'] }, ...metadata },
});

function refusal(body: unknown): { field: string; reason: string } | undefined {
  try {
    buildRequest('createWebhook', { body } as never);
    return undefined;
  } catch (e) {
    if (e instanceof ParamError) return { field: e.field, reason: e.reason };
    throw e;
  }
}

describe('createWebhook: the main process checks every kind', () => {
  it('takes a balance threshold with a documented balance type and an L1 threshold in nAVAX', () => {
    expect(
      refusal(primary({ balanceThresholdFilter: { balanceType: 'unlockedUnstaked', balanceThreshold: '5500000000' } })),
    ).toBeUndefined();
    expect(
      refusal(
        validator({ subEvents: { validatorActivitySubEvents: ['l1_validator_balance_threshold'] }, l1ValidatorFeeBalanceThreshold: '1' }),
      ),
    ).toBeUndefined();
    expect(refusal(validator({ keyType: 'subnetId', keys: [SUBNET] }))).toBeUndefined();
  });

  it.each([
    [
      'balance_threshold without its filter',
      primary({}),
      'body.metadata.balanceThresholdFilter',
      'is required for the balance_threshold sub-event',
    ],
    [
      'an undocumented balance type',
      primary({ balanceThresholdFilter: { balanceType: 'spendable', balanceThreshold: '1' } }),
      'body.metadata.balanceThresholdFilter.balanceType',
      '',
    ],
    [
      'a threshold of 0',
      primary({ balanceThresholdFilter: { balanceType: 'locked', balanceThreshold: '0' } }),
      'body.metadata.balanceThresholdFilter.balanceThreshold',
      'above 0',
    ],
    [
      'an unknown sub-event',
      primary({ subEvents: { addressActivitySubEvents: ['balance_low'] } }),
      'body.metadata.subEvents.addressActivitySubEvents.0',
      '',
    ],
    [
      'l1_validator_balance_threshold without its threshold',
      validator({ subEvents: { validatorActivitySubEvents: ['l1_validator_balance_threshold'] } }),
      'body.metadata.l1ValidatorFeeBalanceThreshold',
      'is required for the l1_validator_balance_threshold sub-event',
    ],
    ['a subnet id for a node', validator({ keys: [SUBNET] }), 'body.metadata.keys.0', 'must be a node id'],
    ['a node id for a subnet', validator({ keyType: 'subnetId' }), 'body.metadata.keys.0', 'must be a subnet id'],
    ['two keys', validator({ keys: [NODE, NODE] }), 'body.metadata.keys', 'exactly one key'],
    ['an unknown event type', { ...validator({}), eventType: 'validator_stake' }, 'body.eventType', 'must be one of'],
  ])('refuses %s, naming the field', (_, body, field, says) => {
    const r = refusal(body);
    expect(r?.field).toBe(field);
    expect(r?.reason).toContain(says);
  });
});
