import fs from 'node:fs';
import path from 'node:path';

// Where a server's CPU went during a scenario that missed its target: a V8 CPU profile (node
// --cpu-prof) summarised by self time, grouped by package or app module and sorted into the kinds
// of work a reader asks about: query, serialisation, validation, logging, HTTP/framework.

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; hitCount?: number };
export type CpuProfile = { nodes: ProfileNode[]; startTime: number; endTime: number; samples?: number[]; timeDeltas?: number[] };

export type Category = 'query' | 'serialisation' | 'validation' | 'logging' | 'HTTP and framework' | 'rendering' | 'garbage collection' | 'app code' | 'other';
export type Group = { module: string; category: Category; ms: number; share: number };
export type ProfileSummary = {
  busyMs: number;
  categories: Array<{ category: Category; ms: number; share: number }>;
  modules: Group[];
  /** The heaviest functions by self time, as "name (module)": bundled code has no package in its path. */
  functions: Array<{ name: string; share: number }>;
  /** Whether only the samples inside the given window (the load run) were counted. */
  windowed: boolean;
};

/** A span of the monotonic clock in microseconds (process.hrtime / 1000: V8's profile timestamps on Linux). */
export type Window = { fromUs: number; toUs: number };

/** The package (or app folder, or Node part) a function belongs to, from its script URL. */
export function moduleOf(url: string, functionName: string, root = process.cwd()): string {
  if (!url) {
    if (functionName === '(garbage collector)') return '(garbage collector)';
    if (functionName === '(program)' || functionName === '(idle)' || functionName === '(root)') return functionName;
    // Builtins without a script: JSON.stringify, JSON.parse, RegExp, String methods…
    return /^(stringify|parse|JSON\.)/.test(functionName) ? 'JSON (builtin)' : 'V8 builtins';
  }
  const file = url.replace(/^file:\/\//, '');
  if (file.startsWith('node:')) return file.startsWith('node:internal/') ? `node:${file.split('/')[1] ?? 'internal'}` : file;
  const compiled = /node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (compiled) return `next/compiled/${compiled[1]}`;
  const nextPart = /node_modules\/next\/dist\/([^/]+)/.exec(file);
  if (nextPart) return `next/${nextPart[1]}`;
  const idx = file.lastIndexOf('node_modules/');
  if (idx >= 0) {
    const rest = file.slice(idx + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const bundle = /\.next\/(?:standalone\/\.next\/)?server\/(.*)$/.exec(file);
  if (bundle) return bundle[1].startsWith('webpack-runtime') ? '.next/server webpack runtime' : '.next/server bundle (app code and bundled packages)';
  // The app's own files: their folder, up to three levels below the project root.
  const relative = file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
  const app = /^((?:lib|app|components|scripts)(?:\/[^/]+){0,3})\/[^/]+$/.exec(relative);
  if (app) return app[1];
  return path.basename(file);
}

/** The kind of work a module does. */
export function categoryOf(module: string): Category {
  if (/^(kysely|better-sqlite3|pg|pg-[\w-]+|postgres-[\w-]+|lib\/server\/db)/.test(module)) return 'query';
  if (/^(JSON \(builtin\)|safe-stable-stringify|fast-json-stringify|superjson)/.test(module)) return 'serialisation';
  if (/^(zod|@hono\/zod|@asteasolutions|ajv|lib\/contract|lib\/server\/api\/http\/.*schemas)/.test(module)) return 'validation';
  if (/^(pino|sonic-boom|thread-stream|on-exit-leak-free|lib\/server\/observability|prom-client)/.test(module)) return 'logging';
  if (/^(react|react-dom|next\/compiled\/(react|react-dom|react-server-dom)|next-intl|use-intl)/.test(module)) return 'rendering';
  if (/^(hono|@hono\/node-server|next\/|node:|undici)/.test(module)) return 'HTTP and framework';
  if (module === '(garbage collector)') return 'garbage collection';
  if (/^(lib|app|components)\//.test(module) || module.startsWith('.next/server')) return 'app code';
  return 'other';
}

/** Samples per node, only those taken inside the window when one is given and any sample falls in it. */
function sampleCounts(profile: CpuProfile, window?: Window): { counts: Map<number, number>; windowed: boolean } {
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const counts = new Map<number, number>();
  if (window && samples.length && deltas.length === samples.length) {
    let at = profile.startTime;
    samples.forEach((id, i) => {
      at += deltas[i];
      if (at >= window.fromUs && at <= window.toUs) counts.set(id, (counts.get(id) ?? 0) + 1);
    });
    if (counts.size) return { counts, windowed: true };
  }
  if (samples.length) for (const id of samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  else for (const node of profile.nodes) counts.set(node.id, node.hitCount ?? 0);
  return { counts, windowed: false };
}

/**
 * Self time per module and per kind of work, idle time left out. With a window (the load run, on the
 * monotonic clock) the server's start and warm-up are left out too.
 */
export function summariseProfile(profile: CpuProfile, top = 12, window?: Window): ProfileSummary {
  const { counts, windowed } = sampleCounts(profile, window);
  const all = (profile.samples ?? []).length || [...counts.values()].reduce((s, n) => s + n, 0);
  const msPerSample = all ? (profile.endTime - profile.startTime) / 1000 / all : 0;
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const n = counts.get(node.id) ?? 0;
    if (!n || node.callFrame.functionName === '(idle)') continue;
    const owner = moduleOf(node.callFrame.url, node.callFrame.functionName);
    byModule.set(owner, (byModule.get(owner) ?? 0) + n * msPerSample);
    const name = `${node.callFrame.functionName || '(anonymous)'} (${owner})`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + n * msPerSample);
  }
  const busyMs = [...byModule.values()].reduce((s, n) => s + n, 0);
  const share = (ms: number) => (busyMs ? Math.round((ms / busyMs) * 1000) / 1000 : 0);
  const round = (ms: number) => Math.round(ms);
  const modules = [...byModule]
    .map(([module, ms]) => ({ module, category: categoryOf(module), ms: round(ms), share: share(ms) }))
    .sort((a, b) => b.ms - a.ms);
  const byCategory = new Map<Category, number>();
  for (const [module, ms] of byModule) byCategory.set(categoryOf(module), (byCategory.get(categoryOf(module)) ?? 0) + ms);
  const categories = [...byCategory].map(([category, ms]) => ({ category, ms: round(ms), share: share(ms) })).sort((a, b) => b.ms - a.ms);
  const functions = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top).map(([name, ms]) => ({ name, share: share(ms) }));
  return { busyMs: round(busyMs), categories, modules: modules.slice(0, top), functions, windowed };
}

const pct = (n: number) => `${Math.round(n * 100)} %`;

/** One line for the report: the kinds of work, then the heaviest modules. */
export function describeSummary(s: ProfileSummary): string {
  const kinds = s.categories.filter((c) => c.share >= 0.02).map((c) => `${c.category} ${pct(c.share)}`).join(', ');
  const modules = s.modules.slice(0, 6).map((m) => `${m.module} ${pct(m.share)}`).join(', ');
  const functions = s.functions.slice(0, 5).map((f) => `${f.name} ${pct(f.share)}`).join(', ');
  const span = s.windowed ? 'during the load' : 'whole process life, start included';
  return `CPU profile (${span}), ${s.busyMs} ms busy: ${kinds}; heaviest modules (self time): ${modules}; heaviest functions: ${functions}`;
}

/** The profile with the most busy samples in the window among those a run wrote (a forked child writes its own). */
export function busiestProfile(dir: string, window?: Window): CpuProfile | undefined {
  let best: { profile: CpuProfile; busy: number } | undefined;
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')) : []) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const busy = summariseProfile(profile, 12, window).busyMs;
    if (!best || busy > best.busy) best = { profile, busy };
  }
  return best?.profile;
}
