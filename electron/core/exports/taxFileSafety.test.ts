import { lstatSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExportRequest, TaxOptions } from '../../../shared/bridge/exportChannels';
import { periodOfYear } from '../../../shared/tax/taxPeriod';
import { makeTempDir, removeDir } from '../../../test/support/rigs/tempDir';
import type { ApiRequester } from './operationRunner';
import { summaryFileOf, taxFileOf, writeTaxReport } from './taxReport';

/**
 * The tax-tool file and the summary beside an export (issue 37): created as the export itself is,
 * exclusively, never through a link planted in the export folder, mode 0600, under a free name.
 * The API answers an address with no history (getNativeBalance, listTransactions: their shapes in
 * the endpoint table); the files are real, on disk, with real symbolic links.
 */
const ADDRESS = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';
const api: ApiRequester = {
  request: (async (id: string) =>
    id === 'getNativeBalance'
      ? { nativeTokenBalance: { name: 'Avalanche', symbol: 'AVAX', decimals: 18, chainId: '43114', balance: '0' } }
      : { transactions: [] }) as never,
};
const request: ExportRequest & { tax: TaxOptions } = {
  addresses: [ADDRESS],
  includeChains: ['43114'],
  tax: { format: 'koinly', currency: 'usd', timeZone: 'UTC', year: 2025 },
};

let dir: string;
let exportFile: string;
let victim: string;
beforeEach(() => {
  dir = makeTempDir('tax-links');
  exportFile = join(dir, 'export.csv');
  writeFileSync(exportFile, 'chainId,blockNumber,timestamp,txHash,status,from,to,method,callType,value,fee,token\r\n', { mode: 0o600 });
  // What another user's link would point at: a file of this user outside the export folder.
  victim = join(dir, 'precious.txt');
  writeFileSync(victim, 'keep me');
});
afterEach(() => removeDir(dir));

const report = () => writeTaxReport({ api, request, period: periodOfYear(2025, 'UTC'), file: exportFile });

describe('tax files and links', () => {
  it.each([
    ['the tax file', () => taxFileOf(exportFile, 'koinly'), 'export-koinly (2).csv', 'export.csv.summary.json'],
    ['the summary', () => summaryFileOf(exportFile), 'export-koinly.csv', 'export.csv (2).summary.json'],
  ])('a link planted at %s name is left alone: the file goes to the next free name', async (_what, planted, taxName, summaryName) => {
    symlinkSync(victim, planted());
    const result = await report();
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(lstatSync(planted()).isSymbolicLink()).toBe(true);
    expect(result.taxFile).toBe(join(dir, taxName));
    expect(result.summaryFile).toBe(join(dir, summaryName));
    expect(readFileSync(result.taxFile!, 'utf8')).toMatch(/^Date,Sent Amount/);
    expect(JSON.parse(readFileSync(result.summaryFile, 'utf8'))).toMatchObject({ format: 'koinly', taxFile: result.taxFile });
  });

  it('never reuses a name another file has', async () => {
    writeFileSync(taxFileOf(exportFile, 'koinly'), 'an older report');
    const result = await report();
    expect(readFileSync(taxFileOf(exportFile, 'koinly'), 'utf8')).toBe('an older report');
    expect(result.taxFile).toBe(join(dir, 'export-koinly (2).csv'));
  });

  it('writes both files as 0600, as the export is', async () => {
    const result = await report();
    expect(statSync(result.taxFile!).mode & 0o777).toBe(0o600);
    expect(statSync(result.summaryFile).mode & 0o777).toBe(0o600);
  });
});
