import type { ReactNode } from 'react';

/** One term/value pair of a details list; a missing value shows a dash (the API omits some fields). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children ?? '—'}</dd>
    </>
  );
}
