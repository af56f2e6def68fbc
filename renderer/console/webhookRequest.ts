import type { EndpointParams } from '../../shared/api/endpoints';
import { paramErrorOf } from '../../shared/api/wire/paramError';
import { parseDecimal } from '../../shared/format/decimal';
import {
  CreateWebhookBody,
  type PrimaryBalanceType,
  type PRIMARY_ADDRESS_SUB_EVENTS,
  type VALIDATOR_SUB_EVENTS,
  type WebhookEventType,
} from '../../shared/api/webhooks';

export type PrimaryChainName = 'p-chain' | 'x-chain' | 'c-chain';
export type AddressSubEvent = (typeof PRIMARY_ADDRESS_SUB_EVENTS)[number];
export type ValidatorSubEvent = (typeof VALIDATOR_SUB_EVENTS)[number];

export interface WebhookDraft {
  eventType: WebhookEventType;
  url: string;
  name: string;
  /** The EVM chain of an address activity webhook. */
  chainId: string;
  network: 'mainnet' | 'fuji';
  /** Addresses (or, for validator activity, one node or subnet id), comma- or line-separated. */
  keys: string;
  primaryChain: PrimaryChainName;
  addressSubEvents: AddressSubEvent[];
  balanceType: PrimaryBalanceType;
  /** In AVAX, as a person types it; sent in nAVAX. */
  balanceThreshold: string;
  keyType: 'nodeId' | 'subnetId';
  validatorSubEvents: ValidatorSubEvent[];
  /** In AVAX; sent in nAVAX. */
  l1Threshold: string;
}

/** The form's fields an error can point at. */
export type DraftField = 'url' | 'name' | 'keys' | 'subEvents' | 'balanceThreshold' | 'balanceType' | 'l1Threshold' | 'form';

export type DraftResult =
  { ok: true; body: EndpointParams<'createWebhook'>['body'] } | { ok: false; field: string; message: string; input: DraftField };

export const splitList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** AVAX as typed (up to 9 decimals) in nAVAX, or undefined when it is not an amount. */
function nAvaxOf(avax: string): string | undefined {
  const d = parseDecimal(avax);
  if (!d || d.scale > 9) return undefined;
  return String(d.units * 10n ** BigInt(9 - d.scale));
}

/** Which input of the form a request field belongs to. */
function inputOf(field: string): DraftField {
  if (field === 'body.url') return 'url';
  if (field === 'body.name') return 'name';
  if (/^body\.metadata\.(addresses|keys)\b/.test(field)) return 'keys';
  if (field.startsWith('body.metadata.subEvents')) return 'subEvents';
  if (field === 'body.metadata.balanceThresholdFilter.balanceType') return 'balanceType';
  if (field.startsWith('body.metadata.balanceThresholdFilter')) return 'balanceThreshold';
  if (field === 'body.metadata.l1ValidatorFeeBalanceThreshold') return 'l1Threshold';
  return 'form';
}

const fail = (field: string, message: string): DraftResult => ({ ok: false, field, message, input: inputOf(field) });

/**
 * The create request a draft makes, or the field a person must fix first: checked with the same schema and the same
 * field names as the main process checks it (ParamError). The real API takes only https URLs; the local service only
 * loopback ones (it says so itself, naming the field).
 */
export function webhookRequest(draft: WebhookDraft, remote: boolean): DraftResult {
  const keys = splitList(draft.keys);
  if (remote && !/^https:\/\//i.test(draft.url.trim())) return fail('body.url', 'must be an https URL for the real API');
  const common = { url: draft.url.trim(), ...(draft.name.trim() && { name: draft.name.trim() }) };
  let body: unknown;
  if (draft.eventType === 'address_activity') {
    body = { ...common, eventType: 'address_activity', chainId: draft.chainId, metadata: { addresses: keys }, includeLogs: true };
  } else if (draft.eventType === 'primary_network_address_activity') {
    const threshold = draft.addressSubEvents.includes('balance_threshold') ? nAvaxOf(draft.balanceThreshold) : undefined;
    if (draft.addressSubEvents.includes('balance_threshold') && threshold === undefined) {
      return fail('body.metadata.balanceThresholdFilter.balanceThreshold', 'must be an amount of AVAX such as 5.5');
    }
    body = {
      ...common,
      eventType: 'primary_network_address_activity',
      network: draft.network,
      chainId: draft.primaryChain,
      metadata: {
        keyType: 'addresses',
        keys,
        subEvents: { addressActivitySubEvents: draft.addressSubEvents },
        ...(threshold !== undefined && { balanceThresholdFilter: { balanceType: draft.balanceType, balanceThreshold: threshold } }),
      },
    };
  } else {
    const wantsThreshold = draft.validatorSubEvents.includes('l1_validator_balance_threshold');
    const threshold = wantsThreshold ? nAvaxOf(draft.l1Threshold) : undefined;
    if (wantsThreshold && threshold === undefined) {
      return fail('body.metadata.l1ValidatorFeeBalanceThreshold', 'must be an amount of AVAX such as 0.5');
    }
    body = {
      ...common,
      eventType: 'validator_activity',
      network: draft.network,
      metadata: {
        keyType: draft.keyType,
        keys,
        subEvents: { validatorActivitySubEvents: draft.validatorSubEvents },
        ...(threshold !== undefined && { l1ValidatorFeeBalanceThreshold: threshold }),
      },
    };
  }
  const parsed = CreateWebhookBody.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const e = paramErrorOf(parsed.error, body, 'body');
  return fail(e.field, e.reason);
}
