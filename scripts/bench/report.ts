import fs from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load';

export type Measured = LoadResult & {
  id: string;
  section: string;
  title: string;
  /** The scenario this one is compared with, and the share of its throughput we aim for. */
  baseline?: string;
  target?: number;
  ratio?: number;
  pass?: boolean;
  note?: string;
  whyMissed?: string;
  /** How the answers were really produced, read from a response's headers (answered.ts). */
  answered?: string;
  /** What a CPU profile of the server during this scenario shows (profile.ts), when its target was missed. */
  profile?: string;
};

export type Figure = {
  section: string; name: string; value: string; target?: string; pass?: boolean; note?: string;
  /** The id of a result this figure restates in one line (sql-floor.ts): a miss is noted once, by that result. */
  restates?: string;
};

export type Report = {
  startedAt: string;
  finishedAt?: string;
  machine: { cpus: number; node: string; platform: string; memoryGb: number };
  settings: { connections: number; durationSeconds: number; quick: boolean };
  results: Measured[];
  figures: Figure[];
  notes: string[];
};

/** Ratios against the baselines measured in the same run: only those compare on a noisy machine. */
export function applyRatios(results: Measured[]): void {
  for (const r of results) {
    if (!r.baseline) continue;
    const base = results.find((b) => b.id === r.baseline);
    if (!base || base.rps === 0) continue;
    r.ratio = Math.round((r.rps / base.rps) * 1000) / 1000;
    if (r.target !== undefined) r.pass = r.ratio >= r.target && r.errors === 0 && r.non2xx === 0;
  }
}

const pct = (n: number) => `${Math.round(n * 1000) / 10} %`;

/** Above this share of a core, the load generator rather than the server set the pace. */
const GENERATOR_BOUND_CORES = 0.85;

/** One line per missed target: by how much, and what the run itself shows about why. */
export function missedTargetNotes({ results, figures }: Pick<Report, 'results' | 'figures'>): string[] {
  const missedFigures = figures
    .filter((f) => f.pass === false && !f.restates)
    .map((f) => `${f.section}, ${f.name}: ${f.value}, target ${f.target}${f.note ? ` (${f.note})` : ''}.`);
  return results
    .filter((r) => r.pass === false)
    .map((r) => {
      const base = results.find((b) => b.id === r.baseline);
      const missed = `${r.title}: ${pct(r.ratio ?? 0)} of ${r.baseline}, target ≥ ${pct(r.target ?? 0)}`;
      if (r.errors || r.timeouts || r.non2xx) return `${missed}; ${r.errors + r.timeouts} errors and ${r.non2xx} non-2xx answers.`;
      const bytes = `${r.bytesPerAnswer} bytes per answer against the baseline's ${base?.bytesPerAnswer ?? '?'}`;
      if (r.cpu && r.cpu.loadGenerator >= GENERATOR_BOUND_CORES) {
        return `${missed}: limited by the load generator (${r.cpu.loadGenerator} cores, the server side ${r.cpu.rest}), reading ${bytes}.`;
      }
      const profile = r.profile ? ` ${r.profile}.` : '';
      return `${missed}: ${r.whyMissed ?? 'no cause recorded'}; ${bytes}${r.cpu ? `, the server side used ${r.cpu.rest} cores` : ''}.${profile}`;
    })
    .concat(missedFigures);
}
/** The scenario's label: how it was answered, then its note. */
function labelOf(r: Pick<Measured, 'answered' | 'note'>): string {
  const parts = [r.answered ? `answered: ${r.answered}` : '', r.note ?? ''].filter(Boolean);
  return parts.length ? ` (${cell(parts.join('; '))})` : '';
}

const mark = (pass: boolean | undefined) => (pass === undefined ? '' : pass ? 'yes' : '**no**');
const cell = (s: string | number | undefined) => String(s ?? '').replace(/\|/g, '\\|');

export function toMarkdown(report: Report): string {
  const out: string[] = [];
  out.push(`# Benchmark ${report.startedAt}`, '');
  const m = report.machine;
  out.push(
    `${m.cpus} CPUs, ${m.memoryGb} GB, Node ${m.node}, ${m.platform}; autocannon on loopback, ${report.settings.connections} connections, ` +
      `${report.settings.durationSeconds} s per scenario${report.settings.quick ? ' (quick smoke mode: figures are not meaningful)' : ''}.`,
    '',
    'CPU cores: what the load generator (autocannon, in the bench process) used during the run, and what the rest of the ' +
      'machine used (the server under test). A generator near one whole core with the rest well below one means the ' +
      'figure is the generator\'s limit, not the server\'s.',
    '',
  );
  const sections = [...new Set(report.results.map((r) => r.section))];
  for (const section of sections) {
    out.push(`## ${section}`, '');
    out.push('| scenario | req/s | p50 ms | p99 ms | non-2xx | errors | bytes/answer | CPU cores: load generator / rest | ratio | target | met |');
    out.push('|---|---:|---:|---:|---:|---:|---:|---|---|---|---|');
    for (const r of report.results.filter((x) => x.section === section)) {
      const vs = r.baseline ? `${pct(r.ratio ?? 0)} of ${r.baseline}` : '';
      const target = r.target !== undefined ? `≥ ${pct(r.target)}` : '';
      out.push(
        `| ${cell(r.title)}${labelOf(r)} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${r.errors + r.timeouts} | ${r.bytesPerAnswer ?? ''} | ${r.cpu ? `${r.cpu.loadGenerator} / ${r.cpu.rest}` : ''} | ${vs} | ${target} | ${mark(r.pass)} |`,
      );
    }
    out.push('');
  }
  const figureSections = [...new Set(report.figures.map((f) => f.section))];
  for (const section of figureSections) {
    out.push(`## ${section}`, '');
    out.push('| figure | value | target | met |', '|---|---|---|---|');
    for (const f of report.figures.filter((x) => x.section === section)) {
      out.push(`| ${cell(f.name)}${f.note ? ` (${cell(f.note)})` : ''} | ${cell(f.value)} | ${cell(f.target)} | ${mark(f.pass)} |`);
    }
    out.push('');
  }
  if (report.notes.length) {
    out.push('## Notes', '');
    for (const n of report.notes) out.push(`- ${n}`);
    out.push('');
  }
  return out.join('\n');
}

export function writeReport(report: Report, dir: string): { json: string; markdown: string } {
  fs.mkdirSync(dir, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const json = path.join(dir, `bench-${stamp}.json`);
  const markdown = path.join(dir, `bench-${stamp}.md`);
  const text = toMarkdown(report);
  fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(markdown, text);
  fs.copyFileSync(json, path.join(dir, 'bench-latest.json'));
  fs.copyFileSync(markdown, path.join(dir, 'bench-latest.md'));
  return { json, markdown };
}
