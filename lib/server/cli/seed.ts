import { closeDb, readyDb } from '@/lib/server/db';
import { formatAccounts, seedDatabase } from '@/lib/server/db/seed';
import { loadEnvOrExit } from './load-env';
import { signExistingCertificates } from './sign-certificates';

// `npm run db:seed`: migrate, fill an empty database with the demo data, sign unsigned certificates, print the demo accounts.
// `--no-sign` leaves the certificates unsigned (`npm run cert:sign` signs them later): the bench's
// smoke mode, which needs no signature, saves the half minute that 5,000 PBKDF2 bindings take.
async function main() {
  const sign = !process.argv.includes('--no-sign');
  const config = loadEnvOrExit();
  const db = await readyDb();
  const started = Date.now();
  const result = await seedDatabase(db, {
    province: config.PLATFORM_PROVINCE,
    adminPassword: config.ADMIN_PASSWORD,
    demoPassword: config.DEMO_PASSWORD,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(
    result.seeded
      ? `Seeded the demo data in ${((Date.now() - started) / 1000).toFixed(1)} s.`
      : 'The database already holds data: nothing was changed.',
  );
  if (sign) await signExistingCertificates(db);
  console.log(formatAccounts(result));
  await closeDb();
}

main().catch(async (error) => {
  console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`);
  await closeDb().catch(() => {});
  process.exit(1);
});
