import { DEFAULT_BEFORE_REF } from './versions';

export type BenchOptions = {
  quick: boolean;
  build: boolean;
  next: boolean;
  lighthouse: boolean;
  scale: boolean;
  cluster: boolean;
  /** The before-and-after phase (versions-phase.ts) and the commit it compares HEAD with. */
  versions: boolean;
  beforeRef: string;
  durationSeconds: number;
  connections: number;
  outDir: string;
  /** --only=…: just these phases (and what they need), e.g. --only=api,next,cluster. */
  only?: ReadonlySet<Phase>;
};

export const PHASES = ['api', 'next', 'upstream', 'lighthouse', 'export', 'credentials', 'import', 'storage', 'cluster', 'scale', 'subsidy', 'versions'] as const;
export type Phase = (typeof PHASES)[number];

const HELP = `npm run bench [-- options]
  --quick            smoke mode: 20 requests per scenario, unsigned demo certificates, smaller
                     import and export files; no build, Lighthouse, scale or cluster phases
  --no-build         reuse the existing .next build (default: build first)
  --no-next          only the baselines and the standalone API (no Next server)
  --no-lighthouse    skip Lighthouse
  --no-scale         skip db:scale, the large-database measurements and the subsidy phase (a million claims)
  --no-cluster       skip the two-instance PostgreSQL + Redis phase
  --no-versions      skip the before-and-after phase (the earlier commit checked out, installed,
                     built and started beside this one)
  --before=REF       the commit that phase compares with (default ${DEFAULT_BEFORE_REF}, the last on Next 15.5)
  --duration=N       seconds per scenario (default 10)
  --connections=N    concurrent connections (default 50)
  --out=DIR          where reports go (default reports/)
  --only=a,b         only these phases: ${PHASES.join(', ')}
                     (api: baselines and the standalone API; next: floors, pages and the proxy)`;

export function parseOptions(argv: string[]): BenchOptions {
  const has = (flag: string) => argv.includes(flag);
  const value = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
  if (has('--help') || has('-h')) {
    console.log(HELP);
    process.exit(0);
  }
  const known = /^--(quick|no-build|no-next|no-lighthouse|no-scale|no-cluster|no-versions|before=[\w^~./-]+|duration=\d+|connections=\d+|out=.+|only=[\w,]+)$/;
  const unknown = argv.filter((a) => !known.test(a));
  if (unknown.length) throw new Error(`unknown option ${unknown.join(' ')}\n${HELP}`);
  const quick = has('--quick');
  const only = value('only')?.split(',').filter(Boolean);
  const wrong = only?.filter((p) => !(PHASES as readonly string[]).includes(p));
  if (wrong?.length) throw new Error(`unknown phase ${wrong.join(', ')} (phases: ${PHASES.join(', ')})\n${HELP}`);
  return {
    quick,
    // Without Next there is nothing to build.
    build: !quick && !has('--no-build') && !has('--no-next'),
    next: !has('--no-next'),
    lighthouse: !quick && !has('--no-lighthouse'),
    scale: !quick && !has('--no-scale'),
    cluster: !quick && !has('--no-cluster'),
    versions: !quick && !has('--no-versions'),
    beforeRef: value('before') ?? DEFAULT_BEFORE_REF,
    durationSeconds: Number(value('duration') ?? (quick ? 1 : 10)),
    connections: Number(value('connections') ?? (quick ? 10 : 50)),
    outDir: value('out') ?? 'reports',
    ...(only ? { only: new Set(only as Phase[]) } : {}),
  };
}

/** Whether a phase runs: the ones named by --only, else every phase its own flags leave on. */
export function runsPhase(opts: BenchOptions, phase: Phase): boolean {
  if (opts.only) return opts.only.has(phase);
  if (phase === 'lighthouse') return opts.lighthouse;
  // The subsidy scenarios fill a million claims: they go with the large-database phase.
  if (phase === 'scale' || phase === 'subsidy') return opts.scale;
  if (phase === 'cluster') return opts.cluster;
  if (phase === 'versions') return opts.versions;
  if (phase === 'next' || phase === 'upstream') return opts.next;
  return true;
}
