import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Webhook } from '../../shared/api/webhooks';
import { apiKeys } from '../api/queryKeys';
import { useApiQuery } from '../api/useApiQuery';
import { getBridge } from '../bridge';
import { CopyButton } from '../components/CopyButton';
import { ErrorState } from '../components/ErrorState';
import { InputField } from '../components/InputField';
import { StaticTable } from '../components/StaticTable';
import { EVENT_LABEL, WebhookForm } from './WebhookForm';
import { splitList } from './webhookRequest';

/** The key's webhooks: list, create, edit addresses, pause, delete, and the shared secret that signs deliveries. */
export function WebhooksSection({ remote }: { remote: boolean }) {
  const queryClient = useQueryClient();
  const list = useApiQuery('listWebhooks', { pageSize: 100 });
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeys.endpoint('listWebhooks') });
  const bridge = getBridge();
  const [editing, setEditing] = useState<{ id: string; addresses: string }>();
  // The new secret lives only in this component's state: shown once, never written anywhere.
  const [secret, setSecret] = useState<string>();

  const change = useMutation({
    mutationFn: (c: { kind: 'pause' | 'resume' | 'delete' | 'add' | 'remove'; hook: Webhook; addresses?: string[] }) => {
      const id = c.hook.id!;
      if (c.kind === 'delete') return bridge.request('deactivateWebhook', { id });
      if (c.kind === 'add') return bridge.request('addWebhookAddresses', { id, body: { addresses: c.addresses! } });
      if (c.kind === 'remove') return bridge.request('removeWebhookAddresses', { id, body: { addresses: c.addresses! } });
      return bridge.request('updateWebhook', { id, body: { status: c.kind === 'pause' ? 'inactive' : 'active' } });
    },
    onSuccess: () => void refresh(),
  });
  const rotate = useMutation({ mutationFn: () => bridge.request('rotateWebhookSecret', {}), onSuccess: (r) => setSecret(r.secret) });
  const watchedOf = (w: Webhook) =>
    (w.metadata as { addresses?: string[]; keys?: string[] } | undefined)?.addresses ?? (w.metadata as { keys?: string[] })?.keys ?? [];

  const subEventsOf = (w: Webhook) => Object.values((w.metadata as { subEvents?: Record<string, string[]> }).subEvents ?? {}).flat();

  return (
    <section aria-labelledby="webhooks">
      <h2 id="webhooks">Webhooks</h2>
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} what="the webhooks" />}
      <StaticTable<Webhook>
        label="Webhooks"
        className="static-table console-table"
        rows={list.data?.webhooks ?? []}
        rowKey={(w, i) => w.id ?? String(i)}
        empty={list.isPending ? 'Loading…' : 'No webhooks yet'}
        columns={[
          { header: 'Name', cell: (w) => w.name || w.id, rowHeader: true },
          { header: 'Event', cell: (w) => EVENT_LABEL[w.eventType as keyof typeof EVENT_LABEL] ?? w.eventType ?? '—' },
          { header: 'URL', cell: (w) => <code>{w.url}</code> },
          { header: 'Watching', cell: (w) => watchedOf(w).length, num: true },
          { header: 'Sub-events', cell: (w) => subEventsOf(w).join(', ') || '—' },
          { header: 'Status', cell: (w) => w.status ?? '—' },
          {
            header: 'Actions',
            cell: (w) => (
              <span className="console-actions">
                <button type="button" onClick={() => change.mutate({ kind: w.status === 'active' ? 'pause' : 'resume', hook: w })}>
                  {w.status === 'active' ? 'Pause' : 'Resume'} {w.name || 'webhook'}
                </button>
                {w.eventType !== 'validator_activity' && (
                  <button type="button" onClick={() => setEditing({ id: w.id!, addresses: '' })}>
                    Edit addresses of {w.name || 'webhook'}
                  </button>
                )}
                <button type="button" onClick={() => change.mutate({ kind: 'delete', hook: w })}>
                  Delete {w.name || 'webhook'}
                </button>
              </span>
            ),
          },
        ]}
      />
      {change.isError && <ErrorState error={change.error} what="the change" />}
      {editing && (
        <form aria-label="Edit addresses" className="console-filters" onSubmit={(e) => e.preventDefault()}>
          <InputField
            label="Addresses to add or remove"
            value={editing.addresses}
            onChange={(addresses) => setEditing({ ...editing, addresses })}
          />
          {(['add', 'remove'] as const).map((kind) => (
            <button
              key={kind}
              type="button"
              onClick={() => {
                const hook = list.data?.webhooks?.find((w) => w.id === editing.id);
                if (hook) change.mutate({ kind, hook, addresses: splitList(editing.addresses) });
              }}
            >
              {kind === 'add' ? 'Add' : 'Remove'}
            </button>
          ))}
          <button type="button" onClick={() => setEditing(undefined)}>
            Done
          </button>
        </form>
      )}

      <WebhookForm remote={remote} onCreated={() => void refresh()} />

      <div className="console-filters">
        <button type="button" onClick={() => rotate.mutate()} disabled={rotate.isPending}>
          Rotate the shared secret
        </button>
        {secret && (
          <p role="status">
            New shared secret (shown once): <code>{secret}</code> <CopyButton value={secret} label="Copy the shared secret" />{' '}
            <button type="button" onClick={() => setSecret(undefined)}>
              Hide
            </button>
          </p>
        )}
      </div>
      {rotate.isError && <ErrorState error={rotate.error} what="the shared secret" />}
    </section>
  );
}
