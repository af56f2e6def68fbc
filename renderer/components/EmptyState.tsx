import type { ReactNode } from 'react';

/** Says what is empty, e.g. "This address holds no collectibles on Summit." */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="state" role="status">
      {children}
    </div>
  );
}
