import fs from 'node:fs';
import path from 'node:path';

export const STANDALONE_SERVER = path.join('.next', 'standalone', 'server.js');

/**
 * `output: 'standalone'` leaves the static chunks and public/ out of .next/standalone; the server
 * there serves them only when they sit beside it. Run after every `next build`.
 */
export function copyStandaloneAssets(root = process.cwd()): void {
  const target = path.join(root, '.next', 'standalone');
  if (!fs.existsSync(path.join(target, 'server.js'))) throw new Error(`${STANDALONE_SERVER} is missing: is output: 'standalone' set?`);
  fs.rmSync(path.join(target, '.next', 'static'), { recursive: true, force: true });
  fs.cpSync(path.join(root, '.next', 'static'), path.join(target, '.next', 'static'), { recursive: true });
  fs.rmSync(path.join(target, 'public'), { recursive: true, force: true });
  if (fs.existsSync(path.join(root, 'public'))) fs.cpSync(path.join(root, 'public'), path.join(target, 'public'), { recursive: true });
  for (const dist of [path.join(root, '.next'), path.join(target, '.next')]) writeAbsentManifests(dist);
}

/**
 * Next 15.5 reads these optional manifests at every request of every route, and caches only what it
 * found: with no file each request paid a failed read and an exception (3 % of the soak's CPU). An
 * empty one is what Next uses when the file is missing, and is then read once.
 */
export const OPTIONAL_MANIFESTS = ['server/subresource-integrity-manifest.json', 'dynamic-css-manifest'];

function writeAbsentManifests(dist: string): void {
  for (const name of OPTIONAL_MANIFESTS) {
    const file = path.join(dist, name);
    if (!fs.existsSync(file)) fs.writeFileSync(file, '{}');
  }
}

/**
 * The standalone server changes into its own directory, so every relative path the app reads
 * (the SQLite file, uploads, the SMS log) is made absolute against where `npm start` was run.
 */
export function absolutePathsEnv(env: NodeJS.ProcessEnv, cwd = process.cwd()): Record<string, string> {
  const out: Record<string, string> = {};
  const url = env.DATABASE_URL;
  if (!url) out.DATABASE_URL = `file:${path.resolve(cwd, 'data', 'app.db')}`;
  else if (url.startsWith('file:') && url !== 'file::memory:') out.DATABASE_URL = `file:${path.resolve(cwd, url.slice('file:'.length))}`;
  out.UPLOAD_DIR = path.resolve(cwd, env.UPLOAD_DIR || path.join('data', 'uploads'));
  if (env.SMS_LOG_FILE) out.SMS_LOG_FILE = path.resolve(cwd, env.SMS_LOG_FILE);
  return out;
}

/**
 * The address Next is told to listen on. Next's middleware names 127.0.0.1 "localhost" (NextURL
 * rewrites loopback addresses), so with HOSTNAME=127.0.0.1 every rewrite it makes (the locale rewrite
 * of every page) names another origin than the server's own: Next fetched it from itself as an
 * outside address, and each page ended in a redirect loop. 127.0.0.1 is therefore given to Next as
 * localhost, with Node resolving localhost to IPv4 first, which listens on the same address.
 * Other loopback addresses have no such name and are refused with the reason.
 */
export function listenEnv(host: string | undefined, env: Record<string, string | undefined> = process.env): Record<string, string> {
  const address = host?.trim() || '0.0.0.0';
  if (address === '127.0.0.1') {
    const options = [env.NODE_OPTIONS, '--dns-result-order=ipv4first'].filter(Boolean).join(' ');
    return { HOSTNAME: 'localhost', NODE_OPTIONS: options };
  }
  if (/^127\./.test(address) || /^\[?::1\]?$/.test(address)) {
    throw new Error(`HOST=${address}: Next's middleware cannot serve from this loopback address; use HOST=127.0.0.1 or HOST=localhost`);
  }
  return { HOSTNAME: address };
}
