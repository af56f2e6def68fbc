import { describe, expect, it } from 'vitest';
import { CreateWebhookBody } from '../../shared/api/webhooks';
import { webhookRequest, type WebhookDraft } from './webhookRequest';

const draft: WebhookDraft = {
  eventType: 'address_activity',
  url: 'http://127.0.0.1:9000/hook',
  name: ' treasury ',
  chainId: '43114',
  network: 'mainnet',
  keys: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f,\n0x00000000000000000000000000000000000000ab',
  primaryChain: 'p-chain',
  addressSubEvents: ['balance_change'],
  balanceType: 'unlockedUnstaked',
  balanceThreshold: '',
  keyType: 'nodeId',
  validatorSubEvents: ['validator_stake'],
  l1Threshold: '',
};
const P_ADDRESS = 'P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5';
const NODE = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
const primary: WebhookDraft = { ...draft, eventType: 'primary_network_address_activity', keys: P_ADDRESS };
const validator: WebhookDraft = { ...draft, eventType: 'validator_activity', keys: NODE };

describe('webhookRequest: the create request a draft makes', () => {
  it('refuses a non-https URL for a remote profile, naming the URL field', () => {
    expect(webhookRequest(draft, true)).toEqual({
      ok: false,
      field: 'body.url',
      message: 'must be an https URL for the real API',
      input: 'url',
    });
    expect(webhookRequest({ ...draft, url: 'https://hooks.example.com/x' }, true).ok).toBe(true);
  });

  it.each([draft, primary, validator])('makes a $eventType request the contract accepts', (d) => {
    const r = webhookRequest(d, false);
    expect(r.ok).toBe(true);
    if (r.ok) expect(CreateWebhookBody.parse(r.body)).toMatchObject({ eventType: d.eventType, name: 'treasury' });
  });

  it('sends a Primary Network webhook on the chosen chain with its sub-events and the threshold in nAVAX', () => {
    const r = webhookRequest(
      {
        ...primary,
        primaryChain: 'x-chain',
        addressSubEvents: ['balance_change', 'balance_threshold'],
        balanceType: 'unlocked',
        balanceThreshold: '5.5',
      },
      false,
    );
    expect(r).toMatchObject({
      ok: true,
      body: {
        chainId: 'x-chain',
        metadata: {
          keys: [P_ADDRESS],
          subEvents: { addressActivitySubEvents: ['balance_change', 'balance_threshold'] },
          balanceThresholdFilter: { balanceType: 'unlocked', balanceThreshold: '5500000000' },
        },
      },
    });
  });

  it('sends a subnet validator webhook with the L1 sub-events and their threshold in nAVAX', () => {
    const subnetId = '2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r';
    const r = webhookRequest(
      {
        ...validator,
        keyType: 'subnetId',
        keys: subnetId,
        validatorSubEvents: ['l1_validator_disabled', 'l1_validator_balance_threshold'],
        l1Threshold: '0.25',
      },
      false,
    );
    expect(r).toMatchObject({
      ok: true,
      body: {
        metadata: {
          keyType: 'subnetId',
          keys: [subnetId],
          subEvents: { validatorActivitySubEvents: ['l1_validator_disabled', 'l1_validator_balance_threshold'] },
          l1ValidatorFeeBalanceThreshold: '250000000',
        },
      },
    });
  });

  it.each([
    ['no address', { ...primary, keys: '' }, 'body.metadata.keys', 'keys', 'at least one address'],
    [
      'too many addresses',
      { ...draft, keys: Array.from({ length: 101 }, (_, i) => `0x${String(i + 1).padStart(40, '0')}`).join(',') },
      'body.metadata.addresses',
      'keys',
      'at most 100',
    ],
    [
      'no sub-event',
      { ...primary, addressSubEvents: [] },
      'body.metadata.subEvents.addressActivitySubEvents',
      'subEvents',
      'must name a sub-event',
    ],
    [
      'a threshold that is not an amount',
      { ...primary, addressSubEvents: ['balance_threshold'], balanceThreshold: 'lots' },
      'body.metadata.balanceThresholdFilter.balanceThreshold',
      'balanceThreshold',
      'AVAX',
    ],
    [
      'a zero threshold',
      { ...primary, addressSubEvents: ['balance_threshold'], balanceThreshold: '0' },
      'body.metadata.balanceThresholdFilter.balanceThreshold',
      'balanceThreshold',
      'above 0',
    ],
    [
      'no L1 threshold',
      { ...validator, validatorSubEvents: ['l1_validator_balance_threshold'] },
      'body.metadata.l1ValidatorFeeBalanceThreshold',
      'l1Threshold',
      'AVAX',
    ],
    [
      'a subnet id where a node id goes',
      { ...validator, keys: '2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r' },
      'body.metadata.keys.0',
      'keys',
      'node id',
    ],
    ['two node ids', { ...validator, keys: `${NODE} ${NODE}` }, 'body.metadata.keys', 'keys', 'exactly one'],
    ['a URL that is not one', { ...draft, url: 'hooks' }, 'body.url', 'url', 'http(s) URL'],
  ] as const)('refuses %s, naming the field and the input it belongs to', (_, d, field, input, says) => {
    const r = webhookRequest(d as WebhookDraft, false);
    expect(r).toMatchObject({ ok: false, field, input });
    if (!r.ok) expect(r.message).toContain(says);
  });
});
