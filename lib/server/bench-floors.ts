// The bench's floors (scripts/bench/run.ts, nextPhase): a page Next prerenders, a page it renders per request
// and a route handler answering a given body. They exist in every build and answer only when the
// server was started with BENCH_FLOORS=1; otherwise the junk-path hook (lib/server/request-hooks/junk-paths.ts)
// answers 404 before Next sees the request, the prerendered page included.

export const BENCH_FLOOR_PREFIX = '/api/bench-floor/';

export const benchFloorsOn = (environment: NodeJS.ProcessEnv = process.env) => environment.BENCH_FLOORS === '1';
