import { useMemo } from 'react';
import { staticList } from '../../api/staticList';
import { Amount } from '../../components/Amount';
import { DataTable, fittedHeight } from '../../components/DataTable/DataTable';
import type { DataColumn } from '../../components/DataTable/columns';
import type { TableSpec } from '../../components/DataTable/ListSection';
import { allocTotal, type AllocRow } from './decodeGenesis';
import { countOf } from '../../../shared/format/sentence';
import { formatCount } from '../../../shared/format/count';

export interface NativeToken {
  symbol: string;
  decimals: number;
}

function columnsFor(token: NativeToken): DataColumn<AllocRow>[] {
  return [
    { id: 'address', header: 'Address', path: 'address', kind: 'id', size: 380 },
    {
      id: 'balance',
      header: `Balance (${token.symbol})`,
      path: 'balance',
      kind: 'amount',
      decimals: token.decimals,
      unit: token.symbol,
      size: 260,
      // A balance that is not hex is shown as it came, marked, rather than as a number it is not.
      render: (r) =>
        r.balance === null ? (
          <span title="not a hex quantity">{r.balanceHex} (not hex)</span>
        ) : (
          <Amount value={r.balance} decimals={token.decimals} unit={token.symbol} />
        ),
    },
    { id: 'code', header: 'Code', path: 'hasCode', kind: 'text', size: 90, render: (r) => (r.hasCode ? 'contract' : '—') },
    {
      id: 'storage',
      header: 'Storage slots',
      path: 'storageSlots',
      kind: 'text',
      size: 120,
      render: (r) => formatCount(r.storageSlots),
    },
  ];
}

/** The genesis alloc: who held what at block 0, balances converted from hex to the native token. */
export function AllocTable({ rows, token }: { rows: AllocRow[]; token: NativeToken }) {
  const table = useMemo<TableSpec<AllocRow>>(
    () => ({ columns: columnsFor(token), getRowId: (r) => r.address, itemNoun: 'accounts' }),
    [token],
  );
  const list = useMemo(() => staticList(rows), [rows]);
  return (
    <>
      <p>
        {countOf(rows.length, 'funded accounts')}, in total{' '}
        <strong>
          <Amount value={allocTotal(rows)} decimals={token.decimals} unit={token.symbol} />
        </strong>
        .
      </p>
      <DataTable
        tableId="genesis-alloc"
        label="Genesis alloc"
        list={list}
        {...table}
        emptyMessage="The genesis allocates no balances."
        height={fittedHeight(rows.length, 420)}
      />
    </>
  );
}
