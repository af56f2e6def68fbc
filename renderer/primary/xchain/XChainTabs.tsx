import { Link, useHashLocation } from '../../app/router';
import { PRIMARY_PATHS } from '../paths';

/** The X-Chain views: its latest transactions and blocks, an asset's transactions and the vertex DAG by height. */
export function XChainTabs() {
  const { path, query } = useHashLocation();
  // The latest blocks are a view of the latest-activity page, told apart by its query.
  const current = query.get('view') === 'blocks' ? `${path}?view=blocks` : path;
  const tabs = [
    { to: PRIMARY_PATHS.xChainLatest, label: 'Latest transactions' },
    { to: `${PRIMARY_PATHS.xChainLatest}?view=blocks`, label: 'Latest blocks' },
    { to: PRIMARY_PATHS.xChain, label: 'Asset transactions' },
    { to: PRIMARY_PATHS.vertices, label: 'Vertices' },
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
