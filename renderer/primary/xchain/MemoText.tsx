import { decodeMemo } from './decodeMemo';

/** A transaction memo: its text when the bytes are text, otherwise the bytes in hex, marked as such. */
export function MemoText({ memo }: { memo: string | undefined }) {
  const decoded = decodeMemo(memo);
  if (decoded.kind === 'empty') return <span className="muted">—</span>;
  if (decoded.kind === 'text') return <span title={memo}>“{decoded.text}”</span>;
  return (
    <span className="mono" title="The memo's bytes are not text">
      {decoded.hex} <span className="muted">(bytes)</span>
    </span>
  );
}
