import { restoreDatabase } from '@/lib/server/db/backup';
import { loadEnvOrExit } from './load-env';

// `npm run db:restore -- FILE`: puts a backup made by db:backup in place. Stop the servers first.
function main() {
  const config = loadEnvOrExit();
  const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!file) {
    console.error('usage: npm run db:restore -- <backup file>');
    process.exit(2);
  }
  const { replaced } = restoreDatabase(config.DATABASE_URL, file);
  console.log(`Restored ${file}.${replaced ? ` The previous database is kept as ${replaced}.` : ''}`);
}

try {
  main();
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
