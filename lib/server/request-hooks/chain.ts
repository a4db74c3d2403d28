import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { processSlot } from '@/lib/server/process-state';
import { trackRequest } from '@/lib/server/runtime/idle-connections';

/** Hands the request to the next step, and after the last one to Next. Returns what emit returns. */
export type Next = () => boolean;
/** One step in front of Next: answers the request itself, or changes it and calls `next` (now or later). */
export type RequestStep = (request: IncomingMessage, response: ServerResponse, next: Next) => boolean;

/**
 * The steps in the order they see a request (docs/decisions/0003-request-hook-chain.md says why each
 * exists and why here): the drain after early answers must see every request that has a body; the
 * method guard answers refused methods and junk paths before anything else reads them; the client's
 * address and protocol are settled before the page cache keys or answers a page; the page cache
 * answers its copies before the fair-start queue, which hands Next the rest a few per loop turn.
 */
export const STEP_ORDER = ['early-answer', 'method-guard', 'client-address', 'page-cache', 'fair-start'] as const;
export type StepName = (typeof STEP_ORDER)[number];

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
type Chain = { steps: Map<StepName, RequestStep>; running: RequestStep[]; emit?: Emit; wrapper?: Emit };

// In the process registry: the chain is installed from instrumentation, and read (stepEnabled) by
// route handlers and server components, which Next bundles apart.
const chain = () => processSlot<Chain>('requestHooks', () => ({ steps: new Map(), running: [] }));

/**
 * Next's server (`next start` and the standalone server.js alike) is an http.Server made by
 * next/dist/server/lib/start-server.js, and Next offers no hook before its own request handling. So
 * the 'request' event of every http.Server goes through the chain: this one wrap of
 * http.Server.prototype.emit, put on when the first step is enabled and taken off with the last.
 */
function wrapEmit(c: Chain): void {
  if (c.wrapper) return;
  const emit = http.Server.prototype.emit as Emit;
  const wrapper: Emit = function requestChain(this: http.Server, event, ...args) {
    const steps = c.running;
    if (event !== 'request' || steps.length === 0) return emit.call(this, event, ...args);
    const [request, response] = args as [IncomingMessage, ServerResponse];
    // Shutdown closes the connections once nothing is in flight (lib/server/runtime/idle-connections.ts).
    trackRequest(this, response);
    const run = (index: number): boolean =>
      index < steps.length ? steps[index](request, response, () => run(index + 1)) : emit.call(this, event, request, response);
    return run(0);
  };
  c.emit = emit;
  c.wrapper = wrapper;
  http.Server.prototype.emit = wrapper as typeof http.Server.prototype.emit;
}

function unwrapEmit(c: Chain): void {
  // Taken off only when nothing has wrapped emit since (a test may have, around the chain).
  if (!c.wrapper || (http.Server.prototype.emit as Emit) !== c.wrapper) return;
  http.Server.prototype.emit = c.emit as typeof http.Server.prototype.emit;
  c.wrapper = undefined;
}

const arrange = (c: Chain) => {
  c.running = STEP_ORDER.flatMap((name) => c.steps.get(name) ?? []);
};

/**
 * Puts `step` in its place in the chain. A place already taken keeps its step (the chain is installed
 * once per process, whichever bundle asks again); an absent step (a feature turned off) is nothing.
 * Returns what takes the step out again.
 */
export function enableStep(name: StepName, step: RequestStep | undefined): () => void {
  const c = chain();
  if (!step || c.steps.has(name)) return () => undefined;
  c.steps.set(name, step);
  arrange(c);
  wrapEmit(c);
  return () => {
    if (c.steps.get(name) !== step) return;
    c.steps.delete(name);
    arrange(c);
    if (c.steps.size === 0) unwrapEmit(c);
  };
}

/** Whether `name` is in the chain of this process (whichever bundle asks). */
export function stepEnabled(name: StepName): boolean {
  return chain().steps.has(name);
}
