/**
 * What this server process keeps once, whichever code asks for it. Next bundles instrumentation, route
 * handlers and server components apart, each with its own copy of every module, so a module-level
 * variable exists once per bundle: one pool, cache or logger per process must live on globalThis. It
 * lives under this one key, in the slots named below (docs/decisions/0003-request-hook-chain.md).
 *
 * A value kept here reaches code from another bundle's copy of the module that reads it, so nothing
 * kept here may be recognised with `instanceof` (a second copy of a class is another class): brand it
 * with a Symbol.for key instead (lib/server/db/dialect.ts, lib/server/privacy/plugin.ts).
 */
export type SlotName =
  | 'requestHooks' // request-hooks/chain.ts: the steps in front of Next and the emit they wrap
  | 'shutdown' // runtime/draining.ts: draining since SIGTERM, the exit hook installed
  | 'servedRequests' // runtime/idle-connections.ts: the servers and the requests in flight, closed at shutdown
  | 'db' // db/index.ts: the pool and its one migration run
  | 'appContexts' // app-context.ts: the contexts whose Redis connections close at shutdown
  | 'apiApp' // api/app.ts: the Hono app and its response cache
  | 'cacheBus' // cache-bus.ts: listeners and the Redis channel
  | 'cachesListening' // cache/listen.ts: the page cache and public reads on the bus
  | 'rowCounts' // cache/row-counts.ts: large totals kept 30 s
  | 'pageCache' // page-cache/store.ts: the kept pages
  | 'publicReads' // lib/api/cache/public-read.ts: data-cache generations
  | 'metrics' // observability/metrics.ts: the prom-client registry
  | 'logger' // observability/log.ts: the pino logger
  | 'certSigner' // credentials/keys.ts: the certificate signing key
  | 'badgeSigner' // credentials/badge-keys.ts: the Open Badges key
  | 'warmUp' // warm-up.ts: whether the first pages were viewed
  | 'screenJob'; // screen-job.ts: the data screen's aggregates job timer

const KEY = Symbol.for('skills-platform.process-state');

type Registry = Map<SlotName, unknown>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [KEY]?: Registry };
  return (holder[KEY] ??= new Map());
}

/**
 * The process's value in slot `name`, made by `create` the first time any bundle asks. Each slot has
 * one owning module, which alone names its type and changes what it holds (a mutable object).
 */
export function processSlot<T extends object>(name: SlotName, create: () => T): T {
  const slots = registry();
  let value = slots.get(name) as T | undefined;
  if (value === undefined) {
    value = create();
    slots.set(name, value);
  }
  return value;
}
