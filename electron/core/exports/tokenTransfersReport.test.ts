import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../../shared/bridge/exportChannels';
import { formatAmount } from '../../../shared/format/amount';
import { cleanupsAfterEach, serviceAndManager, waitFor } from '../../../test/support/rigs/exportRig';

const cleanups = cleanupsAfterEach();

/** The token page's export: the columns it shows, each amount in the token's own decimals and symbol. */
const COLUMNS: ReportColumn[] = [
  { id: 'txHash', header: 'Transaction', path: 'txHash', kind: 'id' },
  { id: 'from', header: 'From', path: 'from.address', kind: 'id' },
  { id: 'value', header: 'Amount', path: 'value', kind: 'amount', decimalsPath: 'erc20Token.decimals', unitPath: 'erc20Token.symbol' },
];

describe("a token's transfers as a report", { timeout: 60_000 }, () => {
  it('CSV of every transfer of the token, newest first, amounts in its units: the list walked to its end', async () => {
    const { manager, client } = await serviceAndManager(cleanups, 'token-report');
    const { transactions } = await client.request('listLatestTransactions', { chainId: '779672', pageSize: 100 });
    const token = transactions!.find((t) => t.method?.methodName === 'transfer(address,uint256)')!.to!.address!;
    const entry = await manager.startReport({
      endpointId: 'listTokenTransfers',
      params: { chainId: '779672', address: token },
      columns: COLUMNS,
      format: 'csv',
      title: 'Token transfers',
    });
    const done = await waitFor(manager, entry.id, (e) => ['completed', 'failed', 'cancelled'].includes(e.status));
    expect(done.status).toBe('completed');

    const transfers = [];
    let pageToken: string | undefined;
    do {
      const page = await client.request('listTokenTransfers', {
        chainId: '779672',
        address: token,
        pageSize: 100,
        ...(pageToken ? { pageToken } : {}),
      });
      transfers.push(...(page.transfers ?? []));
      pageToken = page.nextPageToken;
    } while (pageToken);
    const [header, ...rows] = readFileSync(done.file, 'utf8').split('\r\n').filter(Boolean);
    const { symbol, decimals } = transfers[0].erc20Token!;
    // An amount whose unit comes with each row is written with its unit beside it.
    expect(header).toBe('Transaction,From,Amount,Amount unit');
    expect(rows).toHaveLength(transfers.length);
    expect(rows[0]).toBe([transfers[0].txHash, transfers[0].from!.address, formatAmount(transfers[0].value!, decimals!), symbol].join(','));
  });
});
