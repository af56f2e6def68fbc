import { useMemo } from 'react';
import type { z } from 'zod';
import type { Erc20TokenBalance } from '../../../shared/api';
import { useInfiniteList } from '../../api/useInfiniteList';
import { Link, setQueryParams, useHashLocation } from '../../app/router';
import { tokenUrl } from '../../app/urls';
import { useChain } from '../../app/useChain';
import type { DataColumn } from '../../components/DataTable/columns';
import type { TableSpec } from '../../components/DataTable/ListSection';
import { DataTable } from '../../components/DataTable/DataTable';
import { Price } from '../../components/Price';
import { tokenAmountColumn } from '../../contracts/tokenColumn';
import { sharePercent, totalValue } from './erc20Value';

type Balance = z.output<typeof Erc20TokenBalance>;
const rowId = (b: Balance) => b.address ?? '';

function columns(total: ReturnType<typeof totalValue>['total']): DataColumn<Balance>[] {
  return [
    {
      id: 'token',
      header: 'Token',
      path: 'name',
      kind: 'text',
      size: 260,
      render: (b) => (
        <span className="value-with-copy">
          {b.address ? (
            <Link to={tokenUrl(b.address)}>
              {b.name ?? '—'} <span className="muted">{b.symbol}</span>
            </Link>
          ) : (
            <span>
              {b.name ?? '—'} <span className="muted">{b.symbol}</span>
            </span>
          )}
          {b.tokenReputation === 'Malicious' && (
            <span className="pill failed" title="The API flags this token as malicious (spam)">
              Spam
            </span>
          )}
        </span>
      ),
    },
    { id: 'address', header: 'Contract', path: 'address', kind: 'id', size: 160 },
    tokenAmountColumn('balance', 'Balance', 220, { amount: 'balance', address: 'address', decimals: 'decimals', symbol: 'symbol' }),
    {
      id: 'price',
      header: 'Price',
      path: 'price.value',
      kind: 'text',
      size: 120,
      render: (b) => (b.price ? <Price price={b.price} /> : <span className="muted">No price</span>),
    },
    {
      id: 'value',
      header: 'Value',
      path: 'balanceValue.value',
      kind: 'text',
      size: 140,
      render: (b) => (b.balanceValue ? <Price price={b.balanceValue} /> : '—'),
    },
    {
      id: 'share',
      header: 'Share',
      path: 'balanceValue.value',
      kind: 'text',
      size: 90,
      render: (b) => sharePercent(b.balanceValue?.value, total) ?? '—',
    },
  ];
}

/** ERC-20 balances with price, value and share of the total; spam hidden unless asked (`?spam=shown`). */
export function TokenBalances({ address }: { address: string }) {
  const chain = useChain();
  const showSpam = useHashLocation().query.get('spam') === 'shown';
  const params = { chainId: chain.chainId, address, currency: chain.currency, filterSpamTokens: !showSpam };
  const list = useInfiniteList('listErc20Balances', params, { getRowId: rowId, enabled: chain.ready });
  const { total } = useMemo(() => totalValue(list.items.filter((b) => b.tokenReputation !== 'Malicious')), [list.items]);
  const table = useMemo<TableSpec<Balance>>(() => ({ columns: columns(total), getRowId: rowId, itemNoun: 'tokens' }), [total]);
  return (
    <DataTable
      tableId="address-tokens"
      label="ERC-20 tokens"
      list={list}
      {...table}
      emptyMessage={`This address holds no ERC-20 tokens on ${chain.chainName}${showSpam ? '' : ' (spam tokens hidden)'}.`}
      height={420}
      toolbar={
        <label>
          <input type="checkbox" checked={showSpam} onChange={(e) => setQueryParams({ spam: e.target.checked ? 'shown' : null })} /> Show
          spam tokens
        </label>
      }
    />
  );
}
