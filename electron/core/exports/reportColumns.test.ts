import { describe, expect, it } from 'vitest';
import { fileColumns } from './reportColumns';

const cellsOf = (columns: ReturnType<typeof fileColumns>, items: unknown[]) => items.map((item) => columns.map((c) => c.cell(item)));

describe('fileColumns', () => {
  it('writes each row its own time, whether it repeats the row before or not', () => {
    const [time] = fileColumns([{ id: 't', header: 'Time', path: 'block.timestamp', kind: 'time' }]);
    expect(time.header).toBe('Time (UTC)');
    const times = [1_700_000_000, 1_700_000_000, 1_700_000_012, 'soon', undefined, 1_700_000_012];
    expect(
      cellsOf(
        [time],
        times.map((timestamp) => ({ block: { timestamp } })),
      ),
    ).toEqual([['2023-11-14T22:13:20Z'], ['2023-11-14T22:13:20Z'], ['2023-11-14T22:13:32Z'], ['soon'], [''], ['2023-11-14T22:13:32Z']]);
  });

  it('reads dotted paths of every item, empty where the path breaks', () => {
    const columns = fileColumns([
      { id: 'from', header: 'From', path: 'from.address', kind: 'id' },
      { id: 'n', header: 'Block', path: 'blockNumber', kind: 'text' },
    ]);
    expect(cellsOf(columns, [{ from: { address: '0xa' }, blockNumber: '7' }, { from: null }, { from: { address: ['x', 'y'] } }])).toEqual([
      ['0xa', '7'],
      ['', ''],
      ['x y', ''],
    ]);
  });

  it('amounts: exact decimals from a fixed or per-row scale, the unit beside, other shapes as they came', () => {
    const columns = fileColumns([
      { id: 'v', header: 'Value', path: 'amount', kind: 'amount', decimalsPath: 'token.decimals', unitPath: 'token.symbol' },
      { id: 'f', header: 'Fee', path: 'fee', kind: 'amount', decimals: 18, unit: 'AVAX' },
    ]);
    expect(columns.map((c) => c.header)).toEqual(['Value', 'Value unit', 'Fee (AVAX)']);
    expect(
      cellsOf(columns, [
        { amount: '1234500', token: { decimals: 6, symbol: 'USDC' }, fee: '525000000000000' },
        { amount: '7', token: { decimals: 0, symbol: 'NFT' }, fee: '1.5' },
      ]),
    ).toEqual([
      ['1.2345', 'USDC', '0.000525'],
      ['7', 'NFT', '1.5'],
    ]);
  });
});
