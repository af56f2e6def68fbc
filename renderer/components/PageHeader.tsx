import type { ReactNode } from 'react';

/** The page's one h1, an optional subtitle and actions on the right. */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {subtitle && <span className="subtitle">{subtitle}</span>}
      {actions && <div className="actions">{actions}</div>}
    </header>
  );
}
