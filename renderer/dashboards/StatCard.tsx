import type { ReactNode } from 'react';

/** One figure of a dashboard: its name, its value (a dash until it is known) and an optional note under it. */
export function StatCard({ title, value, note }: { title: string; value: ReactNode | undefined; note?: ReactNode }) {
  return (
    <section className="card stat-card" aria-label={title}>
      <h2>{title}</h2>
      <div className="stat-value">{value ?? '–'}</div>
      {note && <div className="subtitle">{note}</div>}
    </section>
  );
}
