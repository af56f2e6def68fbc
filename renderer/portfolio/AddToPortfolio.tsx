import { useEffect, useState, type FormEvent } from 'react';
import type { PortfolioMember } from '../../shared/bridge/portfolioChannels';
import { Link } from '../app/router';
import { portfolioUrl } from '../app/urls';
import { ensurePortfoliosLoaded, usePortfolios } from './portfolioState';
import { useBridgeAction } from './useBridgeAction';

const NEW = '';

/**
 * "Add to portfolio" on an address page: opens a small form to pick a portfolio (or name a new
 * one) and adds the address of the page; says where it went, with a link.
 */
export function AddToPortfolio({ member }: { member: PortfolioMember }) {
  const portfolios = usePortfolios((s) => s.portfolios);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const { run, busy, invalid, message } = useBridgeAction();
  useEffect(() => {
    if (open) ensurePortfoliosLoaded();
  }, [open]);
  const chosen = target ?? portfolios[0]?.id ?? NEW;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let into = portfolios.find((p) => p.id === chosen);
    const ok = await run(async () => {
      if (!into) {
        await usePortfolios.getState().change(async (api) => {
          // The ids before, asked of the main process: the renderer's copy may not have loaded yet, and then every
          // portfolio would look new.
          const before = new Set((await api.list()).map((p) => p.id));
          const after = await api.create(name);
          into = after.find((p) => !before.has(p.id));
          return after;
        });
      }
      await usePortfolios.getState().change((api) => api.addMember(into!.id, member));
    });
    if (ok && into) {
      setAdded({ id: into.id, name: into.name });
      setOpen(false);
    }
  };
  if (!open)
    return (
      <span className="add-to-portfolio">
        <button type="button" onClick={() => (setOpen(true), setAdded(null))}>
          Add to portfolio
        </button>
        {added && (
          <span role="status">
            {' '}
            Added to <Link to={portfolioUrl(added.id)}>{added.name}</Link>
          </span>
        )}
      </span>
    );
  return (
    <form className="form-row add-to-portfolio" aria-label="Add to portfolio" onSubmit={(e) => void submit(e)} noValidate>
      <label>
        Portfolio
        <select value={chosen} onChange={(e) => setTarget(e.target.value)}>
          {portfolios.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
          <option value={NEW}>New portfolio…</option>
        </select>
      </label>
      {chosen === NEW && (
        <label>
          Name
          <input value={name} maxLength={64} onChange={(e) => setName(e.target.value)} {...invalid('name')} />
        </label>
      )}
      <button type="submit" className="primary" disabled={busy}>
        Add
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Cancel
      </button>
      {message}
    </form>
  );
}
