/** A table row's "Remove" button, named for what it removes; the click does not also open the row. */
export function RowRemoveButton({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      className="icon danger"
      aria-label={name}
      onClick={(e) => {
        e.stopPropagation();
        onRemove();
      }}
    >
      Remove
    </button>
  );
}
