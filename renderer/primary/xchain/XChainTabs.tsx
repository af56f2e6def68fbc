import { Link, useHashLocation } from '../../app/router';
import { ROUTES } from '../../app/urls';

/** The X-Chain views: its latest transactions, an asset's transactions and the vertex DAG by height. */
export function XChainTabs() {
  const { path } = useHashLocation();
  const tabs = [
    { to: ROUTES.xChainLatest, label: 'Latest transactions' },
    { to: ROUTES.xChain, label: 'Asset transactions' },
    { to: ROUTES.vertices, label: 'Vertices' },
  ];
  return (
    <nav aria-label="X-Chain views" className="segmented" style={{ marginBottom: 12 }}>
      {tabs.map((t) => (
        <Link key={t.to} to={t.to} className="button" aria-current={path === t.to ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
