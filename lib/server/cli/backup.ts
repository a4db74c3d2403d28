import { backupDatabase } from '@/lib/server/db/backup';
import { dataKeyCoverage } from '@/lib/server/privacy/backup-note';
import { backupCoverage } from '@/lib/server/storage/backup-note';
import { loadEnvOrExit } from './load-env';

// `npm run db:backup [-- --out=FILE]`: a consistent copy of the database while the server runs.
async function main() {
  const config = loadEnvOrExit();
  const out = process.argv.slice(2).find((a) => a.startsWith('--out='))?.slice('--out='.length);
  const result = await backupDatabase(config.DATABASE_URL, out);
  console.log(`Backed up the ${result.dialect} database to ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB), checked.`);
  console.log(`Restore with: npm run db:restore -- ${result.file}   (stop the servers first)`);
  for (const line of backupCoverage(config)) console.log(line);
  for (const line of dataKeyCoverage(config.DATABASE_URL)) console.log(line);
}

main().catch((error) => {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
