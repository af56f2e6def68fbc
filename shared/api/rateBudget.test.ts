import { describe, expect, it } from 'vitest';
import { cuPerMinuteOf, describeEstimate, estimateJob, pacing } from './rateBudget';

describe('rate budgets', () => {
  it('uses the published tiers, the smallest when a profile names none', () => {
    expect(cuPerMinuteOf(undefined)).toBe(6_000);
    expect(cuPerMinuteOf('free')).toBe(8_000);
    expect(cuPerMinuteOf('pro')).toBe(20_000);
  });

  it('paces so that the burst plus a minute of refill is exactly the budget', () => {
    const { burst, perSecond } = pacing(6_000);
    expect(burst + perSecond * 60).toBe(6_000);
  });

  it('estimates a job of known length, and asks only past a minute of budget', () => {
    const small = estimateJob(10, 100, 6_000);
    expect(small).toMatchObject({ computeUnits: 1_000, needsConfirmation: false });
    const large = estimateJob(1_000, 20, 6_000);
    expect(large).toMatchObject({ computeUnits: 20_000, needsConfirmation: true });
    expect(large.seconds).toBeCloseTo((20_000 - 600) / 90);
    expect(describeEstimate(large)).toBe('Estimated cost: 20,000 CU for 1,000 pages, about 4 min at 6,000 CU/min.');
  });

  it('a walk of unknown length gives the cost per page and asks first', () => {
    const walk = estimateJob(undefined, 100, 8_000);
    expect(walk).toMatchObject({ requestsPerMinute: 80, needsConfirmation: true });
    expect(describeEstimate(walk)).toBe(
      'Each page costs 100 CU: about 80 pages a minute at 8,000 CU/min; the number of pages is not known ahead.',
    );
  });
});
