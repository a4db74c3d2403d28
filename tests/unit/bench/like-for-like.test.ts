/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { answeredBy, isKept, pageLabel } from '@/scripts/bench/answered';
import { scalingLine } from '@/scripts/bench/cluster';
import { coresUsed, parseProcStat } from '@/scripts/bench/cpu-share';
import { parseOptions, runsPhase } from '@/scripts/bench/options';
import { categoryOf, describeSummary, moduleOf, summariseProfile, type CpuProfile } from '@/scripts/bench/profile';
import { worstMiss } from '@/scripts/bench/profiled';
import { applyRatios, missedTargetNotes, toMarkdown, type Measured, type Report } from '@/scripts/bench/report';
import { bodyName, capture, keepBody, readBody } from '@/scripts/bench/same-body';

const result = (id: string, rps: number, extra: Partial<Measured> = {}): Measured => ({
  id, section: 'S', title: id, rps, p50: 1, p99: 2, requests: rps * 10, errors: 0, timeouts: 0, non2xx: 0, statusCodes: { 200: rps * 10 }, bytesPerAnswer: 180, ...extra,
});

describe('how an answer was produced, read from its headers', () => {
  it('tells the prerender cache, the page cache, the response cache and a fresh answer apart', () => {
    expect(answeredBy(new Headers({ 'x-nextjs-cache': 'HIT', 'x-nextjs-prerender': '1' }))).toBe('prerendered');
    expect(answeredBy({ 'x-nextjs-prerender': '1' })).toBe('prerendered');
    expect(answeredBy({ 'x-page-cache': 'HIT' })).toBe('page cache');
    expect(answeredBy({ 'x-page-cache': 'STALE' })).toBe('page cache');
    // The first view of a page the cache keeps was rendered for it.
    expect(answeredBy({ 'x-page-cache': 'MISS' })).toBe('per request');
    expect(answeredBy({ 'x-api-cache': 'HIT', 'content-type': 'application/json' })).toBe('response cache');
    expect(answeredBy({ 'x-api-cache': 'MISS' })).toBe('per request');
    expect(answeredBy(new Headers({ 'cache-control': 'private, no-store' }))).toBe('per request');
    expect(isKept('per request')).toBe(false);
    expect(isKept('page cache')).toBe(true);
    expect(pageLabel('per request')).toBe('rendered per request');
    expect(pageLabel('prerendered')).toMatch(/^prerendered/);
  });
});

describe('same-body baselines', () => {
  it('capture the raw bytes of an answer and keep them for the bare servers', async () => {
    const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 50 }, (_, i) => ({ id: i, name: '职业技能' })) }));
    const server = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-api-cache': request.headers['x-second'] ? 'HIT' : 'MISS' });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bodies-'));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/classes?per_page=15`;
      const first = await capture(url);
      const second = await capture(url, { 'x-second': '1' });
      expect(first).toMatchObject({ status: 200, contentType: 'application/json; charset=utf-8', answered: 'per request' });
      expect(second.answered).toBe('response cache');
      expect(second.body.equals(body)).toBe(true);
      expect(second.headerBytes).toBeGreaterThan(40);
      const name = bodyName('direct-classes:include=occupation,city');
      expect(name).toMatch(/^[\w-]+$/);
      keepBody(dir, name, second);
      expect(readBody(dir, name)).toEqual({ body, type: 'application/json; charset=utf-8', encoding: undefined });
      expect(readBody(dir, '../etc')).toBeUndefined();
    } finally {
      server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('targets and the report', () => {
  it('judge each scenario against the baseline that answered the same body, and say how it was answered', () => {
    const results = [
      result('node-same:seeded-classes', 10000, { bytesPerAnswer: 16700 }),
      result('seeded-classes', 3000, { baseline: 'node-same:seeded-classes', target: 0.4, bytesPerAnswer: 16800, answered: 'per request' }),
      result('node-same:page:/', 5000),
      result('page:/', 4500, { baseline: 'node-same:page:/', target: 0.8, answered: 'page cache (fresh nonce per view)' }),
    ];
    applyRatios(results);
    expect(results.map((r) => [r.id, r.ratio, r.pass])).toEqual([
      ['node-same:seeded-classes', undefined, undefined],
      ['seeded-classes', 0.3, false],
      ['node-same:page:/', undefined, undefined],
      ['page:/', 0.9, true],
    ]);
    results[1].profile = 'CPU profile, 900 ms busy: query 60 %';
    const report: Report = {
      startedAt: '2026-11-26T00:00:00.000Z',
      machine: { cpus: 2, node: '22', platform: 'linux', memoryGb: 8 },
      settings: { connections: 50, durationSeconds: 10, quick: false },
      results,
      figures: [],
      notes: [],
    };
    const md = toMarkdown(report);
    expect(md).toContain('| seeded-classes (answered: per request) | 3000 |');
    expect(md).toContain('| 30 % of node-same:seeded-classes | ≥ 40 % | **no** |');
    expect(md).toContain('| page:/ (answered: page cache (fresh nonce per view)) | 4500 |');
    expect(missedTargetNotes(report)).toEqual([
      "seeded-classes: 30 % of node-same:seeded-classes, target ≥ 40 %: no cause recorded; 16800 bytes per answer against the baseline's 16700. CPU profile, 900 ms busy: query 60 %.",
    ]);
  });

  it('profile the scenario that missed its target by the most', () => {
    const results = [
      result('base', 1000),
      result('a', 300, { baseline: 'base', target: 0.4 }),
      result('b', 500, { baseline: 'base', target: 0.8 }),
      result('c', 100, { baseline: 'base', target: 0.4, non2xx: 2 }),
      result('d', 900, { baseline: 'base', target: 0.8 }),
    ];
    applyRatios(results);
    // a reached 75 % of its target, b 62.5 %; c failed outright (its answers, not its speed, are the problem).
    expect(worstMiss(results, new Set(['a', 'b', 'c', 'd']))?.id).toBe('b');
    expect(worstMiss(results, new Set(['a', 'd']))?.id).toBe('a');
    expect(worstMiss(results, new Set(['d']))).toBeUndefined();
  });
});

describe('CPU used by each process', () => {
  it('reads CPU ticks and the process group from /proc/<pid>/stat, names with spaces and parentheses included', () => {
    const line = '4242 (next-server (v15.5.0)) S 1 4240 4240 0 -1 4194560 9000 0 0 0 1234 567 0 0 20 0 11 0 100 0 0';
    expect(parseProcStat(line)).toEqual({ pgrp: 4240, ticks: 1234 + 567 });
    expect(parseProcStat('garbage')).toBeUndefined();
  });

  it('states cores as CPU time over wall time', () => {
    expect(coresUsed(15_000, 10_000)).toBe(1.5);
    expect(coresUsed(333, 1000)).toBe(0.33);
    expect(coresUsed(100, 0)).toBe(0);
  });

  it('puts the scaling factor beside the cores of the load generator and of each instance', () => {
    expect(scalingLine({ one: 1000, two: 1500, generatorOne: 0.6, generatorTwo: 0.9, alone: 1.2, pair: [0.7, 0.68] })).toBe(
      '×1.5 (1000 → 1500 req/s); one instance: load generator 0.6 cores, instance 1.2; two instances: load generator 0.9 cores, instance A 0.7, instance B 0.68',
    );
    expect(scalingLine({ one: 1000, two: 900, pair: [undefined, undefined] })).toMatch(/^×0\.9 .*instance A \?, instance B \? \(no CPU figures off Linux\)$/);
  });
});

describe('CPU profiles, summarised', () => {
  it('group self time by package or app module, and by the kind of work', () => {
    expect(moduleOf('file:///app/node_modules/kysely/dist/cjs/query-compiler.js', 'compile')).toBe('kysely');
    expect(moduleOf('file:///app/node_modules/@hono/node-server/dist/index.js', 'x')).toBe('@hono/node-server');
    expect(moduleOf('file:///app/node_modules/next/dist/compiled/react-dom/cjs/x.js', 'x')).toBe('next/compiled/react-dom');
    expect(moduleOf('file:///app/node_modules/next/dist/server/base-server.js', 'x')).toBe('next/server');
    expect(moduleOf('file:///app/lib/server/api/http/response-cache.ts', 'x', '/app')).toBe('lib/server/api/http');
    expect(moduleOf('file:///app/lib/server/db/connect.ts', 'x', '/app')).toBe('lib/server/db');
    expect(moduleOf('node:internal/streams/writable', 'x')).toBe('node:streams');
    expect(moduleOf('', 'stringify')).toBe('JSON (builtin)');
    expect(moduleOf('', '(garbage collector)')).toBe('(garbage collector)');
    expect(categoryOf('better-sqlite3')).toBe('query');
    expect(categoryOf('lib/server/db/connect')).toBe('query');
    expect(categoryOf('JSON (builtin)')).toBe('serialisation');
    expect(categoryOf('zod')).toBe('validation');
    expect(categoryOf('pino')).toBe('logging');
    expect(categoryOf('hono')).toBe('HTTP and framework');
    expect(categoryOf('next/compiled/react-dom')).toBe('rendering');

    const node = (id: number, functionName: string, url: string) => ({ id, callFrame: { functionName, url } });
    const profile: CpuProfile = {
      nodes: [node(1, '(root)', ''), node(2, '(idle)', ''), node(3, 'all', 'file:///a/node_modules/better-sqlite3/lib/x.js'), node(4, 'stringify', ''), node(5, 'parse', 'file:///a/node_modules/zod/lib/x.js'), node(6, 'write', 'file:///a/node_modules/pino/x.js')],
      startTime: 0,
      endTime: 10_000_000, // 10 s in µs over 10 samples: 1 s a sample
      samples: [2, 2, 3, 3, 3, 3, 4, 4, 5, 6],
    };
    const summary = summariseProfile(profile);
    expect(summary.busyMs).toBe(8000);
    expect(summary.categories).toEqual([
      { category: 'query', ms: 4000, share: 0.5 },
      { category: 'serialisation', ms: 2000, share: 0.25 },
      { category: 'validation', ms: 1000, share: 0.125 },
      { category: 'logging', ms: 1000, share: 0.125 },
    ]);
    expect(summary.modules[0]).toEqual({ module: 'better-sqlite3', category: 'query', ms: 4000, share: 0.5 });
    expect(summary.windowed).toBe(false);
    expect(describeSummary(summary)).toBe(
      'CPU profile (whole process life, start included), 8000 ms busy: query 50 %, serialisation 25 %, validation 13 %, logging 13 %; ' +
        'heaviest modules (self time): better-sqlite3 50 %, JSON (builtin) 25 %, zod 13 %, pino 13 %; ' +
        'heaviest functions: all (better-sqlite3) 50 %, stringify (JSON (builtin)) 25 %, parse (zod) 13 %, write (pino) 13 %',
    );

    // Only the samples taken during the load run count (the server's start and warm-up do not):
    // V8 stamps samples on the monotonic clock the bench reads with process.hrtime.
    const timed = { ...profile, timeDeltas: Array.from({ length: 10 }, () => 1_000_000) };
    const during = summariseProfile(timed, 12, { fromUs: 4_500_000, toUs: 7_500_000 });
    expect(during.windowed).toBe(true);
    // The samples stamped 5, 6 and 7 s: two in better-sqlite3, one in JSON.stringify.
    expect(during.categories).toEqual([
      { category: 'query', ms: 2000, share: 0.667 },
      { category: 'serialisation', ms: 1000, share: 0.333 },
    ]);
    // A window no sample falls in (another clock) counts the whole profile, and says so.
    expect(summariseProfile(timed, 12, { fromUs: 50e6, toUs: 60e6 }).windowed).toBe(false);
  });
});

describe('phases', () => {
  it('run only the phases named by --only', () => {
    const only = parseOptions(['--no-build', '--only=api,next']);
    expect(runsPhase(only, 'api')).toBe(true);
    expect(runsPhase(only, 'next')).toBe(true);
    expect(runsPhase(only, 'scale')).toBe(false);
    expect(runsPhase(only, 'storage')).toBe(false);
    const all = parseOptions(['--no-lighthouse']);
    expect(runsPhase(all, 'storage')).toBe(true);
    expect(runsPhase(all, 'lighthouse')).toBe(false);
    expect(() => parseOptions(['--only=api,nope'])).toThrow(/unknown phase nope/);
  });
});
