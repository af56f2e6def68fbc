import { useEffect, useState, type FormEvent } from 'react';
import type { HistorySpan, Portfolio } from '../../shared/bridge/portfolioChannels';
import { navigate, useRouteParams } from '../app/router';
import { ROUTES } from '../app/urls';
import { ErrorState } from '../components/ErrorState';
import { Hash } from '../components/Hash';
import { PageHeader } from '../components/PageHeader';
import { RowRemoveButton } from '../components/RowRemoveButton';
import { SkeletonLines } from '../components/Skeleton';
import { StaticTable, type StaticColumn } from '../components/StaticTable';
import { AddMemberForm } from './AddMemberForm';
import { ChainLink, type Chains } from './ChainLink';
import { addressLink, HoldingsSummary } from './HoldingsSummary';
import { ensurePortfoliosLoaded, usePortfolios } from './portfolioState';
import { useBridgeAction } from './useBridgeAction';
import { usePortfolioHoldings } from './usePortfolioHoldings';
import { PortfolioReportButton } from './PortfolioReportButton';
import { ValueHistory } from './ValueHistory';
import './portfolio.css';

/** One portfolio: its addresses (add, remove), what they hold now by chain, asset and category, and its value over time. */
export function PortfolioPage() {
  const { portfolioId = '' } = useRouteParams();
  const { portfolios, loaded, loadError } = usePortfolios();
  useEffect(ensurePortfoliosLoaded, []);
  const portfolio = portfolios.find((p) => p.id === portfolioId);
  if (loadError)
    return <ErrorState error={new Error(loadError)} onRetry={() => void usePortfolios.getState().load()} what="the portfolios" />;
  if (!loaded) return <SkeletonLines lines={4} label="Loading the portfolio" />;
  if (!portfolio)
    return (
      <>
        <PageHeader title="Portfolio" />
        <p role="alert" className="field-error">
          There is no portfolio with id "{portfolioId}"; it may have been deleted. See <a href={`#${ROUTES.portfolios}`}>Portfolios</a>.
        </p>
      </>
    );
  return <PortfolioView key={portfolio.id} portfolio={portfolio} />;
}

type Member = Portfolio['members'][number];

/** A member's address, the chains it is read on, and its remove button. */
const memberColumns = (chains: Chains, remove: (address: string) => void): StaticColumn<Member>[] => [
  {
    header: 'Address',
    cell: (m) => <Hash value={m.kind === 'evm' ? m.address : `P-${m.address}`} to={addressLink(m.address)} label="address" full />,
  },
  {
    header: 'Chains',
    cell: (m) =>
      (m.kind === 'evm' ? m.chainIds : ['p', 'x', 'c']).map((c, i) => (
        <span key={c}>
          {i > 0 && ', '}
          <ChainLink chainId={c} chains={chains} />
        </span>
      )),
  },
  {
    header: 'Remove',
    cell: (m) => <RowRemoveButton name={`Remove ${m.address} from the portfolio`} onRemove={() => remove(m.address)} />,
  },
];

function PortfolioView({ portfolio }: { portfolio: Portfolio }) {
  const holdings = usePortfolioHoldings(portfolio);
  const [days, setDays] = useState<HistorySpan>(30);
  const removal = useBridgeAction();
  const remove = (address: string) =>
    void removal.run(() => usePortfolios.getState().change((api) => api.removeMember(portfolio.id, address)));
  return (
    <>
      <PageHeader
        title={portfolio.name}
        subtitle="Portfolio"
        actions={
          <div className="portfolio-header-actions">
            <PortfolioActions portfolio={portfolio} />
            {portfolio.members.length > 0 && <PortfolioReportButton portfolio={portfolio} days={days} />}
          </div>
        }
      />
      <section aria-labelledby="members">
        <h2 id="members">Addresses</h2>
        <AddMemberForm portfolioId={portfolio.id} />
        {removal.message}
        {portfolio.members.length === 0 ? (
          <p>No addresses yet. Add one above, or with "Add to portfolio" on an address page.</p>
        ) : (
          <StaticTable
            label="Addresses of the portfolio"
            columns={memberColumns(holdings.chains, remove)}
            rows={portfolio.members}
            rowKey={(m) => m.address}
          />
        )}
      </section>
      {portfolio.members.length > 0 && (
        <>
          <HoldingsSummary data={holdings} />
          <ValueHistory portfolio={portfolio} days={days} setDays={setDays} />
        </>
      )}
    </>
  );
}

/** Rename and delete. */
function PortfolioActions({ portfolio }: { portfolio: Portfolio }) {
  const [name, setName] = useState(portfolio.name);
  const { run, busy, invalid, message } = useBridgeAction();
  const rename = (e: FormEvent) => {
    e.preventDefault();
    void run(() => usePortfolios.getState().change((api) => api.rename(portfolio.id, name)));
  };
  const remove = async () => {
    if (!window.confirm(`Delete the portfolio "${portfolio.name}"? Its addresses stay in the address book and on the chains.`)) return;
    if (await run(() => usePortfolios.getState().change((api) => api.remove(portfolio.id)))) navigate(ROUTES.portfolios);
  };
  return (
    <form className="form-row portfolio-rename" aria-label="Rename the portfolio" onSubmit={rename} noValidate>
      <label>
        Name
        <input value={name} maxLength={64} onChange={(e) => setName(e.target.value)} {...invalid('name')} />
      </label>
      <button type="submit" disabled={busy || name === portfolio.name}>
        Rename
      </button>
      <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
        Delete portfolio
      </button>
      {message}
    </form>
  );
}
