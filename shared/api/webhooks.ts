import { z } from 'zod';
import { EVM_ADDRESS, NODE_ID, PX_ADDRESS } from './params';
import { ATOMIC_BALANCE_CATEGORIES, BALANCE_CATEGORIES } from './primaryNetwork';
import { resource } from './schema';

/**
 * The Webhooks API of the real Data API (chainkit 0.3.13: CreateWebhookRequest = EVMAddressActivityRequest |
 * PrimaryNetworkAddressActivityRequest | ValidatorActivityRequest, UpdateWebhookRequest, AddressesChangeRequest,
 * the *Response models and SharedSecretsResponse; meaning and limits from the webhooks documentation).
 */
export const WEBHOOK_EVENT_TYPES = ['address_activity', 'primary_network_address_activity', 'validator_activity'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
export const WEBHOOK_STATUSES = ['active', 'inactive'] as const;
export const PRIMARY_ADDRESS_SUB_EVENTS = ['balance_change', 'balance_threshold', 'reward_distribution'] as const;
export const VALIDATOR_SUB_EVENTS = [
  'validator_stake',
  'delegator_stake',
  'reward_distribution',
  'l1_validator_balance_increased',
  'l1_validator_disabled',
  'l1_validator_removed',
  'l1_validator_balance_threshold',
] as const;
/** The balance types a balance_threshold filter watches (chainkit's CommonBalanceType). */
export const PRIMARY_BALANCE_TYPES = [...BALANCE_CATEGORIES, 'unlocked', 'locked', ...ATOMIC_BALANCE_CATEGORIES] as const;
export type PrimaryBalanceType = (typeof PRIMARY_BALANCE_TYPES)[number];
/** The balance types each chain's balances answer has: the P-Chain's categories, the X-Chain's two, atomic memory on each. */
export const BALANCE_TYPES_OF: Record<'P' | 'X' | 'C', readonly PrimaryBalanceType[]> = {
  P: [...BALANCE_CATEGORIES, ...ATOMIC_BALANCE_CATEGORIES],
  X: ['unlocked', 'locked', ...ATOMIC_BALANCE_CATEGORIES],
  C: ATOMIC_BALANCE_CATEGORIES,
};
/** The most addresses one webhook watches (the real API's limit depends on the plan; this is the local service's). */
export const MAX_WEBHOOK_ADDRESSES = 100;

const HASH32 = /^0x[0-9a-fA-F]{64}$/;
const text = (max: number) => z.string().max(max, `must be at most ${max} characters`);
const webhookUrl = z
  .string()
  .max(2048, 'must be at most 2048 characters')
  .refine((s) => {
    try {
      return ['http:', 'https:'].includes(new URL(s).protocol);
    } catch {
      return false;
    }
  }, 'must be an http(s) URL such as https://example.com/hooks');
const addressList = <T extends z.ZodType<string>>(item: T) =>
  z.array(item).min(1, 'must name at least one address').max(MAX_WEBHOOK_ADDRESSES, `must name at most ${MAX_WEBHOOK_ADDRESSES} addresses`);
const evmAddress = z.string().regex(EVM_ADDRESS, 'must be a 0x address of 20 bytes (40 hex digits)');
const eventSignatures = z.array(z.string().regex(HASH32, 'must be a 0x event signature of 32 bytes')).max(20).optional();
const primaryNetwork = z.enum(['mainnet', 'fuji']);
const nAvax = z.string().regex(/^[1-9]\d{0,29}$/, 'must be a whole number of nAVAX above 0');
/** A sub-event that needs a threshold is refused without one, naming the threshold's field. */
const needsThreshold =
  (subEvent: string, field: string[]) => (m: { subEvents: Record<string, string[]> } & Record<string, unknown>, ctx: z.RefinementCtx) => {
    const asked = Object.values(m.subEvents).some((list) => list.includes(subEvent));
    if (asked && m[field[0]] === undefined) {
      ctx.addIssue({ code: 'custom', path: field, message: `is required for the ${subEvent} sub-event` });
    }
  };
const common = { url: webhookUrl, name: text(100).optional(), description: text(500).optional() };

export const AddressActivityRequest = z.strictObject({
  eventType: z.literal('address_activity'),
  ...common,
  chainId: z.string().regex(/^\d{1,20}$/, 'must be an EVM chain id such as 43114'),
  metadata: z.strictObject({ addresses: addressList(evmAddress), eventSignatures }),
  includeInternalTxs: z.boolean().optional(),
  includeLogs: z.boolean().optional(),
});
export const PrimaryNetworkAddressActivityRequest = z.strictObject({
  eventType: z.literal('primary_network_address_activity'),
  ...common,
  network: primaryNetwork,
  chainId: z.string().min(1).max(60),
  metadata: z
    .strictObject({
      keyType: z.literal('addresses'),
      keys: addressList(z.string().regex(PX_ADDRESS, 'must be a P- or X-Chain address such as P-avax1…')),
      subEvents: z.strictObject({ addressActivitySubEvents: z.array(z.enum(PRIMARY_ADDRESS_SUB_EVENTS)).min(1, 'must name a sub-event') }),
      eventSignatures,
      balanceThresholdFilter: z.strictObject({ balanceType: z.enum(PRIMARY_BALANCE_TYPES), balanceThreshold: nAvax }).optional(),
    })
    .superRefine(needsThreshold('balance_threshold', ['balanceThresholdFilter'])),
});
export const ValidatorActivityRequest = z.strictObject({
  eventType: z.literal('validator_activity'),
  ...common,
  network: primaryNetwork,
  metadata: z
    .strictObject({
      keyType: z.enum(['nodeId', 'subnetId']),
      // "ValidatorActivity event will only accept a single key."
      keys: z
        .array(z.string().regex(/^(NodeID-)?[1-9A-HJ-NP-Za-km-z]{20,60}$/, 'must be a node id or a subnet id'))
        .length(1, 'must name exactly one key'),
      subEvents: z.strictObject({ validatorActivitySubEvents: z.array(z.enum(VALIDATOR_SUB_EVENTS)).min(1, 'must name a sub-event') }),
      eventSignatures,
      nodeIds: z.array(z.string().regex(NODE_ID, 'must be a node id such as NodeID-…')).max(MAX_WEBHOOK_ADDRESSES).optional(),
      subnetIds: z.array(z.string().min(1).max(60)).max(MAX_WEBHOOK_ADDRESSES).optional(),
      l1ValidatorFeeBalanceThreshold: nAvax.optional(),
    })
    .superRefine(needsThreshold('l1_validator_balance_threshold', ['l1ValidatorFeeBalanceThreshold']))
    .superRefine((m, ctx) => {
      // A node id names a node; a subnet id is a bare cb58 id.
      if ((m.keyType === 'nodeId') !== m.keys[0]?.startsWith('NodeID-')) {
        ctx.addIssue({
          code: 'custom',
          path: ['keys', 0],
          message: m.keyType === 'nodeId' ? 'must be a node id such as NodeID-…' : 'must be a subnet id, not a node id',
        });
      }
    }),
});
export const CreateWebhookBody = z.discriminatedUnion(
  'eventType',
  [AddressActivityRequest, PrimaryNetworkAddressActivityRequest, ValidatorActivityRequest],
  { error: (issue) => (issue.code === 'invalid_union' ? `must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` : undefined) },
);
export type CreateWebhookBody = z.output<typeof CreateWebhookBody>;

export const UpdateWebhookBody = z.strictObject({
  name: text(100).optional(),
  description: text(500).optional(),
  url: webhookUrl.optional(),
  status: z.enum(WEBHOOK_STATUSES).optional(),
  includeInternalTxs: z.boolean().optional(),
  includeLogs: z.boolean().optional(),
});
export const AddressesChangeBody = z.strictObject({ addresses: addressList(z.string().min(1).max(100)) });

/** A webhook as the API answers it: the request's fields plus its id, status and creation time. */
export const Webhook = resource({
  id: z.string(),
  url: z.string(),
  chainId: z.string(),
  status: z.string(),
  createdAt: z.number(),
  name: z.string(),
  description: z.string(),
  eventType: z.string(),
  metadata: z.looseObject({}),
  includeInternalTxs: z.boolean(),
  includeLogs: z.boolean(),
});
export type Webhook = z.infer<typeof Webhook>;
export const SharedSecret = resource({ secret: z.string() });

/**
 * What a delivery of an address_activity event carries (WebhookAddressActivityResponse): signed with the shared
 * secret, HMAC-SHA256 over the body as sent, hex in the `x-signature` header.
 */
export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';
