import type { FormEvent, ReactNode } from 'react';
import { ReportStatus } from './ReportStatus';
import type { useReportLauncher } from './useReportLauncher';
import './exports.css';

/** A report button's frame: the toggle, its form (fields as children, a refusal under them) and the started report's status. */
export function ReportForm({
  launcher,
  buttonLabel,
  formLabel,
  onSubmit,
  children,
}: {
  launcher: ReturnType<typeof useReportLauncher>;
  buttonLabel: string;
  formLabel: string;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  const { open, setOpen, error, entryId } = launcher;
  return (
    <span className="export-report">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {buttonLabel}
      </button>
      {open && (
        <form className="export-report-form" aria-label={formLabel} onSubmit={onSubmit} noValidate>
          {children}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      <ReportStatus id={entryId} />
    </span>
  );
}
