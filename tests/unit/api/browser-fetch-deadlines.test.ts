/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

// Every fetch in code that runs in the browser goes through fetchWithin (lib/api/fetch-deadline.ts),
// so a stalled network ends in an error the page shows. Found without one before: the manager sign-in
// (by hand), file downloads, the certificate check's register lookup and published keys, the data
// screen's polling and its map. A new bare fetch fails here unless it is named below with its reason.

const ROOT = path.join(__dirname, '../../..');
const ALLOWED: Record<string, string> = {
  'lib/api/fetch-deadline.ts': 'the one place that calls fetch with the deadline',
  'components/app/client-error-reporter.tsx': 'fire and forget (keepalive): nothing waits for its answer',
  'components/manage/pages/ops/progress-upload.ts': 'an import upload: its body may take minutes on a slow line before any answer can begin, and the progress stream after is the answer',
};

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return rel === 'lib/server' ? [] : sources(rel);
    return /\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

test('no browser code calls fetch without a deadline', () => {
  const bare = ['components', 'lib', 'app']
    .flatMap(sources)
    .filter((file) => !(file in ALLOWED))
    .filter((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      // Server code under app/ (route handlers, server components) has its own deadlines (lib/server/deadline.ts).
      if (file.startsWith('app/') && !text.startsWith("'use client'")) return false;
      return /(^|[^.\w])fetch\(/m.test(text.replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, ''));
    });
  expect(bare).toEqual([]);
  for (const file of Object.keys(ALLOWED)) expect(fs.existsSync(path.join(ROOT, file))).toBe(true);
});
