import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * A page's secondary panel: `fallback` in the page's first commit, `children` rendered afterwards in a
 * transition. The first view's own render stays small, and an urgent update of it (its first rows
 * arriving) interrupts the panel's render rather than waiting behind it: the home page's latest
 * transactions and TPS sparklines stay out of its latest blocks' passes (bench/NOTES.md "First rows").
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : fallback;
}
