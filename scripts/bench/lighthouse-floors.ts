import fs from 'node:fs';
import path from 'node:path';
import { freePort, start, type Running } from './processes';

/** The trivial page Next renders per request (app/api/bench-floor/dynamic, with BENCH_FLOORS=1). */
export const FLOOR_PAGE = '/api/bench-floor/dynamic';

/** Where the floor server answers a page's copy without scripts (the fragment stays in the browser). */
export function scriptFreePath(pagePath: string): string {
  return `/__script-free${pagePath.startsWith('/') ? pagePath : `/${pagePath}`}`;
}

/** lighthouse-floor-server.ts in front of the site, as its own process (Lighthouse runs block this one). */
export async function startFloorServer(origin: string, logDir: string): Promise<Running> {
  fs.mkdirSync(logDir, { recursive: true });
  const port = await freePort();
  return start({
    name: 'lighthouse-floors',
    command: [process.execPath, require.resolve('tsx/cli'), path.join(__dirname, 'lighthouse-floor-server.ts'), String(port), origin],
    port,
    readyPath: '/robots.txt',
    logFile: path.join(logDir, 'lighthouse-floors.log'),
  });
}
