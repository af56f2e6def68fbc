import { PageHeader } from '../components/PageHeader';
import { ExportForm } from './ExportForm';
import { ExportHistory } from './ExportHistory';
import './exports.css';

/** Tools > Exports: start a server-side transaction export; follow every export and report. */
export function ExportsPage() {
  return (
    <>
      <PageHeader title="Exports" subtitle="Transaction history and list reports, as files" />
      <ExportForm />
      <section aria-labelledby="export-history-heading">
        <h2 id="export-history-heading">History</h2>
        <ExportHistory />
      </section>
    </>
  );
}
