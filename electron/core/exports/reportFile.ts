import { once } from 'node:events';
import { rename, rm } from 'node:fs/promises';
import { csvRow } from '../../../shared/csv/csvRow';
import type { ExportFormat } from '../../../shared/bridge/exportChannels';
import { partPathOf } from './download';
import { diskError } from './exportError';
import { openPartFile } from './safeFile';

/**
 * A report being written: rows go to `<file>.part` a page at a time (awaiting drain, so memory
 * holds at most a page of text), and `finish` renames it to the final name. CSV gets a header
 * line; JSON is one array of objects keyed by the headers.
 */
export class ReportFile {
  private readonly part: string;
  private readonly out;
  private readonly failed: Promise<never>;
  private written = 0;
  private bytes = 0;

  /** Opens `<file>.part` (a missing or unwritable folder fails here, clearly) and writes the header. */
  static async create(file: string, format: ExportFormat, headers: string[]): Promise<ReportFile> {
    let report: ReportFile;
    try {
      report = new ReportFile(file, format, headers);
    } catch (err) {
      throw diskError(err, partPathOf(file)) ?? err;
    }
    try {
      await report.write(format === 'csv' ? csvRow(headers) : '[');
    } catch (err) {
      await report.discard();
      throw err;
    }
    return report;
  }

  private constructor(
    private readonly file: string,
    private readonly format: ExportFormat,
    private readonly headers: string[],
  ) {
    this.part = partPathOf(file);
    // Never through a link planted at the name (openPartFile); a report always starts from zero.
    this.out = openPartFile(this.part, false);
    this.failed = new Promise<never>((_, reject) => this.out.once('error', reject));
    this.failed.catch(() => {});
  }

  /** A page of rows in one write (one a row queued 100 chunks and 100 awaits a page). */
  async rows(rows: readonly string[][]): Promise<void> {
    let text = '';
    for (const cells of rows) {
      if (this.format === 'csv') {
        text += csvRow(cells);
      } else {
        const obj = Object.fromEntries(this.headers.map((h, i) => [h, cells[i]]));
        text += `${this.written === 0 ? '\n' : ',\n'}${JSON.stringify(obj)}`;
      }
      this.written += 1;
    }
    await this.write(text);
  }

  /** Closes and renames; returns the file's size. */
  async finish(): Promise<number> {
    await this.write(this.format === 'csv' ? '' : '\n]\n');
    this.out.end();
    await this.settle(once(this.out, 'finish'));
    await rename(this.part, this.file);
    return this.bytes;
  }

  /** Stops and removes the part file: cancel and failure leave nothing behind. */
  async discard(): Promise<void> {
    this.out.destroy();
    await rm(this.part, { force: true });
  }

  private async write(text: string): Promise<void> {
    if (!text) return;
    this.bytes += Buffer.byteLength(text);
    if (!this.out.write(text)) await this.settle(once(this.out, 'drain'));
  }

  private async settle(p: Promise<unknown>): Promise<void> {
    try {
      await Promise.race([p, this.failed]);
    } catch (err) {
      throw diskError(err, this.part) ?? err;
    }
  }
}
