export type CollectionView = 'grid' | 'table';

/** Grid or table for a list of tokens (`?view=`). */
export function ViewToggle({ view, onChange }: { view: CollectionView; onChange: (view: CollectionView) => void }) {
  return (
    <div className="segmented" role="group" aria-label="View">
      <button type="button" aria-pressed={view === 'grid'} onClick={() => onChange('grid')}>
        Grid
      </button>
      <button type="button" aria-pressed={view === 'table'} onClick={() => onChange('table')}>
        Table
      </button>
    </div>
  );
}
