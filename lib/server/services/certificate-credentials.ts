import { randomInt } from 'node:crypto';
import { base64url } from 'jose';
import { CLAIMS_VERSION, type CertificateClaims } from '@/lib/credentials/claims';
import type { Db } from '@/lib/server/db';
import { signer } from '@/lib/server/credentials/keys';
import { signCertificateClaims, signRevocation } from '@/lib/server/credentials/sign';
import { maskIdNumber } from './learners';

// Signed certificates (issue 22): each certificate of either kind gets a credential row holding the
// payload its QR code carries, signed at issue and reissue; a revocation adds a signed notice. Its
// status_index, drawn at random, is the certificate's place in the published status list. The
// payload carries the masked ID number only, nothing computed from the whole one (issue 30).

export type CredentialKind = 'skills' | 'moxibustion';
export const MOXIBUSTION_PROGRAMME = '艾灸技能培训';

/** What a certificate says, read from the register as it is now. */
export type RegisterFields = Omit<CertificateClaims, 'v' | 'idx' | 'iat'>;
type Source = { fields: RegisterFields; idNumber: string; status: 'valid' | 'revoked'; revokedReason: string | null; revokedAt: string | null; replacedBy: string | null };

async function skillsSource(db: Db, id: number): Promise<Source | undefined> {
  const row = await db
    .selectFrom('certificates as c')
    .innerJoin('occupations as o', 'o.id', 'c.occupation_id')
    .leftJoin('certificates as prev', 'prev.id', 'c.replaces_id')
    .select(['c.id', 'c.cert_no', 'c.holder_name', 'c.id_number', 'c.level', 'c.issuer', 'c.issued_on', 'c.status', 'c.revoked_reason', 'c.updated_at', 'o.code', 'o.name', 'prev.cert_no as prev'])
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [next, revoked] = await Promise.all([
    db.selectFrom('certificates').select('cert_no').where('replaces_id', '=', id).executeTakeFirst(),
    db.selectFrom('certificate_events').select('created_at').where('certificate_id', '=', id).where('action', '=', 'revoked').orderBy('id', 'desc').executeTakeFirst(),
  ]);
  const status = row.status === 'revoked' ? 'revoked' : 'valid';
  return {
    fields: {
      no: row.cert_no, name: row.holder_name, id: maskIdNumber(row.id_number), occ: row.name, occCode: row.code, level: row.level, issuer: row.issuer,
      date: row.issued_on, ...(row.prev ? { prev: row.prev } : {}),
    },
    idNumber: row.id_number, status, revokedReason: row.revoked_reason, revokedAt: status === 'revoked' ? revoked?.created_at ?? row.updated_at : null,
    replacedBy: next?.cert_no ?? null,
  };
}

async function moxibustionSource(db: Db, id: number): Promise<Source | undefined> {
  const row = await db
    .selectFrom('moxibustion_certificates')
    .select(['cert_no', 'name', 'id_number', 'level', 'issuer', 'issued_on', 'status', 'revoked_reason', 'revoked_at', 'updated_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const status = row.status === 'revoked' ? 'revoked' : 'valid';
  return {
    fields: { no: row.cert_no, name: row.name, id: maskIdNumber(row.id_number), occ: MOXIBUSTION_PROGRAMME, occCode: null, level: row.level, issuer: row.issuer, date: row.issued_on },
    idNumber: row.id_number, status, revokedReason: row.revoked_reason, revokedAt: status === 'revoked' ? row.revoked_at ?? row.updated_at : null, replacedBy: null,
  };
}

const sourceOf = (db: Db, kind: CredentialKind, id: number) => (kind === 'skills' ? skillsSource(db, id) : moxibustionSource(db, id));

const credentialRow = (db: Db, kind: CredentialKind, id: number) =>
  db.selectFrom('certificate_credentials').selectAll().where('kind', '=', kind).where('certificate_id', '=', id).executeTakeFirst();

/** Bitstring Status List's minimum size (documents.ts); the list grows in steps of it, keeping at least 4 free places per taken one. */
const STATUS_LIST_STEP = 131_072;
export const statusIndexRange = (taken: number) => Math.max(STATUS_LIST_STEP, Math.ceil((taken * 4) / STATUS_LIST_STEP) * STATUS_LIST_STEP);

/** A free place in the status list, drawn at random so an index says nothing of when a certificate was issued. */
async function freeStatusIndex(db: Db): Promise<number> {
  const { n } = await db.selectFrom('certificate_credentials').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const range = statusIndexRange(Number(n) + 1);
  for (;;) {
    const index = randomInt(range);
    const taken = await db.selectFrom('certificate_credentials').select('id').where('status_index', '=', index).executeTakeFirst();
    if (!taken) return index;
  }
}

/** The claims as signed, without the signing time: what decides whether a payload must be signed again. */
function unsignedPart(payload: string): string {
  if (!payload) return '';
  const { iat: _iat, ...rest } = JSON.parse(payload) as Record<string, unknown>;
  return JSON.stringify(rest);
}

/**
 * Signs (or signs again, keeping its index) the certificate's payload; a revoked one also gets its
 * revocation notice. Runs in the caller's transaction. Unchanged claims under the active key are
 * left as they are. `at` is the caller's clock (the app context's), as stored text; it is also the
 * payload's `iat`.
 */
export async function signCertificate(db: Db, kind: CredentialKind, certificateId: number, managerId: number | null, at: string): Promise<void> {
  const source = await sourceOf(db, kind, certificateId);
  if (!source) return;
  let row = await credentialRow(db, kind, certificateId);
  if (!row) {
    // salt: unused since issue 30 (the v1 payload's binding and the wallet's identityHash used it).
    await db
      .insertInto('certificate_credentials')
      .values({
        kind, certificate_id: certificateId, kid: '', salt: '', payload: '', jws: '', revocation_jws: null,
        signed_by: managerId, signed_at: at, status_index: await freeStatusIndex(db),
      })
      .execute();
    row = (await credentialRow(db, kind, certificateId))!;
  }
  const statusIndex = row.status_index ?? (await freeStatusIndex(db));
  const claims: CertificateClaims = { v: CLAIMS_VERSION, ...source.fields, idx: statusIndex, iat: Math.floor(Date.parse(at) / 1000) };
  const active = await signer();
  const signed = await signCertificateClaims(claims, active);
  const resign = unsignedPart(signed.payload) !== unsignedPart(row.payload) || row.kid !== active.kid;
  const notice = source.status === 'revoked' ? await revocationNotice(source, active, at) : null;
  // A notice is kept while it says the same (a later reissue adds the replacement to it).
  const revocation = notice && !resign && row.revocation_jws && unsignedPart(payloadOf(row.revocation_jws)) === unsignedPart(notice.payload) ? row.revocation_jws : notice?.jws ?? null;
  if (!resign && revocation === row.revocation_jws) return;
  await db
    .updateTable('certificate_credentials')
    .set({
      ...(resign ? { kid: signed.kid, payload: signed.payload, jws: signed.jws, signed_by: managerId, signed_at: at, status_index: statusIndex } : {}),
      revocation_jws: source.status === 'revoked' ? revocation : null,
    })
    .where('id', '=', row.id)
    .execute();
}

function revocationNotice(source: Source, active: Awaited<ReturnType<typeof signer>>, at: string) {
  const notice = {
    no: source.fields.no, at: source.revokedAt ?? at, reason: source.revokedReason ?? '—', ...(source.replacedBy ? { by: source.replacedBy } : {}),
    // Its signing time, which verifiers hold to the key's period (issue 30); `at` stays the revocation's own time.
    iat: Math.floor(Date.parse(at) / 1000),
  };
  return signRevocation(notice, active);
}

const payloadOf = (jws: string) => new TextDecoder().decode(base64url.decode(jws.split('.')[1] ?? ''));

/**
 * Certificates of each kind without a signature, signed with a key no longer published (dropped after
 * a compromise), signed before the current claims version (v1 carried a binding of the ID number), or
 * signed by a key after its valid_until, which verifiers refuse (a server given CERT_SIGNING_KEY kept
 * the old key until it was restarted after a rotation).
 */
async function unsignedCertificates(db: Db) {
  const { set } = await signer();
  const published = set.keys.map((k) => k.kid);
  const retired = set.keys.filter((k) => k.valid_until);
  // JCS sorts the keys, so `v` closes every canonical payload.
  const current = `%"v":${CLAIMS_VERSION}}`;
  const stale = (kind: CredentialKind, ids: { id: number }[]) =>
    db.selectFrom('certificate_credentials').select('certificate_id as id').where('kind', '=', kind)
      .where((eb) => eb.or([
        eb('kid', 'not in', published), eb('payload', 'not like', current), eb('status_index', 'is', null),
        // signed_at is the payload's iat as ISO text, like valid_until: compared as text.
        ...retired.map((k) => eb.and([eb('kid', '=', k.kid), eb('signed_at', '>', k.valid_until!)])),
      ]))
      .execute()
      .then((old) => [...ids, ...old]);
  const unsigned = {
    skills: () => db.selectFrom('certificates as c').select('c.id').where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('certificate_credentials as cc').select('cc.id').whereRef('cc.certificate_id', '=', 'c.id').where('cc.kind', '=', 'skills')))).orderBy('c.id').execute(),
    moxibustion: () => db.selectFrom('moxibustion_certificates as c').select('c.id').where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('certificate_credentials as cc').select('cc.id').whereRef('cc.certificate_id', '=', 'c.id').where('cc.kind', '=', 'moxibustion')))).orderBy('c.id').execute(),
  };
  return { skills: await stale('skills', await unsigned.skills()), moxibustion: await stale('moxibustion', await unsigned.moxibustion()) };
}

export async function countUnsignedCertificates(db: Db): Promise<number> {
  const pending = await unsignedCertificates(db);
  return pending.skills.length + pending.moxibustion.length;
}

/** Signs what countUnsignedCertificates counts: the one-off step of `npm start` that makes existing data verify. */
export async function signUnsignedCertificates(db: Db, at: string, log: (line: string) => void = () => {}): Promise<number> {
  const all = await unsignedCertificates(db);
  let done = 0;
  for (const kind of ['skills', 'moxibustion'] as const) {
    const pending = all[kind];
    for (let i = 0; i < pending.length; i += 200) {
      const chunk = pending.slice(i, i + 200);
      // One at a time: each may draw a free status index, which must see the ones drawn before it.
      await db.transaction().execute(async (trx) => {
        for (const r of chunk) await signCertificate(trx, kind, r.id, null, at);
      });
      done += chunk.length;
      if ((i + 200) % 1000 === 0) log(`signed ${i + 200} of ${pending.length} ${kind} certificates`);
    }
  }
  return done;
}

export type RegisterEntry = {
  cert_no: string; kind: CredentialKind; fields: RegisterFields; status: 'valid' | 'revoked'; revoked_at: string | null; revoked_reason: string | null;
  replaced_by: string | null; kid: string | null; signed_at: string | null; revocation: string | null;
};

/** The register's answer to the check page: what the certificate says now, its status and signatures (never its payload). */
export async function registerEntry(db: Db, certNo: string): Promise<RegisterEntry | undefined> {
  const kind: CredentialKind = certNo.startsWith('AJ') ? 'moxibustion' : 'skills';
  const table = kind === 'skills' ? 'certificates' : 'moxibustion_certificates';
  const found = await db.selectFrom(table).select('id').where('cert_no', '=', certNo).executeTakeFirst();
  if (!found) return undefined;
  const [source, row] = await Promise.all([sourceOf(db, kind, found.id), credentialRow(db, kind, found.id)]);
  if (!source) return undefined;
  return {
    cert_no: certNo, kind, fields: source.fields, status: source.status, revoked_at: source.revokedAt, revoked_reason: source.revokedReason,
    replaced_by: source.replacedBy, kid: row?.kid || null, signed_at: row?.kid ? row.signed_at : null, revocation: row?.revocation_jws ?? null,
  };
}

/** Status list indexes of every revoked certificate of either kind. */
export async function revokedIndexes(db: Db): Promise<number[]> {
  const [skills, moxibustion] = await Promise.all([
    db.selectFrom('certificate_credentials as cc').innerJoin('certificates as c', 'c.id', 'cc.certificate_id').select('cc.status_index')
      .where('cc.kind', '=', 'skills').where('c.status', '=', 'revoked').where('cc.status_index', 'is not', null).execute(),
    db.selectFrom('certificate_credentials as cc').innerJoin('moxibustion_certificates as c', 'c.id', 'cc.certificate_id').select('cc.status_index')
      .where('cc.kind', '=', 'moxibustion').where('c.status', '=', 'revoked').where('cc.status_index', 'is not', null).execute(),
  ]);
  return [...skills, ...moxibustion].map((r) => r.status_index!);
}

/** The stored signed claims and full ID number of a certificate (the wallet export's input). */
export async function signedClaims(db: Db, kind: CredentialKind, certificateId: number): Promise<{ claims: CertificateClaims; idNumber: string } | undefined> {
  const [row, source] = await Promise.all([credentialRow(db, kind, certificateId), sourceOf(db, kind, certificateId)]);
  if (!row?.kid || !source) return undefined;
  return { claims: JSON.parse(row.payload) as CertificateClaims, idNumber: source.idNumber };
}
