import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import type { DataColumn } from '../../../renderer/components/DataTable/columns';
import { setBridgeForTests } from '../../../renderer/bridge';
import { stubLayout } from './layout';

/** The rows the DataTable's own tests list: blocks, with a plain column and an id column. */
export type TestBlock = { blockNumber?: string; blockHash?: string };
export const testBlockColumns: DataColumn<TestBlock>[] = [
  { id: 'blockNumber', header: 'Block', path: 'blockNumber', kind: 'text' },
  { id: 'blockHash', header: 'Hash', path: 'blockHash', kind: 'id' },
];
export const testBlockRowId = (b: TestBlock) => b.blockHash ?? '';

/** Rows of two linked ids each (a transaction and its sender), 400 of them: for tests of a row's ids and copy buttons. */
export type TestTransfer = { n: number; from: string; tx: string };
/** The sender of test transfer n. */
export const testAddress = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
export const testTransfers: TestTransfer[] = Array.from({ length: 400 }, (_, n) => ({
  n,
  from: testAddress(n),
  tx: `0x${n.toString(16).padStart(64, 'a')}`,
}));
export const testTransferColumns: DataColumn<TestTransfer>[] = [
  { id: 'tx', header: 'Hash', path: 'tx', kind: 'id', linkTo: (i) => `/tx/${i.tx}` },
  { id: 'from', header: 'From', path: 'from', kind: 'id', linkTo: (i) => `/address/${i.from}` },
];

/**
 * Each test of the file draws tables on a layout stub (jsdom has none) with no remembered widths or columns,
 * and leaves nothing behind: unmounted, layout and bridge restored.
 */
export function tableTestEach(viewport?: { width: number; height: number }): void {
  let restore: () => void;
  beforeEach(() => {
    restore = stubLayout(viewport);
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    restore();
    setBridgeForTests(undefined);
  });
}
