let counter = 0;

/** Unique per page load; only has to tell this page's requests apart for their cancels. */
export function newRequestId(): string {
  counter += 1;
  return `r${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}
