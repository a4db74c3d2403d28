import { nowIsoOf } from '@/lib/server/app-context';
import type { Db } from '@/lib/server/db';
import { logger, errorFields } from '@/lib/server/observability/log';
import { processSlot } from '@/lib/server/process-state';
import { refreshScreen } from '@/lib/server/services/screen/refresh';

/**
 * The data screen's aggregates job (issue 32): every few seconds, the days whose detail rows changed
 * since each source's watermark are recounted (services/screen/refresh.ts). A job rather than the write
 * path because enrolments, certificates, exams, jobs and claims are written by some twenty services, the
 * seed, imports and scripts: the job sees every one of them, and a write never waits for the screen.
 * Once per process; a run never overlaps the previous one. Every instance may run it: a recount is
 * idempotent, and writes only when a count moved.
 */
export const SCREEN_JOB_SECONDS = 5;

const state = processSlot<{ timer?: ReturnType<typeof setInterval>; running?: boolean }>('screenJob', () => ({}));

export async function runScreenJob(db: Db): Promise<boolean> {
  if (state.running) return false;
  state.running = true;
  try {
    return await refreshScreen(db, nowIsoOf(db));
  } finally {
    state.running = false;
  }
}

export function startScreenJob(db: () => Promise<Db>, seconds = SCREEN_JOB_SECONDS): void {
  if (state.timer) return;
  state.timer = setInterval(() => {
    db()
      .then(runScreenJob)
      .catch((error: unknown) => logger().warn(errorFields(error), 'data screen job failed; it runs again shortly'));
  }, seconds * 1000);
  state.timer.unref();
}
