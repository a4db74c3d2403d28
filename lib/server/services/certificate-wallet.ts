import { createHash } from 'node:crypto';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { signStatusList, signWalletCredential } from '@/lib/server/credentials/documents';
import { revokedIndexes, signCertificate, signedClaims, type CredentialKind } from './certificate-credentials';
import { CERTIFICATE_NOT_FOUND } from './my-certificates';
import { myMoxibustionCertificateId } from './my-moxibustion-certificates';

// What leaves the platform signed besides the QR payload: the revocation status list, built and
// signed when asked for (the API keeps it a few seconds; any write empties that), and the learner's
// wallet credential.

export async function certificateStatusList(db: Db, siteUrl: string): Promise<string> {
  return signStatusList(siteUrl, await revokedIndexes(db));
}

/** Id of the learner's own certificate of either kind: a skills one is theirs by its user, a programme one by the enrolment it was issued on. */
async function ownCertificate(db: Db, userId: number, certNo: string): Promise<{ kind: CredentialKind; id: number } | undefined> {
  if (certNo.startsWith('AJ')) {
    const id = await myMoxibustionCertificateId(db, userId, certNo);
    return id === undefined ? undefined : { kind: 'moxibustion', id };
  }
  const row = await db.selectFrom('certificates').select('id').where('cert_no', '=', certNo).where('user_id', '=', userId).executeTakeFirst();
  return row && { kind: 'skills', id: row.id };
}

/** The learner's own certificate as an Open Badges 3.0 credential (vc+jwt); signed first (at `now`) if it never was. */
export async function walletCredentialOf(db: Db, userId: number, certNo: string, siteUrl: string, now: string): Promise<string> {
  const own = await ownCertificate(db, userId, certNo);
  if (!own) throw new AppError('not_found', CERTIFICATE_NOT_FOUND);
  let signed = await signedClaims(db, own.kind, own.id);
  if (!signed) {
    await db.transaction().execute((trx) => signCertificate(trx, own.kind, own.id, null, now));
    signed = (await signedClaims(db, own.kind, own.id))!;
  }
  // Open Badges' salted identity hash: sha256 of the number followed by the salt, as hex.
  const identityHash = createHash('sha256').update(`${signed.idNumber}${signed.salt}`, 'utf8').digest('hex');
  return signWalletCredential(siteUrl, signed.claims, signed.salt, identityHash, own.kind);
}
