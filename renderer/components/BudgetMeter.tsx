import { cuPerMinuteOf } from '../../shared/api/rateBudget';
import { useProfiles } from '../settings/useSettings';
import { useBudgetStore, usedInLastMinute } from '../state/budgetStore';
import { useNow } from './useNow';
import { formatCount } from '../../shared/format/count';

/**
 * How much of the active remote profile's per-minute compute-unit budget the last minute spent,
 * in the header. The local service has no budget: nothing is shown for it.
 */
export function BudgetMeter() {
  const profiles = useProfiles();
  const active = profiles.data?.profiles.find((p) => p.id === profiles.data?.activeId);
  const spends = useBudgetStore((s) => s.spends);
  const server = useBudgetStore((s) => s.server);
  const remote = active?.kind === 'remote';
  const now = useNow(1000, remote && spends.length > 0);
  if (!remote) return null;
  const limit = cuPerMinuteOf(active.rateTier);
  const used = Math.min(usedInLastMinute(spends, now), limit);
  const serverNote = server?.remaining !== undefined ? ` The API's last answer said ${formatCount(server.remaining)} remain.` : '';
  return (
    <div className="budget-meter" title={`Compute units spent in the last minute against this profile's budget.${serverNote}`}>
      <meter min={0} max={limit} value={used} aria-label="Compute units used in the last minute" />
      <span className="muted">
        {formatCount(used)} / {formatCount(limit)} CU/min
      </span>
    </div>
  );
}
