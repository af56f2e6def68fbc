import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { EndpointParams } from '../../shared/api/endpoints';
import { BALANCE_TYPES_OF, PRIMARY_ADDRESS_SUB_EVENTS, VALIDATOR_SUB_EVENTS, WEBHOOK_EVENT_TYPES } from '../../shared/api/webhooks';
import { useChain } from '../app/useChain';
import { getBridge } from '../bridge';
import { ErrorState } from '../components/ErrorState';
import { InputField } from '../components/InputField';
import { SelectField } from '../components/SelectField';
import { ListField } from '../primary/forms/ListField';
import { categoryLabel } from '../primary/balances/balanceTotals';
import { webhookRequest, type DraftField, type PrimaryChainName, type WebhookDraft } from './webhookRequest';

export const EVENT_LABEL: Record<(typeof WEBHOOK_EVENT_TYPES)[number], string> = {
  address_activity: 'Address activity (EVM)',
  primary_network_address_activity: 'Primary Network address activity',
  validator_activity: 'Validator activity',
};
const PRIMARY_CHAINS: readonly PrimaryChainName[] = ['p-chain', 'x-chain', 'c-chain'];
const CHAIN_KEY = { 'p-chain': 'P', 'x-chain': 'X', 'c-chain': 'C' } as const;
const SUB_EVENT_LABEL: Record<string, string> = {
  balance_change: 'Balance change',
  balance_threshold: 'Balance below a threshold',
  reward_distribution: 'Reward distribution',
  validator_stake: 'Validator stake',
  delegator_stake: 'Delegator stake',
  l1_validator_balance_increased: 'L1 validator balance increased',
  l1_validator_disabled: 'L1 validator disabled',
  l1_validator_removed: 'L1 validator removed',
  l1_validator_balance_threshold: 'L1 validator balance below a threshold',
};

/** An error under its field, and the props that tie the field to it (aria-describedby) and mark it invalid. */
function useFieldError(error: string | undefined) {
  const id = useId();
  return {
    props: { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? id : undefined },
    message: error ? (
      <p id={id} className="field-error" role="alert">
        {error}
      </p>
    ) : null,
  };
}

function SubEventChecks<T extends string>(props: { options: readonly T[]; value: T[]; onChange: (v: T[]) => void; error?: string }) {
  const { props: tie, message } = useFieldError(props.error);
  return (
    <fieldset className="webhook-sub-events" {...tie}>
      <legend>Sub-events</legend>
      {props.options.map((o) => (
        <label key={o}>
          <input
            type="checkbox"
            checked={props.value.includes(o)}
            onChange={(e) => props.onChange(e.target.checked ? [...props.value, o] : props.value.filter((v) => v !== o))}
          />
          {SUB_EVENT_LABEL[o] ?? o}
        </label>
      ))}
      {message}
    </fieldset>
  );
}

function Field({ error, children }: { error?: string; children: (tie: ReturnType<typeof useFieldError>['props']) => ReactNode }) {
  const { props, message } = useFieldError(error);
  return (
    <div className="webhook-field">
      {children(props)}
      {message}
    </div>
  );
}

/**
 * Creates a webhook of any of the three kinds: EVM address activity on the header's chain, Primary Network address
 * activity on the P-, X- or C-Chain (with its balance threshold), or validator activity of a node or subnet. Each
 * field is checked as the main process checks it, and an error sits under the field it names.
 */
export function WebhookForm({ remote, onCreated }: { remote: boolean; onCreated: () => void }) {
  const { chainId, network } = useChain();
  const bridge = getBridge();
  const [draft, setDraft] = useState<WebhookDraft>({
    eventType: 'address_activity',
    url: '',
    name: '',
    chainId,
    network: 'mainnet',
    keys: '',
    primaryChain: 'p-chain',
    addressSubEvents: ['balance_change'],
    balanceType: 'unlockedUnstaked',
    balanceThreshold: '',
    keyType: 'nodeId',
    validatorSubEvents: ['validator_stake', 'delegator_stake'],
    l1Threshold: '',
  });
  const [error, setError] = useState<{ input: DraftField; text: string }>();
  const errorOf = (input: DraftField) => (error?.input === input ? error.text : undefined);
  // An error stands until the person changes something: then it may no longer be true.
  const set = (change: Partial<WebhookDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setError(undefined);
  };
  const create = useMutation({
    mutationFn: (body: EndpointParams<'createWebhook'>['body']) => bridge.request('createWebhook', { body }),
    onSuccess: () => {
      set({ keys: '', name: '' });
      onCreated();
    },
  });
  const kind = draft.eventType;
  const balanceTypes = BALANCE_TYPES_OF[CHAIN_KEY[draft.primaryChain]];
  const keysLabel = kind !== 'validator_activity' ? 'Addresses' : draft.keyType === 'nodeId' ? 'Node id' : 'Subnet id';

  return (
    <form
      aria-label="Create a webhook"
      className="webhook-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const r = webhookRequest({ ...draft, chainId, network: network === 'mainnet' ? 'mainnet' : 'fuji' }, remote);
        setError(r.ok ? undefined : { input: r.input, text: `${r.field} ${r.message}` });
        if (r.ok) create.mutate(r.body);
      }}
    >
      <fieldset>
        <legend>New webhook</legend>
        <SelectField
          label="Event"
          value={kind}
          options={WEBHOOK_EVENT_TYPES}
          optionLabel={(t) => EVENT_LABEL[t]}
          onChange={(eventType) => set({ eventType })}
        />
        {kind === 'primary_network_address_activity' && (
          <SelectField
            label="Chain"
            value={draft.primaryChain}
            options={PRIMARY_CHAINS}
            optionLabel={(c) => `${CHAIN_KEY[c]}-Chain`}
            onChange={(primaryChain) =>
              set({
                primaryChain,
                balanceType: BALANCE_TYPES_OF[CHAIN_KEY[primaryChain]].includes(draft.balanceType)
                  ? draft.balanceType
                  : BALANCE_TYPES_OF[CHAIN_KEY[primaryChain]][0],
              })
            }
          />
        )}
        {kind === 'validator_activity' && (
          <SelectField
            label="Watch"
            value={draft.keyType}
            options={['nodeId', 'subnetId'] as const}
            optionLabel={(k) => (k === 'nodeId' ? 'A node' : 'A subnet')}
            onChange={(keyType) => set({ keyType })}
          />
        )}
        <Field error={errorOf('url')}>
          {(tie) => (
            <InputField
              label="URL"
              value={draft.url}
              onChange={(url) => set({ url })}
              placeholder={remote ? 'https://…' : 'http://127.0.0.1:PORT/…'}
              {...tie}
            />
          )}
        </Field>
        <Field error={errorOf('name')}>
          {(tie) => <InputField label="Name" value={draft.name} onChange={(name) => set({ name })} {...tie} />}
        </Field>
        <ListField label={keysLabel} value={draft.keys} onChange={(keys) => set({ keys })} error={errorOf('keys')} cols={48} />
        {kind === 'primary_network_address_activity' && (
          <SubEventChecks
            options={PRIMARY_ADDRESS_SUB_EVENTS}
            value={draft.addressSubEvents}
            onChange={(addressSubEvents) => set({ addressSubEvents })}
            error={errorOf('subEvents')}
          />
        )}
        {kind === 'primary_network_address_activity' && draft.addressSubEvents.includes('balance_threshold') && (
          <>
            <SelectField
              label="Balance type"
              value={draft.balanceType}
              options={balanceTypes}
              optionLabel={categoryLabel}
              onChange={(balanceType) => set({ balanceType })}
            />
            <Field error={errorOf('balanceThreshold') ?? errorOf('balanceType')}>
              {(tie) => (
                <InputField
                  label="Balance threshold (AVAX)"
                  inputMode="decimal"
                  value={draft.balanceThreshold}
                  onChange={(balanceThreshold) => set({ balanceThreshold })}
                  {...tie}
                />
              )}
            </Field>
          </>
        )}
        {kind === 'validator_activity' && (
          <SubEventChecks
            options={VALIDATOR_SUB_EVENTS}
            value={draft.validatorSubEvents}
            onChange={(validatorSubEvents) => set({ validatorSubEvents })}
            error={errorOf('subEvents')}
          />
        )}
        {kind === 'validator_activity' && draft.validatorSubEvents.includes('l1_validator_balance_threshold') && (
          <Field error={errorOf('l1Threshold')}>
            {(tie) => (
              <InputField
                label="L1 balance threshold (AVAX)"
                inputMode="decimal"
                value={draft.l1Threshold}
                onChange={(l1Threshold) => set({ l1Threshold })}
                {...tie}
              />
            )}
          </Field>
        )}
        {error?.input === 'form' && (
          <p role="alert" className="field-error">
            {error.text}
          </p>
        )}
        <button type="submit" disabled={create.isPending}>
          Create webhook
        </button>
      </fieldset>
      {create.isError && <ErrorState error={create.error} what="the webhook" />}
    </form>
  );
}
