import fs from 'node:fs';
import path from 'node:path';
import type { Bench } from './context';
import { log } from './context';
import { load } from './load';
import type { Running } from './processes';
import { busiestProfile, describeSummary, summariseProfile, type Window } from './profile';
import { applyRatios, type Measured } from './report';
import type { Scenario } from './scenarios';

/** The result that missed its target by the most (share of its target reached), among these ids. */
export function worstMiss(results: Measured[], ids: ReadonlySet<string>): Measured | undefined {
  const missed = results.filter((r) => ids.has(r.id) && r.pass === false && r.target && r.errors + r.timeouts + r.non2xx === 0);
  return missed.sort((a, b) => (a.ratio ?? 0) / a.target! - (b.ratio ?? 0) / b.target!)[0];
}

/**
 * Runs the worst-missed of these scenarios again against a fresh server started with V8's CPU
 * profiler (start(dir) passes --cpu-prof --cpu-prof-dir=dir), stops it (the profile is written on
 * exit) and puts what the profile shows beside the missed target. Skipped in the smoke mode.
 */
export async function profileWorstMiss(bench: Bench, scenarios: Scenario[], start: (profileDir: string) => Promise<Running>): Promise<void> {
  if (bench.opts.quick) return;
  applyRatios(bench.report.results);
  const missed = worstMiss(bench.report.results, new Set(scenarios.map((s) => s.id)));
  const scenario = missed && scenarios.find((s) => s.id === missed.id);
  if (!missed || !scenario) return;
  const dir = path.join(bench.work, `profile-${missed.id.replace(/[^\w-]+/g, '_')}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  log(`profiling ${missed.title} (missed its target)…`);
  const nowUs = () => Number(process.hrtime.bigint() / 1000n);
  let window: Window;
  try {
    const server = await start(dir);
    const origin = new URL(scenario.url).origin;
    const url = `${server.url}${scenario.url.slice(origin.length)}`;
    try {
      const base = { url, connections: bench.opts.connections, durationSeconds: bench.opts.durationSeconds, ...scenario.load };
      await load({ ...base, connections: Math.min(10, bench.opts.connections), durationSeconds: 2 });
      const fromUs = nowUs();
      await load(base);
      window = { fromUs, toUs: nowUs() };
    } finally {
      await server.stop();
    }
  } catch (error) {
    bench.report.notes.push(`${missed.title}: profiling failed (${(error as Error).message}).`);
    return;
  }
  const profile = busiestProfile(dir, window);
  if (!profile) {
    bench.report.notes.push(`${missed.title}: the profiled server wrote no CPU profile.`);
    return;
  }
  const summary = summariseProfile(profile, 12, window);
  missed.profile = describeSummary(summary);
  bench.report.figures.push({ section: 'CPU profiles of missed targets (self time)', name: missed.title, value: missed.profile });
}
