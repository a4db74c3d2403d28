import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN_PASSWORD = 'E2e-Admin-Pass-2026';
export const E2E_DEMO_PASSWORD = 'E2e-Demo-Pass-2026';
export const E2E_MANAGER_CLIENT_SECRET = 'e2e-manager-client-secret-0123456789';

export function chromiumPath(): string | undefined {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => Boolean(p && fs.existsSync(p)));
}

const executablePath = chromiumPath();

/**
 * The server the browser tests run against. `npm test` (tests/run-all.ts) starts it itself as soon as
 * the build is done, while jest still runs, and sets E2E_REUSE_SERVER=1 so Playwright uses it.
 */
export const E2E_WEB_SERVER = {
  // A fresh database every run; start.ts builds only when the sources changed since the last build.
  command: 'rm -f data/e2e/e2e.db* data/e2e/sms.log && tsx lib/server/cli/start.ts',
  url: `http://localhost:${E2E_PORT}/api/ready`,
  // A cold build on a busy 2-core machine can take longer than ten minutes.
  timeout: 1_200_000,
  stdout: 'pipe' as const,
  env: {
    DATABASE_URL: 'file:data/e2e/e2e.db',
    PORT: String(E2E_PORT),
    HOST: 'localhost',
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    DEMO_PASSWORD: E2E_DEMO_PASSWORD,
    SMS_LOG_FILE: 'data/e2e/sms.log',
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

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Recording a trace of every test cost about 30 % of the run's time and CPU (measured on the
    // back-office crawl: 33 s with traces, 23.5 s without). To get one: npx playwright test <file> --trace on.
    trace: 'off',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: { ...E2E_WEB_SERVER, reuseExistingServer: process.env.E2E_REUSE_SERVER === '1' },
});
