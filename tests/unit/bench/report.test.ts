/** @jest-environment node */
import { parseOptions } from '@/scripts/bench/options';
import { applyRatios, missedTargetNotes, toMarkdown, type Measured, type Report } from '@/scripts/bench/report';
import { publicPages } from '@/scripts/bench/scenarios';
import { FRONT_WHITELIST } from '@/lib/auth/guards';
import os from 'node:os';

const result = (id: string, rps: number, extra: Partial<Measured> = {}): Measured => ({
  id, section: 'S', title: id, rps, p50: 1, p99: 2, requests: rps * 10, errors: 0, timeouts: 0, non2xx: 0, statusCodes: { 200: rps * 10 }, bytesPerAnswer: 180, ...extra,
});

describe('the benchmark harness', () => {
  it('states every result as a ratio of its baseline measured in the same run', () => {
    const results = [
      result('static', 1000),
      result('cached', 850, { baseline: 'static', target: 0.8 }),
      result('slow', 200, { baseline: 'static', target: 0.25 }),
      result('failing', 900, { baseline: 'static', target: 0.8, non2xx: 3 }),
    ];
    applyRatios(results);
    expect(results.map((r) => [r.id, r.ratio, r.pass])).toEqual([
      ['static', undefined, undefined],
      ['cached', 0.85, true],
      ['slow', 0.2, false],
      // Fast but wrong answers do not meet a target.
      ['failing', 0.9, false],
    ]);
  });

  it('writes a Markdown table with the ratio, target and verdict of each scenario', () => {
    const results = [result('static', 1000), result('cached', 500, { baseline: 'static', target: 0.8, cpu: { loadGenerator: 0.98, rest: 0.41 } })];
    applyRatios(results);
    const report: Report = {
      startedAt: '2026-11-23T00:00:00.000Z',
      machine: { cpus: 2, node: '20', platform: 'linux', memoryGb: 24 },
      settings: { connections: 50, durationSeconds: 10, quick: false },
      results,
      figures: [{ section: 'First-load JS', name: '/class', value: '118 kB', target: '≤ 130 kB', pass: true }],
      notes: ['a note'],
    };
    const md = toMarkdown(report);
    expect(md).toContain('| cached | 500 | 1 | 2 | 0 | 0 | 180 | 0.98 / 0.41 | 50 % of static | ≥ 80 % | **no** |');
    expect(md).toContain('| static | 1000 | 1 | 2 | 0 | 0 | 180 |  |  |  |  |');
    expect(md).toContain('| /class | 118 kB | ≤ 130 kB | yes |');
    expect(md).toContain('- a note');
  });

  it('covers every whitelisted public page, detail pages with real ids', () => {
    const fixtures = { classIds: [7, 8], newsIds: [3], teacherIds: [4], talentIds: [5], examinerIds: [6], certNos: [], learnerPhones: [] };
    const pages = publicPages(fixtures);
    expect(pages.map((p) => p.path).sort()).toEqual([...FRONT_WHITELIST].sort());
    expect(pages.find((p) => p.path === '/class/info')?.paths).toEqual(['/class/info?id=7', '/class/info?id=8']);
    expect(pages.find((p) => p.path === '/detail')?.paths).toEqual(['/detail?id=3']);
  });

  it('keeps benchmarks out of npm test: the smoke mode is small and skips the slow phases', () => {
    expect(parseOptions(['--quick'])).toMatchObject({ quick: true, build: false, lighthouse: false, scale: false, cluster: false, connections: 10 });
    expect(parseOptions([])).toMatchObject({ quick: false, build: true, lighthouse: true, scale: true, cluster: true, durationSeconds: 10, connections: 50 });
    expect(parseOptions(['--no-next'])).toMatchObject({ next: false, build: false });
    expect(() => parseOptions(['--fast'])).toThrow(/unknown option --fast/);
  });
});

describe('the CPU share of a load run', () => {
  it('tells the load generator’s cores from the rest of the machine’s', async () => {
    const { startCpuShare } = await import('@/scripts/bench/cpu-share');
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const stop = startCpuShare();
    const until = performance.now() + 300;
    while (performance.now() < until) Math.sqrt(Math.random());
    const share = stop();
    const cpu = process.cpuUsage(cpuBefore);
    const used = (cpu.user + cpu.system) / 1000 / (performance.now() - started);
    // Read from /proc/stat: Linux only, as on the machines the bench runs on.
    if (process.platform !== 'linux') return expect(share).toBeUndefined();
    // This process tried to keep one core busy, and got what the machine gave it (less while other
    // work runs: a whole core only on a quiet machine); /proc/stat counts in 10 ms ticks, hence the slack.
    expect(Math.abs(share!.loadGenerator - used)).toBeLessThan(0.2);
    // The busy loop is one thread, but the process also runs its garbage collector and jest's own
    // threads: never more than the machine's cores.
    expect(share!.loadGenerator).toBeLessThanOrEqual(os.cpus().length + 0.1);
    expect(share!.rest).toBeGreaterThanOrEqual(0);
  });
});

describe('notes on missed targets', () => {
  it('say by how much, and whether the load generator or the server set the pace', () => {
    const results = [
      result('hono', 60000, { bytesPerAnswer: 214 }),
      result('list', 15000, { baseline: 'hono', target: 0.3, bytesPerAnswer: 16800, cpu: { loadGenerator: 0.93, rest: 0.88 } }),
      result('handler', 2500, { bytesPerAnswer: 525 }),
      result('proxied', 1900, { baseline: 'handler', target: 0.8, bytesPerAnswer: 3000, cpu: { loadGenerator: 0.1, rest: 1.1 }, whyMissed: 'the proxy copies headers' }),
      result('met', 2400, { baseline: 'handler', target: 0.8 }),
      result('broken', 2400, { baseline: 'handler', target: 0.8, non2xx: 4 }),
    ];
    applyRatios(results);
    const figures = [
      { section: 'Export', name: 'peak RSS', value: '+40 MB', target: 'at most 32 MB more', pass: false },
      { section: 'Export', name: 'peak heap', value: '+20 MB', target: 'at most 32 MB more', pass: true },
    ];
    expect(missedTargetNotes({ results, figures })).toEqual([
      "list: 25 % of hono, target ≥ 30 %: limited by the load generator (0.93 cores, the server side 0.88), reading 16800 bytes per answer against the baseline's 214.",
      "proxied: 76 % of handler, target ≥ 80 %: the proxy copies headers; 3000 bytes per answer against the baseline's 525, the server side used 1.1 cores.",
      'broken: 96 % of handler, target ≥ 80 %; 0 errors and 4 non-2xx answers.',
      'Export, peak RSS: +40 MB, target at most 32 MB more.',
    ]);
  });
});
