import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/lib/server/db';

// "Does this ID number belong to certificate N?" (issue 30): the online confirmation that a person
// in front of a verifier is the holder, now that no payload, page or PDF carries anything computed
// from the whole number. The answer is yes or no; each question is written to the operation log
// with who asked (address), when, which certificate and the answer, never the number.

export const HOLDER_CHECK_MODULE = 'certificates/holder-check';

/** True or false; undefined when there is no such certificate (skills, or AJ… programme certificates). */
export async function holderMatches(db: Db, certNo: string, idNumber: string): Promise<boolean | undefined> {
  const row = certNo.startsWith('AJ')
    ? await db.selectFrom('moxibustion_certificates').select('id_number').where('cert_no', '=', certNo).executeTakeFirst()
    : await db.selectFrom('certificates').select('id_number').where('cert_no', '=', certNo).executeTakeFirst();
  if (!row) return undefined;
  // Digests of equal length, so the comparison takes the same time wherever the numbers differ.
  const digest = (value: string) => createHash('sha256').update(value.trim().toUpperCase(), 'utf8').digest();
  return timingSafeEqual(digest(row.id_number), digest(idNumber));
}

export type HolderCheckOutcome = 'match' | 'no_match' | 'not_found' | 'limited';

/** One line of the operation log for a check: no manager, the certificate and the outcome as parameters. */
export async function logHolderCheck(
  db: Db,
  entry: { certNo: string; outcome: HolderCheckOutcome; ip: string | null; path: string; status: number; at: string; durationMs: number },
): Promise<void> {
  await db
    .insertInto('operation_logs')
    .values({
      manager_id: null, module: HOLDER_CHECK_MODULE, action: entry.outcome, method: 'POST', path: entry.path.slice(0, 255),
      params: JSON.stringify({ cert_no: entry.certNo, result: entry.outcome }), status_code: entry.status, duration_ms: entry.durationMs,
      ip: entry.ip, created_at: entry.at,
    })
    .execute();
}
