import fs from 'node:fs';
import { groupProcesses } from './cpu-share';
import type { LoadResult } from './load';

// The pure parts of the before-and-after phase (versions-phase.ts): reading a process group's memory
// and stating two versions' alternated runs as one line.

/** The last commit on Next 15.5: 76e928d moved to 16 (issue 33). `--before=REF` names another. */
export const DEFAULT_BEFORE_REF = 'b15f379';

/** Resident memory (kB) of one process from the text of /proc/<pid>/status. */
export function rssKbOf(status: string): number | undefined {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
  return match ? Number(match[1]) : undefined;
}

/** The resident memory of every live process of a process group, largest first (MB); empty off Linux. */
export function groupRssMb(pgid: number): Array<{ pid: number; command: string; mb: number }> {
  const found: Array<{ pid: number; command: string; mb: number }> = [];
  for (const { pid } of groupProcesses(pgid) ?? []) {
    try {
      const kb = rssKbOf(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).slice(0, 3).join(' ');
      if (kb !== undefined) found.push({ pid, command, mb: Math.round(kb / 102.4) / 10 });
    } catch {
      // gone meanwhile
    }
  }
  return found.sort((a, b) => b.mb - a.mb);
}

export type Side = 'before' | 'after';

/** Runs of one scenario on each version, taken in turn (before, after, before, after…). */
export type Alternated = Record<Side, LoadResult[]>;

const mean = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const round = (value: number, places = 0) => Math.round(value * 10 ** places) / 10 ** places;

/** One version's runs in one phrase: mean throughput (each run's), mean p50, and whether any answer failed. */
export function sideSummary(runs: LoadResult[]): { rps: number; p50: number; text: string; failed: number } {
  const rps = round(mean(runs.map((r) => r.rps)));
  const p50 = round(mean(runs.map((r) => r.p50)), 1);
  const failed = runs.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  const each = runs.map((r) => r.rps).join(' / ');
  return { rps, p50, failed, text: `${rps} req/s (runs ${each}), p50 ${p50} ms${failed ? `, ${failed} failed answers` : ''}` };
}

/** "15.5: … · 16: … · 16 ÷ 15.5 = 1.23" for one scenario. */
export function compareLine(runs: Alternated, labels: Record<Side, string>): { value: string; ratio: number } {
  const before = sideSummary(runs.before);
  const after = sideSummary(runs.after);
  const ratio = before.rps > 0 ? round(after.rps / before.rps, 2) : 0;
  return { ratio, value: `${labels.before}: ${before.text} · ${labels.after}: ${after.text} · ${labels.after} ÷ ${labels.before} = ${ratio}` };
}
