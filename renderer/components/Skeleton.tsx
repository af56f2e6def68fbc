/** A placeholder bar while data loads; `label` is what screen readers hear instead. */
export function Skeleton({ width = '100%', label }: { width?: string; label?: string }) {
  return (
    <span
      className="skeleton"
      style={{ width }}
      aria-hidden={label ? undefined : true}
      role={label ? 'status' : undefined}
      aria-label={label}
    />
  );
}

/** A block of skeleton lines for a loading section. */
export function SkeletonLines({ lines = 4, label = 'Loading' }: { lines?: number; label?: string }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} style={{ margin: '8px 0' }}>
          <Skeleton width={`${90 - ((i * 17) % 40)}%`} />
        </div>
      ))}
    </div>
  );
}
