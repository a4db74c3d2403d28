import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { closeDb, db } from '@/lib/server/db';
import { dialectOf } from '@/lib/server/db/connect';
import { migrateToLatest } from '@/lib/server/db/migrate';
import { formatAccounts, seedDatabase } from '@/lib/server/db/seed';
import { buildNeeded } from './build-state';
import { absolutePathsEnv, listenEnv, STANDALONE_SERVER } from './standalone';
import { reloadEnv } from '@/lib/env';
import { loadEnvOrExit } from './load-env';
import { siteAddress } from './site-address';
import { SIGN_BEFORE_SERVING, signExistingCertificates } from './sign-certificates';

// `npm start`: build if needed, migrate, seed an empty database, sign unsigned certificates, print the demo accounts, serve.
async function main() {
  let config = loadEnvOrExit();
  const listen = listenEnv(process.env.HOST);
  const site = siteAddress(process.env.SITE_URL, process.env.HOST, config.PORT);
  for (const warning of site.warnings) console.warn(`WARNING: ${warning}`);
  if (process.env.SITE_URL !== site.url) {
    // Before anything signs: this process, the server and cert:sign all embed the same address.
    if (!process.env.SITE_URL?.trim()) process.env.SITE_URL_DERIVED = '1';
    process.env.SITE_URL = site.url;
    reloadEnv();
    config = loadEnvOrExit();
  }
  const reason = buildNeeded();
  if (reason) {
    console.log(`Building (${reason})…`);
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const applied = await migrateToLatest(db());
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  const started = Date.now();
  const result = await seedDatabase(db(), {
    province: config.PLATFORM_PROVINCE,
    adminPassword: config.ADMIN_PASSWORD,
    demoPassword: config.DEMO_PASSWORD,
    log: (line) => console.log(`  ${line}`),
  });
  if (result.seeded) console.log(`Seeded the demo data in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  const unsigned = await signExistingCertificates(db(), SIGN_BEFORE_SERVING);
  console.log(formatAccounts(result));
  await closeDb();

  console.log(`Serving on ${site.url} (listening on ${listen.HOSTNAME}:${config.PORT}; database: ${dialectOf(config.DATABASE_URL)})`);
  // Again at the end of the banner, where it is read: the start of the log has scrolled away.
  for (const warning of site.warnings) console.warn(`WARNING: ${warning}`);
  // The standalone server itself, not `next start`: what the container runs, one process, and the
  // signals reach it directly. It works from its own folder, hence the absolute paths.
  const server = spawn(process.execPath, [path.resolve(STANDALONE_SERVER)], {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...absolutePathsEnv(process.env),
      PORT: String(config.PORT),
      // Read by Next's standalone server.js itself, before any of this app's code runs.
      KEEP_ALIVE_TIMEOUT: String(config.KEEP_ALIVE_TIMEOUT),
      ...listen,
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
    },
  });
  const signing = unsigned ? spawn('npm', ['run', '-s', 'cert:sign'], { stdio: 'inherit' }) : null;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => { server.kill(signal); signing?.kill(signal); });
  server.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error) => {
  console.error(`Start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
