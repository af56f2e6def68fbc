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
