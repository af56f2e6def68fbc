import fc from 'fast-check';
import { expect, it } from 'vitest';
import { partitionPoint } from './partitionPoint';

it('finds the first position where a sorted list stops being before the target, as a linear scan does', () => {
  fc.assert(
    fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 200 }), fc.integer({ min: -60, max: 60 }), (values, target) => {
      const sorted = [...values].sort((a, b) => a - b);
      const linear = sorted.findIndex((v) => v >= target);
      expect(partitionPoint(sorted.length, (i) => sorted[i] < target)).toBe(linear === -1 ? sorted.length : linear);
      // "at or before": one past the last equal value.
      const pastEqual = sorted.findIndex((v) => v > target);
      expect(partitionPoint(sorted.length, (i) => sorted[i] <= target)).toBe(pastEqual === -1 ? sorted.length : pastEqual);
    }),
  );
  expect(partitionPoint(0, () => true)).toBe(0);
});
