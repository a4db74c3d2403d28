import { connect } from '@/lib/server/db/connect';
import { createStorage, localStorage } from '@/lib/server/storage';
import { migrateFiles } from '@/lib/server/storage/migrate';
import { loadEnvOrExit } from './load-env';

// `npm run storage:migrate`: copies the files under UPLOAD_DIR to the object storage STORAGE_URL
// names, verifying each by size and SHA-256. Run it again after an interruption: what is already
// there and whole is skipped.
async function main() {
  const config = loadEnvOrExit();
  const target = createStorage(config);
  if (target.kind !== 's3') {
    console.error('storage:migrate copies UPLOAD_DIR to object storage: set STORAGE_URL=s3://bucket/prefix (and S3_ENDPOINT, keys) first.');
    process.exit(2);
  }
  const source = localStorage(config.UPLOAD_DIR);
  const db = connect(config.DATABASE_URL);
  try {
    console.log(`Copying files from ${source.location} to ${target.location} …`);
    const report = await migrateFiles(db, source, target, (line) => console.log(line));
    console.log(`${report.copied} copied and verified, ${report.skipped} already there and whole, ${report.missing.length} missing on the disk, ${report.failed.length} failed verification.`);
    for (const key of report.missing) console.log(`missing on the disk: ${key}`);
    for (const key of report.failed) console.log(`failed verification: ${key}`);
    if (report.failed.length) process.exitCode = 1;
  } finally {
    await target.close();
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(`storage:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
