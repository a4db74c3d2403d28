import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { signStatusList } from '@/lib/server/credentials/documents';
import { holderId, signOpenBadge } from '@/lib/server/credentials/open-badges';
import { issueSdJwtVc, signTokenStatusList } from '@/lib/server/credentials/sd-jwt-vc';
import { revokedIndexes, signCertificate, signedClaims, type CredentialKind } from './certificate-credentials';
import { CERTIFICATE_NOT_FOUND } from './my-certificates';
import { myMoxibustionCertificateId } from './my-moxibustion-certificates';

// What leaves the platform signed besides the QR payload: the revocation status lists (W3C
// Bitstring and IETF Token Status List), built and signed when asked for (the API keeps them a few
// seconds; any write empties that), and the learner's wallet credentials: Open Badges 3.0, and the
// SD-JWT VC from which the learner presents their certificate with or without the ID number.

export async function certificateStatusList(db: Db, siteUrl: string): Promise<string> {
  return signStatusList(siteUrl, await revokedIndexes(db));
}

export async function certificateTokenStatusList(db: Db, siteUrl: string): Promise<string> {
  return signTokenStatusList(siteUrl, await revokedIndexes(db));
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

/** The learner's own certificate's signed claims, signed first (at `now`) if it never was; a 404 for anyone else's. */
async function ownSignedClaims(db: Db, userId: number, certNo: string, now: string) {
  const own = await ownCertificate(db, userId, certNo);
  if (!own) throw new AppError('not_found', CERTIFICATE_NOT_FOUND);
  let signed = await signedClaims(db, own.kind, own.id);
  if (!signed) {
    await db.transaction().execute((trx) => signCertificate(trx, own.kind, own.id, null, now));
    signed = (await signedClaims(db, own.kind, own.id))!;
  }
  return { kind: own.kind, ...signed };
}

/** The learner's own certificate as an Open Badges 3.0 credential (JWT proof, RS256), its subject their holder identifier. */
export async function walletCredentialOf(db: Db, userId: number, certNo: string, siteUrl: string, now: string): Promise<string> {
  const signed = await ownSignedClaims(db, userId, certNo, now);
  const account = await db.selectFrom('users').select('uuid').where('id', '=', userId).executeTakeFirstOrThrow();
  return signOpenBadge(siteUrl, signed.claims, holderId(account.uuid), signed.kind);
}

/** The learner's own certificate as an SD-JWT VC with all its disclosures (the ID number's among them), signed now with fresh salts. */
export async function sdJwtCredentialOf(db: Db, userId: number, certNo: string, siteUrl: string, now: string): Promise<string> {
  const signed = await ownSignedClaims(db, userId, certNo, now);
  return issueSdJwtVc(siteUrl, signed.claims, signed.idNumber, signed.kind, new Date(now));
}
