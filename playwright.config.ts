import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { withBundledCjkFont } from './scripts/cjk-font';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN_PASSWORD = 'E2e-Admin-Pass-2026';
export const E2E_DEMO_PASSWORD = 'E2e-Demo-Pass-2026';
export const E2E_MANAGER_CLIENT_SECRET = 'e2e-manager-client-secret-0123456789';

export function chromiumPath(): string | undefined {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p && fs.existsSync(p)));
}

const executablePath = chromiumPath();

/** How every test browser starts (a spec that needs more, such as the CJK font, spreads these). */
export const E2E_LAUNCH_OPTIONS = {
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/**
 * How many servers the browser tests run against, and so how many Playwright workers: each worker
 * talks to a server and a database of its own (E2E_SERVERS=1 runs the specs one at a time, as before).
 * A spec that changes shared demo rows (a menu order, a class's seats, a manager's settings) then
 * never races a spec in the other worker; within a worker the specs keep their file order.
 */
export const E2E_SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 2));

export type E2eServer = {
  index: number;
  port: number;
  url: string;
  /** The folder of the server's database, its key files, uploads and SMS log. */
  dir: string;
  dbFile: string;
  smsLog: string;
};

/** Server `index`'s address and files: ports 10 apart (a spec's own extra processes use E2E_PORT + 2…6 and + 101). */
export function e2eServer(index: number): E2eServer {
  const port = E2E_PORT + 10 * index;
  const dir = `data/e2e/server-${index}`;
  return { index, port, url: `http://localhost:${port}`, dir, dbFile: `${dir}/e2e.db`, smsLog: `${dir}/sms.log` };
}

/** The server of the Playwright worker this runs in (TEST_PARALLEL_INDEX: 0 … workers - 1, kept by a restarted worker). */
export function currentE2eServer(): E2eServer {
  return e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}

/**
 * How to start server `index` (tests/e2e/helpers/serve.ts: a fresh database, a build only if the
 * sources changed, under a lock the servers share, then `npm start`). `npm test` (tests/run-all.ts)
 * starts them itself as soon as the build is done, while jest still runs, and sets
 * E2E_REUSE_SERVER=1 so Playwright uses them.
 */
export function e2eWebServer(index: number) {
  const server = e2eServer(index);
  return {
    command: `tsx tests/e2e/helpers/serve.ts`,
    url: `${server.url}/api/ready`,
    // A cold build on a busy 2-core machine can take longer than ten minutes.
    timeout: 1_200_000,
    stdout: 'pipe' as const,
    env: {
      E2E_SERVER_DIR: server.dir,
      DATABASE_URL: `file:${server.dbFile}`,
      UPLOAD_DIR: `${server.dir}/uploads`,
      PORT: String(server.port),
      HOST: 'localhost',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      SMS_LOG_FILE: server.smsLog,
      MANAGER_CLIENT_SECRET: E2E_MANAGER_CLIENT_SECRET,
      // Every browser test signs in from 127.0.0.1; the per-address limit itself is covered by tests/api/abuse-limits.test.ts.
      LOGIN_ATTEMPTS_PER_IP: '10000',
      // The browser tests act as one proxy in front: a spec may name its client in X-Forwarded-For
      // (manage-system.spec.ts gives each browser its own); without one the address is the socket's.
      TRUSTED_PROXY_HOPS: '1',
      // Limits kept in a shared Redis would carry this run's sign-ups from 127.0.0.1 into the next run
      // within the hour; the Redis paths are covered by the API suite (auth-redis, two-instances).
      REDIS_URL: '',
      API_UPSTREAM_URL: '',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
      // Warnings and errors only: a line per request (about 20,000 a run) told nothing and cost CPU twice,
      // in the server and in the runner that relays it.
      LOG_LEVEL: 'warn',
    },
  };
}

export const E2E_WEB_SERVERS = Array.from({ length: E2E_SERVERS }, (_, index) => e2eWebServer(index));

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: E2E_SERVERS,
  retries: 0,
  timeout: 60_000,
  // A deadline for each expectation, not a sleep: 5 s (the default) missed a deleted lesson's toast in a
  // full run on a slow day (the lesson was gone when the test failed, so most likely it came late).
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Each worker's own server: tests/e2e/fixtures.ts sets it per worker; this file is loaded again
    // in every worker (TEST_PARALLEL_INDEX set), so a spec importing @playwright/test gets it too.
    baseURL: currentE2eServer().url,
    // Recording a trace of every test cost about 30 % of the run's time and CPU (measured on the
    // back-office crawl: 33 s with traces, 23.5 s without). To get one: npx playwright test <file> --trace on.
    trace: 'off',
    // E2E_CJK_FONT=1: every test browser draws Chinese and Japanese with the bundled font (scripts/cjk-font.ts).
    launchOptions: process.env.E2E_CJK_FONT === '1' ? withBundledCjkFont(E2E_LAUNCH_OPTIONS) : E2E_LAUNCH_OPTIONS,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: E2E_WEB_SERVERS.map((server) => ({ ...server, reuseExistingServer: process.env.E2E_REUSE_SERVER === '1' })),
});
