import { goalsTable } from './goals';
import { figure, format, type Row } from './stats';

export interface BenchResults {
  commit: string;
  date: string;
  machine: { cores: number; cpu: string; memoryGiB: number; node: string; platform: string };
  notes: string[];
  rows: Row[];
}

/** Collects the figures of every benchmark in the order they ran. */
export class Recorder {
  readonly rows: Row[] = [];
  readonly notes: string[] = [];

  add(group: string, name: string, unit: string, values: number[], better: Row['better']): void {
    const row = { group, name, unit, better, ...figure(values) };
    this.rows.push(row);
    console.log(`  ${group} | ${name}: ${format(row.median)} ${unit} (p95 ${format(row.p95)}, ${row.runs} runs)`);
  }

  note(text: string): void {
    this.notes.push(text);
  }
}

const SERVICE_ROW = /^(.*), (\d+) conn: (.*)$/;
const SERVICE_COLUMNS = [
  'throughput',
  'p50 latency',
  'p99 latency',
  'mean latency',
  'floor (pre-rendered bytes, node:http) / service throughput',
];

/** The service's figures as one line per request and connection count; the others one line each. */
export function markdown(results: BenchResults): string {
  const m = results.machine;
  const cell = (r: Row | undefined) => (r ? `${format(r.median)} (${format(r.p95)})` : '');
  const service = new Map<string, Map<string, Row>>();
  const others: Row[] = [];
  for (const r of results.rows) {
    const parts = r.group.startsWith('service') ? SERVICE_ROW.exec(r.name) : null;
    if (!parts) {
      others.push(r);
      continue;
    }
    const key = `| ${r.group.replace('service ', '')} | ${parts[1]} | ${parts[2]} |`;
    if (!service.has(key)) service.set(key, new Map());
    service.get(key)?.set(parts[3], r);
  }
  const lines = [
    `Measured ${results.date} on commit \`${results.commit}\`: ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB RAM, Node ${m.node}, ${m.platform}.`,
    'Each cell: median (p95) over the runs.',
    '',
    '| scale | request | connections | req/s | p50 ms | p99 ms | mean ms | floor / service |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
    ...[...service].map(([key, cols]) => `${key} ${SERVICE_COLUMNS.map((c) => cell(cols.get(c))).join(' | ')} |`),
    '',
    '| group | measurement | median | p95 | runs | unit |',
    '|---|---|--:|--:|--:|---|',
    ...others.map(
      (r) => `| ${r.group} | ${r.name} | ${format(r.median)} | ${format(r.p95)} | ${r.runs} | ${r.unit} (${r.better} is better) |`,
    ),
  ];
  if (results.notes.length) lines.push('', ...results.notes.map((n) => `- ${n}`));
  // Last, so a reader sees at a glance which goals of the performance issue are met.
  lines.push('', ...goalsTable(results.rows));
  return `${lines.join('\n')}\n`;
}
