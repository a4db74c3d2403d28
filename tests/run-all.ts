import { spawnSync } from 'node:child_process';
import { chromiumPath } from '../playwright.config';

// `npm test`: every suite, in order, stopping at the first failure. A missing browser is a failure
// with instructions, never a silent skip.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };

function run(title: string, command: string, args: string[]) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${title} failed.`);
    process.exit(result.status ?? 1);
  }
}

if (!chromiumPath()) {
  console.error(
    'No Chromium found for the end-to-end tests. Install it (Debian: apt-get install -y chromium) ' +
      'or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}
if (!process.env.TEST_DATABASE_URL) {
  console.log('Note: TEST_DATABASE_URL is not set, so the API suite runs on SQLite only (CI runs it on PostgreSQL too).');
}

run('Unit and API tests (jest)', 'npx', ['jest']);
run('End-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test']);
