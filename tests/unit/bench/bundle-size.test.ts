/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { firstLoadSizes } from '@/scripts/bench/bundle-size';

// First-load JS as the build summary counts it (shared root chunks + the route's own, gzipped),
// sorted into the budgets' areas: open pages, pages behind the learner sign-in, the back office.
test('sizes each page route from the build manifests and tells public, learner and back-office pages apart', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
  try {
    const write = (file: string, bytes: number) => {
      fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      fs.writeFileSync(path.join(dist, file), Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7919) % 251)));
    };
    write('static/chunks/main.js', 4000);
    write('static/chunks/news.js', 2000);
    write('static/chunks/user.js', 3000);
    fs.writeFileSync(path.join(dist, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/main.js'] }));
    fs.writeFileSync(
      path.join(dist, 'app-build-manifest.json'),
      JSON.stringify({
        pages: {
          '/[locale]/(front)/news/page': ['static/chunks/news.js', 'static/chunks/main.js', 'static/css/a.css'],
          '/[locale]/(front)/user/info/page': ['static/chunks/user.js'],
          '/[locale]/(manage)/manage/page': [],
          '/[locale]/(front)/news/layout': ['static/chunks/user.js'],
          '/sitemap.xml/route': [],
        },
      }),
    );
    const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    const kb = (bytes: number) => Math.round(bytes / 100) / 10;
    expect(firstLoadSizes(dist)).toEqual([
      { route: '/manage', firstLoadKb: kb(gz('static/chunks/main.js')), area: 'manage' },
      { route: '/news', firstLoadKb: kb(gz('static/chunks/main.js') + gz('static/chunks/news.js')), area: 'public' },
      { route: '/user/info', firstLoadKb: kb(gz('static/chunks/main.js') + gz('static/chunks/user.js')), area: 'learner' },
    ]);
  } finally {
    fs.rmSync(dist, { recursive: true, force: true });
  }
});
