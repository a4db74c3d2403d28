import { closeDb, db } from '@/lib/server/db';
import { dialectOf } from '@/lib/server/db/connect';
import { migrateToLatest } from '@/lib/server/db/migrate';
import { loadEnvOrExit } from './load-env';

async function main() {
  const config = loadEnvOrExit();
  const applied = await migrateToLatest(db());
  console.log(
    applied.length
      ? `Applied ${applied.length} migration(s) on ${dialectOf(config.DATABASE_URL)}: ${applied.join(', ')}`
      : `Database (${dialectOf(config.DATABASE_URL)}) is up to date.`,
  );
  await closeDb();
}

main().catch((error) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
