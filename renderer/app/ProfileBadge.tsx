import { useProfiles } from '../settings/useSettings';
import { Link } from './router';
import { ROUTES } from './urls';

/** The active connection profile; a link to Settings where it is changed. */
export function ProfileBadge() {
  const profiles = useProfiles();
  const active = profiles.data?.profiles.find((p) => p.id === profiles.data?.activeId);
  return (
    <Link to={ROUTES.settings} className="profile-badge" title="Connection profile (change in Settings)">
      <span className="visually-hidden">Profile: </span>
      {active ? active.name : '…'}
    </Link>
  );
}
