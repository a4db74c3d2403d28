import { signer } from '@/lib/server/credentials/keys';
import type { Db } from '@/lib/server/db';
import { countUnsignedCertificates, signUnsignedCertificates } from '@/lib/server/services/certificate-credentials';

/** About a minute and a half of PBKDF2 on two cores; a larger register (db:scale) is signed while the server runs. */
export const SIGN_BEFORE_SERVING = 20_000;

/**
 * Certificates registered before signatures (the demo data too) get theirs. Returns how many are
 * left for `npm run cert:sign` when there were more than `max`.
 */
export async function signExistingCertificates(db: Db, max = Number.POSITIVE_INFINITY): Promise<number> {
  const pending = await countUnsignedCertificates(db);
  if (!pending) return 0;
  if (pending > max) {
    console.log(`${pending} certificates have no signature yet: they are signed in the background (npm run cert:sign) while the server runs.`);
    return pending;
  }
  const started = Date.now();
  const count = await signUnsignedCertificates(db, new Date(started).toISOString(), (line) => console.log(`  ${line}`));
  console.log(`Signed ${count} certificates with key ${(await signer()).kid} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
}
