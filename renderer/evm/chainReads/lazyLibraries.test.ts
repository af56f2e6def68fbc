import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, staticGraphOf } from '../../../test/support/rigs/moduleGraph';

/** A value import of viem or shiki (`import type` is erased from the build). */
const IMPORTS_LIBRARY = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'(?:viem|shiki)(?:\/[^']*)?'/m;

describe('viem and shiki stay in lazy chunks', () => {
  const importers = (entry: string) =>
    [...staticGraphOf(entry)].filter((f) => IMPORTS_LIBRARY.test(readFileSync(join(REPO_ROOT, f), 'utf8')));

  it("are not in the first view's script", () => {
    expect(importers('renderer/main.tsx')).toEqual([]);
  });

  it('are loaded by the transaction and address pages only when a log, a source or a call needs them', () => {
    expect(importers('renderer/evm/transactions/TransactionPage.tsx')).toEqual([]);
    expect(importers('renderer/evm/address/AddressPage.tsx')).toEqual([]);
    // What loads them on demand does import them.
    expect(importers('renderer/evm/chainReads/abiCodec.ts')).toEqual(['renderer/evm/chainReads/abiCodec.ts']);
    expect(importers('renderer/evm/chainReads/solidityHighlight.ts')).toEqual(['renderer/evm/chainReads/solidityHighlight.ts']);
  });
});
