import type { Portfolio } from '../../shared/bridge/portfolioChannels';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '../app/router';
import { portfolioUrl } from '../app/urls';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { SkeletonLines } from '../components/Skeleton';
import { StaticTable, type StaticColumn } from '../components/StaticTable';
import { ensurePortfoliosLoaded, usePortfolios } from './portfolioState';
import { useBridgeAction } from './useBridgeAction';
import './portfolio.css';

const columns: StaticColumn<Portfolio>[] = [
  { header: 'Name', cell: (p) => <Link to={portfolioUrl(p.id)}>{p.name}</Link> },
  { header: 'Addresses', num: true, cell: (p) => p.members.length },
];

/** Tools > Portfolios: every portfolio with its number of addresses, and a form to start one. */
export function PortfoliosPage() {
  const { portfolios, loaded, loadError } = usePortfolios();
  useEffect(ensurePortfoliosLoaded, []);
  return (
    <>
      <PageHeader title="Portfolios" subtitle="Named sets of your addresses across the P-, X-, C-Chain and L1s, kept on this computer" />
      <CreatePortfolioForm />
      {loadError ? (
        <ErrorState error={new Error(loadError)} onRetry={() => void usePortfolios.getState().load()} what="the portfolios" />
      ) : !loaded ? (
        <SkeletonLines lines={3} label="Loading portfolios" />
      ) : portfolios.length === 0 ? (
        <EmptyState>No portfolios yet. Create one here, or with "Add to portfolio" on an address page.</EmptyState>
      ) : (
        <StaticTable label="Portfolios" className="static-table portfolio-list" columns={columns} rows={portfolios} rowKey={(p) => p.id} />
      )}
    </>
  );
}

function CreatePortfolioForm() {
  const [name, setName] = useState('');
  const { run, busy, invalid, message } = useBridgeAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await run(() => usePortfolios.getState().change((api) => api.create(name)))) setName('');
  };
  return (
    <form className="form-row" aria-label="New portfolio" onSubmit={(e) => void submit(e)} noValidate>
      <label>
        Name
        <input value={name} maxLength={64} onChange={(e) => setName(e.target.value)} {...invalid('name')} />
      </label>
      <button type="submit" className="primary" disabled={busy}>
        Create portfolio
      </button>
      {message}
    </form>
  );
}
