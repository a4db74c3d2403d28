import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildNeeded } from '../../../lib/server/cli/build-state';

// One browser-test server (playwright.config.ts, e2eWebServer): a fresh database in its own folder,
// then `npm start` (lib/server/cli/start.ts). The servers start together and share one build: the
// first to take the lock builds if the sources changed, the others wait and find it done, so two
// `next build`s never write .next at once.

const LOCK = path.resolve('data/e2e/build.lock');
const LOCK_DEADLINE_MS = 20 * 60_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock file (created exclusively, holding our pid); a lock left by a process that is gone is taken over. */
async function lock(): Promise<() => void> {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  const until = Date.now() + LOCK_DEADLINE_MS;
  for (;;) {
    try {
      fs.writeFileSync(LOCK, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(LOCK, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(fs.readFileSync(LOCK, 'utf8').trim() || 0);
    if (holder && !alive(holder)) fs.rmSync(LOCK, { force: true });
    if (Date.now() > until) throw new Error(`${LOCK} was held for more than ${LOCK_DEADLINE_MS / 60_000} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main() {
  const dir = process.env.E2E_SERVER_DIR;
  if (!dir) throw new Error('E2E_SERVER_DIR is not set (see e2eWebServer in playwright.config.ts)');
  const release = await lock();
  try {
    const reason = buildNeeded();
    if (reason) {
      console.log(`Building (${reason})…`);
      const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
      if (build.status !== 0) process.exit(build.status ?? 1);
    }
  } finally {
    release();
  }
  // A fresh database every run (its key files stay: a fresh database has nothing sealed with an older key).
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    if (/^e2e\.db/.test(name) || name === 'sms.log') fs.rmSync(path.join(dir, name), { force: true });
  }
  await import('../../../lib/server/cli/start');
}

main().catch((error) => {
  console.error(`The browser tests' server did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
