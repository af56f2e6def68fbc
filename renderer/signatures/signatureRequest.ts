import type { EndpointParams } from '../../shared/api';
import { AggregateSignaturesBody } from '../../shared/api/endpoints/warp';
import { cb58IdProblem } from '../primary/forms/parseCb58Id';

export type SignatureSource = 'message' | 'justification' | 'txHash';

export interface SignatureFormState {
  source: SignatureSource;
  /** The message or justification hex, or the transaction hash. */
  value: string;
  signingSubnetId: string;
  quorumPercentage: string;
  quorumPercentageBuffer: string;
  pChainHeight: string;
}

export const EMPTY_FORM: SignatureFormState = {
  source: 'txHash',
  value: '',
  signingSubnetId: '',
  quorumPercentage: '',
  quorumPercentageBuffer: '',
  pChainHeight: '',
};

/** The form's fields that can carry an error; `value` is the message/justification/hash box. */
export type FormField = 'value' | 'signingSubnetId' | 'quorumPercentage' | 'quorumPercentageBuffer' | 'pChainHeight';

export type SignatureRequest =
  | { kind: 'aggregate'; params: EndpointParams<'aggregateSignatures'> }
  | { kind: 'txHash'; params: EndpointParams<'getAggregatedSignatures'> };

const BODY_FIELD: Record<string, FormField> = {
  message: 'value',
  justification: 'value',
  signingSubnetId: 'signingSubnetId',
  quorumPercentage: 'quorumPercentage',
  quorumPercentageBuffer: 'quorumPercentageBuffer',
  pChainHeight: 'pChainHeight',
};

/**
 * Turns the form into a request, or the errors to show beside each field. The POST body is
 * checked with the shared endpoint table's own schema, so the form accepts exactly what the
 * API does; the optional numbers are only sent when filled in (the API applies the defaults).
 */
export function toSignatureRequest(
  form: SignatureFormState,
  network: 'mainnet' | 'fuji',
): { request: SignatureRequest } | { errors: Partial<Record<FormField, string>> } {
  const value = form.value.trim();
  if (form.source === 'txHash') {
    const problem = cb58IdProblem(value);
    return problem ? { errors: { value: problem } } : { request: { kind: 'txHash', params: { network, txHash: value } } };
  }
  if (!value) return { errors: { value: `enter the ${form.source} as hex` } };
  const errors: Partial<Record<FormField, string>> = {};
  const body: Record<string, unknown> = { [form.source]: value };
  if (form.signingSubnetId.trim()) body.signingSubnetId = form.signingSubnetId.trim();
  for (const f of ['quorumPercentage', 'quorumPercentageBuffer', 'pChainHeight'] as const) {
    const text = form[f].trim();
    if (!text) continue;
    if (!/^\d+$/.test(text)) errors[f] = 'must be a whole number';
    else body[f] = Number(text);
  }
  if (Object.keys(errors).length) return { errors };
  const parsed = AggregateSignaturesBody.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = BODY_FIELD[String(issue.path[0] ?? 'message')] ?? 'value';
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  return { request: { kind: 'aggregate', params: { network, body: body as EndpointParams<'aggregateSignatures'>['body'] } } };
}
