import { Link, useHashLocation } from '../../app/router';
import { ROUTES } from '../../app/urls';

/** The X-Chain views: its latest transactions and blocks, an asset's transactions and the vertex DAG by height. */
export function XChainTabs() {
  const { path, query } = useHashLocation();
  // The latest blocks are a view of the latest-activity page, told apart by its query.
  const current = query.get('view') === 'blocks' ? `${path}?view=blocks` : path;
  const tabs = [
    { to: ROUTES.xChainLatest, label: 'Latest transactions' },
    { to: `${ROUTES.xChainLatest}?view=blocks`, label: 'Latest blocks' },
    { to: ROUTES.xChain, label: 'Asset transactions' },
    { to: ROUTES.latestVertices, label: 'Latest vertices' },
    { to: ROUTES.vertices, label: 'Vertices' },
  ];
  return (
    <nav aria-label="X-Chain views" className="segmented" style={{ marginBottom: 12 }}>
      {tabs.map((t) => (
        <Link key={t.to} to={t.to} className="button" aria-current={current === t.to ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
