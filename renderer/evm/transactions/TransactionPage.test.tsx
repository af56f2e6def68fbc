import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../api/queryClient';
import { setBridgeForTests } from '../../bridge';
import { RouteParamsContext } from '../../app/router';
import { AddressTabs } from '../address/AddressTabs';
import { AddressSummary } from '../address/AddressSummary';
import { firstChainRead, serviceBridgeForFile } from '../../../test/support/bridges/serviceBridgeForFile';
import { TransactionPage } from './TransactionPage';
import { idName } from '../../../test/support/dom/idName';

// Counts the page's renders by its sections below the header, drawn on each of them once the detail is in.
const sectionRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./TransactionSections', async (load) => {
  const real = await load<typeof import('./TransactionSections')>();
  return {
    ...real,
    TransactionSections: (props: Parameters<typeof real.TransactionSections>[0]) => {
      sectionRenders.count++;
      return createElement(real.TransactionSections, props);
    },
  };
});

/** The transaction page and the address tabs against the local service, through the main process's bridge. */
const rig = serviceBridgeForFile();
type Tx = { txHash: string; txStatus: string; from: { address: string }; to: { address: string }; method: { methodName: string } };
let transfer: Tx;
let teleporterSend: Tx;

beforeAll(async () => {
  // The logs' tests wait for the receipt, not for the chain's first JSON-RPC read.
  await firstChainRead(rig, '43114');
  const page = await rig.core.bridge.request('listLatestTransactions', { chainId: '43114', pageSize: 100 });
  transfer = (page.transactions as Tx[]).find((t) => t.method.methodName === 'transfer(address,uint256)' && t.txStatus === '1')!;
  // Sends are a few in a hundred transactions: read on until one comes.
  for (let next: typeof page | undefined = page; next && !teleporterSend;) {
    teleporterSend = (next.transactions as Tx[]).find((t) => t.method.methodName.startsWith('sendCrossChainMessage('))!;
    next = next.nextPageToken
      ? await rig.core.bridge.request('listLatestTransactions', { chainId: '43114', pageSize: 100, pageToken: next.nextPageToken })
      : undefined;
  }
  expect(teleporterSend?.txHash, 'a Teleporter send among the latest transactions').toMatch(/^0x[0-9a-f]{64}$/);
}, 240_000);

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

function show(ui: React.ReactNode, params: Record<string, string> = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouteParamsContext.Provider value={params}>{ui}</RouteParamsContext.Provider>
    </QueryClientProvider>,
  );
}

describe('Transaction page', { timeout: 30_000 }, () => {
  it('shows an ERC-20 transfer: its fee, its input decoded (recipient and amount) and the transfer itself', async () => {
    const detail = await rig.core.bridge.request('getTransaction', { chainId: '43114', txHash: transfer.txHash });
    const sent = detail.erc20Transfers![0];
    show(<TransactionPage />, { txHash: transfer.txHash });
    const decoded = await screen.findByRole('table', { name: 'Decoded input' }, { timeout: 10_000 });
    const rows = within(decoded)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows[0]!.toLowerCase()).toContain(sent.to!.address!.toLowerCase());
    expect(rows[1]).toContain(sent.value);
    const fee = (BigInt(detail.nativeTransaction!.gasUsed!) * BigInt(detail.nativeTransaction!.gasPrice!)).toString();
    expect(screen.getByText('Transaction fee').nextElementSibling!.querySelector('.amount')!.getAttribute('title')).toBe(
      `${fee} (18 decimals)`,
    );
    // A table is a grid once it has rows.
    const transfers = await screen.findByRole('grid', { name: 'ERC-20 transfers' }, { timeout: 10_000 });
    const token = within(transfers).getByRole('link', { name: sent.erc20Token!.symbol! });
    expect(token.getAttribute('href')).toBe(`#/token/${sent.erc20Token!.address!.toLowerCase()}`);
    const block = detail.nativeTransaction!.blockNumber!;
    expect(screen.getByRole('link', { name: `Block ${block}` }).getAttribute('href')).toBe(`#/blocks/${block}`);
  });

  it("shows a Teleporter send's input decoded component by component, numbered by where each sits in the tuple", async () => {
    show(<TransactionPage />, { txHash: teleporterSend.txHash });
    const decoded = await screen.findByRole('table', { name: 'Decoded input' }, { timeout: 10_000 });
    const rows = within(decoded).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(rows.map((r) => r.cells[0].textContent)).toEqual(['0.0', '0.1', '0.2.0', '0.2.1', '0.3', '0.4', '0.5']);
    expect(rows.map((r) => r.cells[1].textContent)).toEqual(['bytes32', 'address', 'address', 'uint256', 'uint256', 'address[]', 'bytes']);
    // The recipient is the sender's own account on the other chain, linked as every address is.
    expect(within(rows[1]).getByRole('link').getAttribute('href')!.toLowerCase()).toContain(teleporterSend.from.address.toLowerCase());
  });

  it("asks the chain's RPC for the receipt beside the Data API's detail, not after it", async () => {
    const real = rig.core.bridge;
    let release!: () => void;
    const detailHeld = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    setBridgeForTests({
      ...real,
      request: (async (id: string, params: unknown) => {
        asked.push(id);
        if (id === 'getTransaction') await detailHeld;
        return real.request(id as never, params as never);
      }) as typeof real.request,
      chain: {
        ...real.chain,
        receipt: (...args: Parameters<typeof real.chain.receipt>) => {
          asked.push('receipt');
          return real.chain.receipt(...args);
        },
      },
    });
    try {
      show(<TransactionPage />, { txHash: transfer.txHash });
      await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['getTransaction', 'receipt'])));
      release();
      const log = await screen.findByRole('listitem', { name: /^Log \d+: Transfer$/ }, { timeout: 20_000 });
      expect(log.querySelector('.log-signature')?.textContent).toMatch(/^Transfer\(address/);
    } finally {
      release();
      setBridgeForTests(real);
    }
  });

  it('draws the logs as they arrive without rendering the rest of the page again', async () => {
    const real = rig.core.bridge;
    let release!: () => void;
    const receiptHeld = new Promise<void>((resolve) => (release = resolve));
    setBridgeForTests({
      ...real,
      chain: {
        ...real.chain,
        receipt: async (...args: Parameters<typeof real.chain.receipt>) => {
          await receiptHeld;
          return real.chain.receipt(...args);
        },
      },
    });
    try {
      show(<TransactionPage />, { txHash: transfer.txHash });
      await screen.findByRole('table', { name: 'Decoded input' }, { timeout: 10_000 });
      await screen.findByRole('status', { name: 'Loading logs' });
      const renders = sectionRenders.count;
      release();
      // The receipt, the emitters' sources and the decoded logs come one after another: none of them is the page's.
      await screen.findByRole('listitem', { name: /^Log \d+: Transfer$/ }, { timeout: 20_000 });
      expect(sectionRenders.count).toBe(renders);
    } finally {
      release();
      setBridgeForTests(real);
    }
  });

  it('says plainly when no transaction has the hash, and refuses a malformed one without asking', async () => {
    show(<TransactionPage />, { txHash: `0x${'ab'.repeat(32)}` });
    expect((await screen.findByText(/^No transaction/, undefined, { timeout: 10_000 })).textContent).toBe(
      'No transaction on C-Chain has this hash.',
    );
    cleanup();
    show(<TransactionPage />, { txHash: '0x12' });
    expect(screen.getByRole('alert').textContent).toMatch(/not a transaction hash/);
  });
});

describe('Address tabs', { timeout: 30_000 }, () => {
  it('lists the history first, moves between tabs with the arrow keys, and lists ERC-20 transfers of the address', async () => {
    const user = userEvent.setup();
    show(<AddressTabs address={transfer.from.address} />);
    const history = await screen.findByRole('grid', { name: 'Transactions' }, { timeout: 10_000 });
    const inHistory = await within(history).findByRole('link', { name: idName(transfer.txHash) }, { timeout: 10_000 });
    expect(inHistory.getAttribute('href')).toBe(`#/tx/${transfer.txHash}`);
    screen.getByRole('tab', { name: 'Transactions' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'ERC-20 transfers', selected: true })).toBe(document.activeElement);
    const transfers = await screen.findByRole('grid', { name: 'ERC-20 transfers' });
    const inTransfers = await within(transfers).findByRole('link', { name: idName(transfer.txHash) }, { timeout: 10_000 });
    expect(inTransfers.getAttribute('href')).toBe(`#/tx/${transfer.txHash}`);
  });

  it('the header counts the tokens and totals their value as the service prices them', async () => {
    const { erc20TokenBalances } = await rig.core.bridge.request('listErc20Balances', {
      chainId: '43114',
      address: transfer.from.address,
      pageSize: 500,
    });
    show(<AddressSummary address={transfer.from.address} />);
    const total = await screen.findByLabelText('Total token value', undefined, { timeout: 10_000 });
    // The service's values carry 6 decimals: sum them as integers of millionths, compare with the en-US money shown.
    const millionths = erc20TokenBalances!.reduce((n, b) => n + (b.balanceValue ? BigInt(b.balanceValue.value!.replace('.', '')) : 0n), 0n);
    const shown = total.textContent!.replace(/[^0-9.]/g, '');
    const [whole, fraction = ''] = shown.split('.');
    expect(BigInt(whole + fraction.padEnd(6, '0'))).toBe(millionths);
    expect(screen.getByText('ERC-20 tokens').nextElementSibling!.textContent).toMatch(new RegExp(`^${erc20TokenBalances!.length}`));
  });
});
