import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { FRONT_WHITELIST } from '@/lib/auth/guards';

/** public: open without signing in (SPEC.md §2's list); learner: front pages behind the learner sign-in. */
export type RouteSize = { route: string; firstLoadKb: number; area: 'public' | 'learner' | 'manage' | 'other' };

type AppBuildManifest = { pages: Record<string, string[]> };
type BuildManifest = { rootMainFiles?: string[]; polyfillFiles?: string[] };

const gzipCache = new Map<string, number>();

function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
    gzipCache.set(file, size);
  }
  return size;
}

function areaOf(segment: string, route: string): RouteSize['area'] {
  if (segment.includes('/manage')) return 'manage';
  if (segment.includes('(front)') || segment === '/[locale]') return FRONT_WHITELIST.includes(route) ? 'public' : 'learner';
  return 'other';
}

/**
 * First-load JS per app route, as Next's build summary counts it: the gzipped JavaScript a browser
 * fetches for a cold visit (the shared root chunks plus the route's own, layouts included).
 * Polyfills load only in browsers without ES modules and are left out, like Next does.
 */
export function firstLoadSizes(distDir = '.next'): RouteSize[] {
  const appManifestFile = path.join(distDir, 'app-build-manifest.json');
  if (!fs.existsSync(appManifestFile)) return [];
  const app = JSON.parse(fs.readFileSync(appManifestFile, 'utf8')) as AppBuildManifest;
  const build = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8')) as BuildManifest;
  const root = build.rootMainFiles ?? [];
  const sizes: RouteSize[] = [];
  for (const [entry, files] of Object.entries(app.pages)) {
    if (!entry.endsWith('/page')) continue;
    const js = [...new Set([...root, ...files])].filter((f) => f.endsWith('.js'));
    const bytes = js.reduce((sum, f) => sum + gzipSize(path.join(distDir, f)), 0);
    const segment = entry.replace(/\/page$/, '');
    // Shown as the visitor's URL: no locale segment (the middleware hides it), no route groups.
    const route = segment.replace(/^\/\[locale\]/, '').replace(/\/\([^)]+\)/g, '') || '/';
    // kB of 1,000 bytes, as Next's build summary prints them.
    sizes.push({ route, firstLoadKb: Math.round(bytes / 100) / 10, area: areaOf(segment, route) });
  }
  return sizes.sort((a, b) => a.route.localeCompare(b.route));
}
