import type { MyMoxibustionCertificate } from '@/lib/contract/moxibustion';
import type { Db } from '@/lib/server/db';
import { certificateQuery, toCertificate } from './moxibustion';
import { signedLink } from './my-certificates';

// A learner's own programme certificates: those issued on an enrolment of their account. Only here
// (and to managers) is the signed payload shown: it binds the full ID number (binding.ts).

function mine(db: Db, userId: number) {
  return certificateQuery(db)
    .leftJoin('certificate_credentials as cc', (j) => j.onRef('cc.certificate_id', '=', 'c.id').on('cc.kind', '=', 'moxibustion'))
    .select(['c.id', 'cc.kid', 'cc.jws'])
    .where('e.user_id', '=', userId);
}

export async function listMyMoxibustionCertificates(db: Db, userId: number, siteUrl: string): Promise<MyMoxibustionCertificate[]> {
  const rows = await mine(db, userId).orderBy('c.issued_on', 'desc').orderBy('c.cert_no', 'desc').limit(100).execute();
  return rows.map((r) => ({ ...toCertificate(r), ...signedLink(r, siteUrl) }));
}

/** The id of the learner's own certificate with this number; undefined for another's or an unknown one. */
export async function myMoxibustionCertificateId(db: Db, userId: number, certNo: string): Promise<number | undefined> {
  const row = await mine(db, userId).where('c.cert_no', '=', certNo).executeTakeFirst();
  return row?.id;
}
