import type { ReactNode } from 'react';
import { Link } from '../app/router';

/**
 * "Try an example" on a page that is empty until the user types something: a link to a real
 * item of the live data, so a first-time user sees what the page shows. `why` says what the
 * example is ("an address that just received AVAX").
 */
export function ExampleHint({ to, title, children, why }: { to: string; title: string; children: ReactNode; why: string }) {
  return (
    <p className="example-hint">
      New here? Try an example:{' '}
      <Link to={to} title={title}>
        {children}
      </Link>
      , {why}.
    </p>
  );
}
