import { clientAddress } from './client-address';
import { enableStep, STEP_ORDER, stepEnabled, type RequestStep, type StepName } from './chain';
import { earlyAnswer } from './early-answer';
import { fairStart } from './fair-start';
import { methodGuard } from './method-guard';
import { pageCache } from './page-cache';

export type RequestHookSettings = { trustedProxyHops: number; pageCacheSeconds: number; requestsPerTurn: number };

/**
 * Everything that happens in front of Next's own request handling, as one chain in the order of
 * STEP_ORDER (chain.ts), installed once per server process (lib/server/runtime/index.ts): a chain already
 * in place (another bundle's call) is left as it is. Returns what takes it out again.
 */
export function installRequestHooks(settings: RequestHookSettings): () => void {
  if (STEP_ORDER.some(stepEnabled)) return () => undefined;
  const steps: Record<StepName, RequestStep | undefined> = {
    'early-answer': earlyAnswer,
    'method-guard': methodGuard(),
    'client-address': clientAddress(settings.trustedProxyHops),
    'page-cache': pageCache(settings.pageCacheSeconds),
    'fair-start': fairStart(settings.requestsPerTurn),
  };
  const removers = STEP_ORDER.map((name) => enableStep(name, steps[name]));
  return () => removers.forEach((remove) => remove());
}
