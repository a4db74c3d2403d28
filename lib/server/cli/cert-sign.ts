import { closeDb, readyDb } from '@/lib/server/db';
import { loadEnvOrExit } from './load-env';
import { signExistingCertificates } from './sign-certificates';

// `npm run cert:sign`: signs every certificate that has no signature yet, or one from a key no longer
// published. `npm start` does this itself, in the background for a register over 20,000 unsigned.
async function main() {
  loadEnvOrExit();
  await signExistingCertificates(await readyDb());
  await closeDb();
}

main().catch(async (error) => {
  console.error(`Signing failed: ${error instanceof Error ? error.message : String(error)}`);
  await closeDb().catch(() => {});
  process.exit(1);
});
