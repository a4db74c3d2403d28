import { createHash, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// Issue 30: nothing derived from an ID number leaves the server.
// - certificates.content_hash is recomputed without the ID number (it covered it, and was published).
// - certificate_credentials.status_index: each certificate's place in the revocation status list,
//   drawn at random and unique, instead of the sequential row id that told the order of issue.
// Payloads signed before (claims version 1, with the PBKDF2 binding) are signed anew at the next
// start: the signing step treats them as stale.

/** Bitstring Status List's minimum size; the list grows in steps of it, keeping at least 4 free places per taken one. */
const MIN_BITS = 131_072;
const rangeFor = (count: number) => Math.max(MIN_BITS, Math.ceil((count * 4) / MIN_BITS) * MIN_BITS);
const CHUNK = 500;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('certificate_credentials').addColumn('status_index', 'integer').execute();
  const credentials: { id: number }[] = await db.selectFrom('certificate_credentials').select('id').orderBy('id').execute();
  const range = rangeFor(credentials.length);
  const taken = new Set<number>();
  for (const { id } of credentials) {
    let index = randomInt(range);
    while (taken.has(index)) index = randomInt(range);
    taken.add(index);
    await db.updateTable('certificate_credentials').set({ status_index: index }).where('id', '=', id).execute();
  }
  await db.schema.createIndex('certificate_credentials_status_idx').on('certificate_credentials').column('status_index').unique().execute();

  for (let after = 0; ; ) {
    const rows: { id: number; cert_no: string; holder_name: string; code: string; level: number; issuer: string; issued_on: string }[] = await db
      .selectFrom('certificates as c')
      .innerJoin('occupations as o', 'o.id', 'c.occupation_id')
      .select(['c.id', 'c.cert_no', 'c.holder_name', 'o.code', 'c.level', 'c.issuer', 'c.issued_on'])
      .where('c.id', '>', after)
      .orderBy('c.id')
      .limit(CHUNK)
      .execute();
    if (!rows.length) break;
    for (const r of rows) {
      const canonical = [r.cert_no, r.holder_name, r.code, String(r.level), r.issuer, r.issued_on].join('|');
      const hash = createHash('sha256').update(canonical, 'utf8').digest('hex');
      await db.updateTable('certificates').set({ content_hash: hash }).where('id', '=', r.id).execute();
    }
    after = rows[rows.length - 1].id;
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('certificate_credentials_status_idx').execute();
  await db.schema.alterTable('certificate_credentials').dropColumn('status_index').execute();
}
