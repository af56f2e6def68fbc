import { useState, type ReactNode } from 'react';
import type { EndpointId } from '../../shared/api';
import { endpointFacts } from '../../shared/api/endpointFacts';
import { cuPerMinuteOf, describeEstimate, estimateJob, type JobEstimate } from '../../shared/api/rateBudget';
import { useProfiles } from '../settings/useSettings';

/**
 * Before a long job (a report, a walk over every page): its estimated cost against the active
 * profile's compute-unit budget, and a question before starting one that would take more than a
 * minute of it (or whose length is not known ahead). The local service has no budget: no estimate,
 * no question. `pages` is the number of requests when known; `cost` is the endpoint they go to, or
 * the compute units of one request on average when a job mixes endpoints (a portfolio's history).
 */
export function useBudgetGate(
  cost: EndpointId | number,
  pages: number | undefined,
): {
  estimate: JobEstimate | null;
  /** The estimate as a sentence, or null without a budget. */
  note: ReactNode;
  /** Starts the job, or first asks when it needs confirmation. */
  run: (start: () => void) => void;
  /** The question, while it is asked. */
  prompt: ReactNode;
} {
  const profiles = useProfiles();
  const active = profiles.data?.profiles.find((p) => p.id === profiles.data?.activeId);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const estimate =
    active?.kind === 'remote'
      ? estimateJob(pages, typeof cost === 'number' ? cost : endpointFacts[cost].computeUnits, cuPerMinuteOf(active.rateTier))
      : null;
  const note = estimate ? <span className="muted budget-note">{describeEstimate(estimate)}</span> : null;
  const run = (start: () => void) => (estimate?.needsConfirmation ? setPending(() => start) : start());
  const prompt = pending && estimate && (
    <div role="alertdialog" aria-label="Confirm a long job" className="budget-confirm">
      <p>
        {estimate.computeUnits === undefined
          ? 'This job may use more than a minute of your rate budget.'
          : 'This job uses more than a minute of your rate budget.'}{' '}
        {describeEstimate(estimate)}
      </p>
      <button type="button" className="primary" onClick={() => (setPending(null), pending())}>
        Start anyway
      </button>{' '}
      <button type="button" onClick={() => setPending(null)}>
        Not now
      </button>
    </div>
  );
  return { estimate, note, run, prompt };
}
