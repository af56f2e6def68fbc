/** The text of each cell of the grid or table row holding `el` (the row itself, a cell or anything in one), in order. */
export function rowCells(el: Element): string[] {
  const row = el.closest('[role=row], tr');
  if (!row) throw new Error(`no row holds ${el.outerHTML.slice(0, 80)}`);
  return [...row.querySelectorAll('[role=gridcell], [role=cell], [role=rowheader], td, th')].map((c) => c.textContent ?? '');
}

/** The 1-based `aria-rowindex` of the row holding `el`: where the grid tells assistive technology the row sits. */
export function rowIndexOf(el: Element): number {
  return Number(el.closest('[role=row]')?.getAttribute('aria-rowindex'));
}

/** The text of the first cell of each of a grid's rows, in the order shown (no header, no end-of-list row). */
export function firstCellsOf(grid: HTMLElement): (string | null)[] {
  return [...grid.querySelectorAll('[role=row]')].slice(1, -1).map((row) => row.querySelector('[role=gridcell]')!.textContent);
}
