import { describe, expect, it } from 'vitest';
import { axisMagnitude, type ChartRow } from '../charts/chartData';
import { formatValue } from './dashboardFormat';

const rows = (values: number[]): ChartRow[] => values.map((g, i) => ({ timestamp: i, g }));

describe('formatValue', () => {
  it('labels every tick of one axis alike: compact on an axis reaching 100,000, grouped below it', () => {
    const large = axisMagnitude(rows([0, 60_000, 131_000]), ['g'], false);
    expect([0, 35_000, 70_000, 105_000, 140_000].map((v) => formatValue(v, large))).toEqual(['0', '35K', '70K', '105K', '140K']);
    const below = axisMagnitude(rows([0, 99_000]), ['g'], false);
    expect([0, 25_000, 50_000, 75_000, 100_000].map((v) => formatValue(v, below))).toEqual(['0', '25,000', '50,000', '75,000', '100,000']);
  });

  it('shows a value alone (tooltip, table) exactly: grouped however large, fractions kept', () => {
    expect(formatValue(1_234_567)).toBe('1,234,567');
    expect(formatValue(131_072.5)).toBe('131,072.5');
    expect(formatValue(0.012345)).toBe('0.0123');
  });
});
