/**
 * Whether any table's rows are being scrolled now, for work that serves rows at rest and would otherwise be done for
 * every row a scroll passes (contract names: renderer/contracts/contractNamesState.ts). A table says so while its
 * virtualizer reports a scroll (DataTableRows).
 */
let scrolling = 0;
const waiting = new Set<() => void>();

/** A table's scroll began; the function returned says it ended (once). */
export function tableScrollBegan(): () => void {
  scrolling++;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    scrolling--;
    if (scrolling > 0) return;
    const resume = [...waiting];
    waiting.clear();
    for (const then of resume) then();
  };
}

export const anyTableScrolling = (): boolean => scrolling > 0;

/** Runs `then` once no table is scrolling (at once when none is); the same function waits once. */
export function whenTablesRest(then: () => void): void {
  if (scrolling === 0) then();
  else waiting.add(then);
}
