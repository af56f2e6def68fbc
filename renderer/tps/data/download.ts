/** Saves a Blob through the browser's download (Electron turns it into a save dialog). */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // The click starts the download synchronously; revoke on the next turn so it has the URL.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name stamp such as 2025-01-31T12-00-00Z (no colons: they are not allowed on Windows). */
export const fileStamp = (d = new Date()): string =>
  d
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
