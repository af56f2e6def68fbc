/** How to answer a GET of a file of `size` bytes, given its Range and If-Range headers (RFC 9110 §14). */
export type RangeAnswer = { status: 200 } | { status: 206; start: number; end: number } | { status: 416 };

export function resolveRange(size: number, headers: { range?: string; ifRange?: string }, etag: string): RangeAnswer {
  const { range, ifRange } = headers;
  // A validator that no longer matches means the client's partial copy is of another file: send it all.
  if (!range || (ifRange !== undefined && ifRange !== etag)) return { status: 200 };
  const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  // Multiple ranges and malformed headers are ignored, as the RFC allows; one range is all a download needs.
  if (!m || (m[1] === '' && m[2] === '')) return { status: 200 };
  let start: number;
  let end: number;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return { status: 416 };
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
    if (m[2] !== '' && Number(m[2]) < start) return { status: 200 };
  }
  if (start >= size) return { status: 416 };
  return { status: 206, start, end };
}
