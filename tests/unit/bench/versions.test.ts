/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { parseProcStat } from '@/scripts/bench/cpu-share';
import { parseOptions, runsPhase } from '@/scripts/bench/options';
import { compareLine, DEFAULT_BEFORE_REF, groupRssMb, rssKbOf, sideSummary } from '@/scripts/bench/versions';
import type { LoadResult } from '@/scripts/bench/load';

const run = (rps: number, p50: number, extra: Partial<LoadResult> = {}): LoadResult => ({
  rps, p50, p99: p50 * 3, requests: rps * 10, errors: 0, timeouts: 0, non2xx: 0, statusCodes: { 200: rps * 10 }, bytesPerAnswer: 100, ...extra,
});

// A shallow clone lacks the earlier commit: the phase could not run there either.
const haveBefore = spawnSync('git', ['cat-file', '-e', `${DEFAULT_BEFORE_REF}^{commit}`]).status === 0;

describe("the bench's before-and-after phase", () => {
  (haveBefore ? it : it.skip)('compares with the last commit on Next 15.5 by default', () => {
    const pkg = JSON.parse(execFileSync('git', ['show', `${DEFAULT_BEFORE_REF}:package.json`], { encoding: 'utf8' })) as { dependencies: Record<string, string> };
    expect(pkg.dependencies.next).toMatch(/^15\.5\./);
  });

  it('runs in a full bench only, against the commit named by --before', () => {

    expect(parseOptions([]).beforeRef).toBe(DEFAULT_BEFORE_REF);
    expect(parseOptions(['--before=v1.2^']).beforeRef).toBe('v1.2^');
    expect(runsPhase(parseOptions([]), 'versions')).toBe(true);
    expect(runsPhase(parseOptions(['--no-versions']), 'versions')).toBe(false);
    expect(runsPhase(parseOptions(['--quick']), 'versions')).toBe(false);
    expect(runsPhase(parseOptions(['--only=versions']), 'versions')).toBe(true);
    expect(runsPhase(parseOptions(['--only=api']), 'versions')).toBe(false);
  });

  it('states each version by its runs taken in turn, and the later one as a share of the earlier', () => {
    expect(sideSummary([run(300, 150), run(320, 140)])).toEqual({ rps: 310, p50: 145, failed: 0, text: '310 req/s (runs 300 / 320), p50 145 ms' });
    const line = compareLine({ before: [run(100, 400), run(120, 380)], after: [run(200, 200), run(240, 190, { non2xx: 2 })] }, { before: '15.5', after: '16' });
    expect(line.ratio).toBe(2);
    expect(line.value).toBe('15.5: 110 req/s (runs 100 / 120), p50 390 ms · 16: 220 req/s (runs 200 / 240), p50 195 ms, 2 failed answers · 16 ÷ 15.5 = 2');
  });

  it('reads resident memory from /proc', () => {
    expect(rssKbOf('Name:\tnode\nVmPeak:\t 900000 kB\nVmRSS:\t  204800 kB\nRssAnon:\t100 kB\n')).toBe(204800);
    expect(rssKbOf('Name:\tkthreadd\n')).toBeUndefined();
    if (process.platform !== 'linux') return;
    const own = groupRssMb(parseProcStat(fs.readFileSync('/proc/self/stat', 'utf8'))!.pgrp);
    expect(own.find((p) => p.pid === process.pid)?.mb).toBeGreaterThan(10);
  });
});
