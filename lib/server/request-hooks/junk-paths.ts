import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import zh from '@/messages/zh/core.json';
import { BENCH_FLOOR_PREFIX, benchFloorsOn } from '@/lib/server/bench-floors';

// middleware.ts's matcher leaves out every path with a dot and every path beginning with api,
// .well-known, _next or _vercel, so that files and API routes skip it. A path of that shape that is
// none of them (/.env, /wp-login.php, /apiary, /news/x.php) reached app/[locale] with its first
// segment as the locale, and Next, which had judged the route static, answered 500 ("Page changed
// from static to dynamic at runtime"). Such a request is answered 404 here, before Next sees it.

const SKIPS_MIDDLEWARE = /^\/(?:api|\.well-known|_next|_vercel)|\./;

/** Paths of that shape that something does answer: Next's assets, the API, the published documents, metadata routes. */
const ROUTED = [
  /^\/_next\//,
  /^\/api\/(?:v1(?:\/|$)|health$|ready$|metrics$)/,
  /^\/\.well-known\/(?:certificate-keys\.json|certificate-status\.jwt|did\.json|certificate-status-list\.jwt|jwt-vc-issuer|open-badges-keys\/[\w.-]{1,64}\.json)$/,
  /^\/(?:robots\.txt|sitemap\.xml)$/,
];

/** The files in public/, which Next serves from beside the server (`npm start` and the standalone copy alike). */
export function publicFiles(dir = path.join(process.cwd(), 'public')): Set<string> {
  const found = new Set<string>();
  const walk = (folder: string, prefix: string) => {
    for (const entry of fs.existsSync(folder) ? fs.readdirSync(folder, { withFileTypes: true }) : []) {
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${prefix}/${entry.name}`);
      else found.add(`${prefix}/${entry.name}`);
    }
  };
  walk(dir, '');
  return found;
}

/** Whether no file, route or page answers this path (it would reach app/[locale] as a locale). */
export function unroutable(pathname: string, files: ReadonlySet<string>): boolean {
  if (!SKIPS_MIDDLEWARE.test(pathname)) return false;
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  // The bench's floors (bench-floors.ts) exist in every build and are reached only with BENCH_FLOORS=1.
  if (pathname.startsWith(BENCH_FLOOR_PREFIX) && benchFloorsOn()) return false;
  return !files.has(decoded) && !ROUTED.some((route) => route.test(pathname));
}

const t = zh.NotFound;
const PAGE = Buffer.from(
  `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${t.metaTitle} - ${zh.Site.title}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;text-align:center;padding:4rem 1rem;color:#1e293b">` +
    `<p style="font-size:3rem;font-weight:700;color:#3861a8">${t.code}</p><h1>${t.heading}</h1><p>${t.description}</p>` +
    `<p><a href="/">${t.backHome}</a></p></body></html>`,
);

/** Answers 404 with a small not-found page when no file, route or page answers the path; false otherwise. */
export function answerUnroutable(request: IncomingMessage, response: ServerResponse, files: ReadonlySet<string>): boolean {
  const pathname = (request.url ?? '/').split('?')[0];
  if (!unroutable(pathname, files)) return false;
  response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'content-length': PAGE.length, 'cache-control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : PAGE);
  return true;
}
