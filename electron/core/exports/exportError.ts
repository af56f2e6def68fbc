export type ExportErrorCode =
  | 'cancelled'
  /** The app is closing: stop without cleaning up, so the next start resumes. */
  | 'interrupted'
  | 'disk-full'
  | 'unwritable'
  | 'http'
  | 'network'
  | 'size-mismatch'
  | 'operation-failed'
  /** The parts of a cut export do not fit together (other columns, no progress). */
  | 'parts-mismatch'
  | 'invalid-request';

/** A failure of an export, a download or a report, with a message written for the person reading it. */
export class ExportError extends Error {
  constructor(
    readonly code: ExportErrorCode,
    message: string,
    /** HTTP status when the failure is an HTTP answer. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ExportError';
  }
}

const DISK_ERRORS: Record<string, { code: ExportErrorCode; what: string }> = {
  ENOSPC: { code: 'disk-full', what: 'the disk is full' },
  EDQUOT: { code: 'disk-full', what: 'the disk quota is exceeded' },
  EACCES: { code: 'unwritable', what: 'permission denied' },
  EPERM: { code: 'unwritable', what: 'operation not permitted' },
  EROFS: { code: 'unwritable', what: 'the file system is read-only' },
  ENOENT: { code: 'unwritable', what: 'the folder does not exist' },
  ENOTDIR: { code: 'unwritable', what: 'a part of the path is not a folder' },
  EISDIR: { code: 'unwritable', what: 'a folder of that name exists' },
};

/** A file-system error as a clear ExportError naming the path; undefined for anything else. */
export function diskError(err: unknown, path: string): ExportError | undefined {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const known = code ? DISK_ERRORS[code] : undefined;
  return known && new ExportError(known.code, `Cannot write ${path}: ${known.what} (${code})`);
}

/** The abort reason used when the app closes: work stops, part files stay for a resume. */
export const shutdown = () => new ExportError('interrupted', 'The app closed; this resumes at the next start');
export const isShutdown = (reason: unknown) => reason instanceof ExportError && reason.code === 'interrupted';
