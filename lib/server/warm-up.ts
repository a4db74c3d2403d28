import { logger } from '@/lib/server/observability/log';
import { processSlot } from '@/lib/server/process-state';
import { WARM_PATHS } from '@/lib/navigation/routes';

/**
 * A new Next process loads each route's code, compiles it and fills its caches on the first views.
 * Under a full load those first renders take many turns of a busy event loop: in the soak, 200
 * clients arriving at once on a cold process waited up to 25 s. So the first /api/ready call views
 * the main public pages and lists once, and readiness waits until that is done: a balancer sends
 * traffic to a process whose pages are already rendered and kept. The pages and reads are marked `warm`
 * in the route table (lib/navigation/routes.ts).
 */
export { WARM_PATHS };

type WarmUp = { state: 'cold' | 'warming' | 'warm'; tookMs?: number };

// In the process registry: Next bundles each route handler apart.
const warmUp = () => processSlot<WarmUp>('warmUp', () => ({ state: 'cold' }));

export function warmUpState(): WarmUp['state'] {
  return warmUp().state;
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** Starts viewing WARM_PATHS once, through the first of `origins` that answers; later calls do nothing. */
export function startWarmUp(origins: string[]): void {
  const w = warmUp();
  if (w.state !== 'cold') return;
  w.state = 'warming';
  const started = performance.now();
  void (async () => {
    let origin: string | undefined;
    for (const candidate of origins) {
      if (await answers(candidate)) {
        origin = candidate;
        break;
      }
    }
    for (const path of origin ? WARM_PATHS : []) {
      // A failing page is the database's or the page's own problem, which readiness and logs report.
      await fetch(`${origin}${path}`, { headers: { 'accept-language': 'zh-CN,zh;q=0.9', 'accept-encoding': 'gzip' }, signal: AbortSignal.timeout(30_000) })
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
    }
    w.tookMs = Math.round(performance.now() - started);
    w.state = 'warm';
    logger().info({ origin, paths: WARM_PATHS.length, ms: w.tookMs }, origin ? 'warm-up done' : 'warm-up skipped: no origin answered');
  })();
}
