import type { BenchOptions } from './options';
import type { Running } from './processes';
import type { Measured, Report } from './report';
import type { Scenario } from './scenarios';

// What run.ts hands every phase: the options, the report being written, the work folder and the
// measuring function. Phases import this module, never run.ts (which imports them).

/** The bare servers of the run and the folder of captured bodies they answer (baseline-server.ts, same-body.ts). */
export type Bare = { node: Running; hono: Running; bodies: string };

export type Bench = {
  opts: BenchOptions;
  report: Report;
  work: string;
  measure: (scenario: Scenario) => Promise<Measured>;
  /** Started with the first phase, running to the end: the same-body baselines of every phase. */
  bare?: Bare;
};

export const log = (line: string) => console.log(`[bench] ${line}`);

/** Requests per scenario in the quick smoke mode. */
export const QUICK_REQUESTS = 20;
/** autocannon's sampling interval in the quick smoke mode (load.ts: a counted run ends at a sample). */
export const QUICK_SAMPLE_MS = 100;
