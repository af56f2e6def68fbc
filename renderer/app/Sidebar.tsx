import { Link, useHashLocation } from './router';
import { NAV_SECTIONS, routes } from './routes';

function isCurrent(navPath: string, path: string): boolean {
  return path === navPath || path.startsWith(`${navPath}/`);
}

/** The sections of the sidebar, built from the route registry's nav entries in registry order. */
export function Sidebar() {
  const { path } = useHashLocation();
  return (
    <nav className="shell-sidebar" aria-label="Main">
      <Link to="/" className="shell-brand" aria-current={path === '/' ? 'page' : undefined}>
        Ridgeline
      </Link>
      {NAV_SECTIONS.map((section) => {
        const entries = routes.filter((r) => r.nav?.section === section);
        if (entries.length === 0) return null;
        const headingId = `nav-${section.replace(/\s+/g, '-').toLowerCase()}`;
        return (
          <section key={section} className="nav-section" aria-labelledby={headingId}>
            <h2 id={headingId}>{section}</h2>
            <ul>
              {entries.map((r) => (
                <li key={r.path}>
                  <Link to={r.path} aria-current={isCurrent(r.path, path) ? 'page' : undefined}>
                    {r.nav?.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </nav>
  );
}
