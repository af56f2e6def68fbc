import type { ReactNode } from 'react';
import { groupHoldings, HOLDING_CATEGORIES, totalValue, type Holding, type HoldingGroup } from '../../shared/portfolio/holdings';
import { addressUrl, pxAddressUrl } from '../app/urls';
import { Amount } from '../components/Amount';
import { ErrorState } from '../components/ErrorState';
import { Hash } from '../components/Hash';
import { Price } from '../components/Price';
import { Skeleton } from '../components/Skeleton';
import { StaticTable, type StaticColumn } from '../components/StaticTable';
import { ChainLink } from './ChainLink';
import type { HoldingPart, usePortfolioHoldings } from './usePortfolioHoldings';

type Holdings = ReturnType<typeof usePortfolioHoldings>;

/** What the portfolio holds now: the total value, then sums by chain, by asset and by category, and each request's state. */
export function HoldingsSummary({ data }: { data: Holdings }) {
  const { holdings, parts, currency, chains } = data;
  const waiting = parts.filter((p) => p.isPending || p.isError);
  const money = (value: string | undefined) =>
    value === undefined ? <span className="muted">no price</span> : <Price price={{ currencyCode: currency, value }} />;
  return (
    <section aria-labelledby="holdings" className="portfolio-holdings">
      <h2 id="holdings">Holdings now</h2>
      <dl className="fields" aria-label="Portfolio total">
        <dt>Total value</dt>
        <dd className="portfolio-total">{money(totalValue(holdings))}</dd>
      </dl>
      {waiting.length > 0 && (
        <p className="muted" role="status">
          Not counted yet: {waiting.map((p) => `${p.what} of ${p.address} (${p.isError ? 'failed' : 'loading'})`).join(', ')}.
        </p>
      )}
      <div className="portfolio-sums">
        <GroupTable
          title="By chain"
          groups={groupHoldings(holdings, 'chain')}
          name={(g) => <ChainLink chainId={g.key} chains={chains} />}
          money={money}
        />
        <GroupTable
          title="By asset"
          groups={groupHoldings(holdings, 'assetKey')}
          name={(g) => assetName(g.assets[0], chains)}
          money={money}
        />
        <GroupTable
          title="By category"
          groups={sortByCategory(groupHoldings(holdings, 'category'))}
          name={(g) => g.key[0].toUpperCase() + g.key.slice(1)}
          money={money}
        />
      </div>
      <PartsTable parts={parts} chains={chains} />
    </section>
  );
}

const sortByCategory = (groups: HoldingGroup[]) =>
  [...groups].sort((a, b) => HOLDING_CATEGORIES.indexOf(a.key as never) - HOLDING_CATEGORIES.indexOf(b.key as never));

function GroupTable({
  title,
  groups,
  name,
  money,
}: {
  title: string;
  groups: HoldingGroup[];
  name: (g: HoldingGroup) => ReactNode;
  money: (value: string | undefined) => ReactNode;
}) {
  const columns: StaticColumn<HoldingGroup>[] = [
    { header: title.replace('By ', '').replace(/^./, (c) => c.toUpperCase()), rowHeader: true, cell: name },
    {
      header: 'Amount',
      num: true,
      cell: (g) =>
        g.assets.map((a) => (
          <div key={a.assetKey}>
            <Amount value={a.amount} decimals={a.decimals} unit={a.symbol} />
          </div>
        )),
    },
    {
      header: 'Value',
      num: true,
      cell: (g) => (
        <>
          {money(g.value)}
          {g.unpriced > 0 && g.value !== undefined && <div className="muted">{g.unpriced} without a price not counted</div>}
        </>
      ),
    },
  ];
  return (
    <StaticTable
      label={`Holdings ${title.toLowerCase()}`}
      caption={title}
      columns={columns}
      rows={groups}
      rowKey={(g) => g.key}
      empty="Nothing held yet."
    />
  );
}

/** Every request behind the sums, with its own loading, error and retry. */
function PartsTable({ parts, chains }: { parts: HoldingPart[]; chains: Holdings['chains'] }) {
  const columns: StaticColumn<HoldingPart>[] = [
    {
      header: 'Address',
      cell: (p) => <Hash value={p.address.startsWith('0x') ? p.address : `P-${p.address}`} to={addressLink(p.address)} label="address" />,
    },
    { header: 'Chain', cell: (p) => <ChainLink chainId={p.chain} chains={chains} /> },
    { header: 'What', cell: (p) => p.what.replace(/ on chain .*/, '') },
    {
      header: 'State',
      cell: (p) =>
        p.isError ? (
          <ErrorState error={p.error} onRetry={p.refetch} what={`the ${p.what}`} />
        ) : p.isPending ? (
          <Skeleton width="5em" label={`Loading ${p.what}`} />
        ) : (
          'read'
        ),
    },
  ];
  return <StaticTable label="Balances read" caption="Balances read" columns={columns} rows={parts} rowKey={(p) => p.key} />;
}

/** An EVM chain's native token is named with its chain (AVAX on the C-Chain has 18 decimals, the Primary Network's AVAX 9). */
function assetName(asset: HoldingGroup['assets'][number], chains: Holdings['chains']) {
  if (!asset.assetKey.startsWith('native:')) return asset.symbol;
  const chainId = asset.assetKey.slice('native:'.length);
  return `${asset.symbol} on ${chains.find((c) => c.chainId === chainId)?.chainName ?? `chain ${chainId}`}`;
}

export const addressLink = (address: string) => (address.startsWith('0x') ? addressUrl(address) : pxAddressUrl(`P-${address}`));

export type { Holding };
