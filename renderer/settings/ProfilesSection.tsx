import { useState } from 'react';
import type { Profile } from '../../shared/bridge/channels';
import { ErrorState } from '../components/ErrorState';
import { SkeletonLines } from '../components/Skeleton';
import type { ProfileInput } from '../../shared/bridge/channels';
import { ProfileForm } from './ProfileForm';
import { PROFILE_PRESETS } from './profilePresets';
import { useProfileActions, useProfiles } from './useSettings';

/** Connection profiles: the built-in local service and the user's remote ones. */
export function ProfilesSection() {
  const profiles = useProfiles();
  const actions = useProfileActions();
  const [editing, setEditing] = useState<Profile | 'new' | null>(null);
  const [template, setTemplate] = useState<ProfileInput | undefined>(undefined);
  const startNew = (from?: ProfileInput) => {
    setTemplate(from);
    setEditing('new');
  };

  if (profiles.isPending) return <SkeletonLines label="Loading profiles" />;
  if (profiles.isError) return <ErrorState error={profiles.error} onRetry={() => void profiles.refetch()} what="profiles" />;
  const { activeId } = profiles.data;
  const failure = actions.activate.error ?? actions.remove.error;

  return (
    <section aria-labelledby="profiles-heading">
      <h2 id="profiles-heading">Connection profiles</h2>
      <ul style={{ listStyle: 'none', padding: 0 }}>
        {profiles.data.profiles.map((p) => (
          <li key={p.id} className="card" style={{ marginBottom: 8, display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            <strong>{p.name}</strong>
            <span className="muted">{p.kind === 'local' ? 'Local simulated service' : p.dataUrl}</span>
            {p.id === activeId ? <span className="pill success">Active</span> : null}
            <span style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>
              {p.id !== activeId && (
                <button
                  type="button"
                  onClick={() => actions.activate.mutate(p.id)}
                  aria-label={`Switch to ${p.name}`}
                  disabled={actions.activate.isPending}
                >
                  Switch
                </button>
              )}
              {p.kind === 'remote' && (
                <>
                  <button type="button" onClick={() => setEditing(p)} aria-label={`Edit ${p.name}`}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="danger"
                    onClick={() => actions.remove.mutate(p.id)}
                    aria-label={`Remove ${p.name}`}
                    disabled={actions.remove.isPending}
                  >
                    Remove
                  </button>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      {failure && <ErrorState error={failure} />}
      {editing ? (
        <ProfileForm
          key={editing === 'new' ? `new-${template?.name ?? ''}` : editing.id}
          initial={editing === 'new' ? undefined : editing}
          template={editing === 'new' ? template : undefined}
          onCancel={() => setEditing(null)}
          onSave={async (profile) => {
            await actions.save.mutateAsync({ profile, id: editing === 'new' ? undefined : editing.id });
            setEditing(null);
          }}
        />
      ) : (
        <div className="form-row">
          <button type="button" onClick={() => startNew()}>
            Add profile
          </button>
          {PROFILE_PRESETS.map((p) => (
            <button key={p.label} type="button" onClick={() => startNew(p.profile)}>
              Add {p.label}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
