import type { MyCertificate } from '@/lib/contract/career';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { platformDate } from '@/lib/format/time-zone';
import { certificateContentHash } from './certificate-hash';
import { maskIdNumber } from './learners';
import { inScope, managerScope } from './manager-scope';
import { isUniqueViolation } from './unique-violation';
import { signCertificate } from './certificate-credentials';
import { signedLink, verifyUrl } from './my-certificates';

export const ENROLLMENT_NOT_FOUND = '报名记录不存在。';
const PLATFORM_ISSUER = '职业技能等级认定评价机构';

/**
 * 22 characters: S, the 11-digit evaluation body code (0000 + province + organisation), the 2-digit
 * year, the level and a 7-digit serial within that prefix. The unique index is the final word.
 */
async function nextCertNo(db: Db, province: string, organizationId: number | null, issuedOn: string, level: number): Promise<string> {
  const prefix = `S0000${province.slice(0, 2)}${String(organizationId ?? 0).padStart(5, '0')}${issuedOn.slice(2, 4)}${level}`;
  const last = await db.selectFrom('certificates').select('cert_no').where('cert_no', 'like', `${prefix}%`).orderBy('cert_no', 'desc').limit(1).executeTakeFirst();
  const serial = last ? Number(last.cert_no.slice(prefix.length)) + 1 : 1;
  if (serial > 9_999_999) throw new AppError('conflict', '本机构本年度该等级的证书编号已用完。');
  return `${prefix}${String(serial).padStart(7, '0')}`;
}

function toIssued(row: {
  cert_no: string; holder_name: string; id_number: string; level: number; issuer: string; issued_on: string; status: string;
  revoked_reason: string | null; class_id: number | null; occupation_code: string; occupation_name: string;
  kid: string | null; jws: string | null;
}, siteUrl: string): MyCertificate {
  return {
    cert_no: row.cert_no, holder_name: row.holder_name, id_number: maskIdNumber(row.id_number),
    occupation: { data: { code: row.occupation_code, name: row.occupation_name } }, level: row.level, issuer: row.issuer,
    issued_on: row.issued_on, status: row.status === 'revoked' ? 'revoked' : 'valid', revoked_reason: row.revoked_reason,
    verify_url: verifyUrl(siteUrl, row.cert_no), ...signedLink(row, siteUrl), class_id: row.class_id,
  };
}

async function certificateOf(db: Db, examResultId: number, siteUrl: string): Promise<MyCertificate | undefined> {
  const row = await db
    .selectFrom('certificates as c')
    .innerJoin('occupations as o', 'o.id', 'c.occupation_id')
    .leftJoin('certificate_credentials as cc', (j) => j.onRef('cc.certificate_id', '=', 'c.id').on('cc.kind', '=', 'skills'))
    .select([
      'c.cert_no', 'c.holder_name', 'c.id_number', 'c.level', 'c.issuer', 'c.issued_on', 'c.status', 'c.revoked_reason',
      'c.class_id', 'o.code as occupation_code', 'o.name as occupation_name', 'cc.kid', 'cc.jws',
    ])
    .where('c.exam_result_id', '=', examResultId)
    .where('c.status', '=', 'valid')
    .executeTakeFirst();
  return row && toIssued(row, siteUrl);
}

/** Another request moved the enrolment on first; the retry then finds its certificate. */
class Raced extends Error {}

/** Who issues, where, and when: `now` is the app context's clock; the certificate bears its date in the platform's zone. */
export type IssueContext = { managerId: number; province: string; siteUrl: string; now: Date };
export type IssueOutcome = { certificate: MyCertificate; created: boolean };

async function issueOnce(db: Db, enrollmentId: number, ctx: IssueContext): Promise<IssueOutcome> {
  return db.transaction().execute(async (trx) => {
    const e = await trx
      .selectFrom('enrollments as en')
      .innerJoin('classes as c', 'c.id', 'en.class_id')
      .innerJoin('occupations as o', 'o.id', 'c.occupation_id')
      .leftJoin('organizations as org', 'org.id', 'c.organization_id')
      .select([
        'en.id', 'en.user_id', 'en.status', 'en.real_name', 'en.id_number', 'c.id as class_id', 'c.organization_id', 'c.city_code', 'c.occupation_id',
        'c.level', 'o.code as occupation_code', 'o.name as occupation_name', 'org.name as organization_name',
      ])
      .where('en.id', '=', enrollmentId)
      .executeTakeFirst();
    if (!e || !inScope(await managerScope(trx, ctx.managerId), e)) throw new AppError('not_found', ENROLLMENT_NOT_FOUND);

    const result = await trx
      .selectFrom('exam_results as r')
      .innerJoin('exams as x', 'x.id', 'r.exam_id')
      .select(['r.id'])
      .where('x.class_id', '=', e.class_id)
      .where('r.user_id', '=', e.user_id)
      .where('r.passed', '=', 1)
      .orderBy('r.updated_at', 'desc')
      .executeTakeFirst();
    if (result) {
      const existing = await certificateOf(trx, result.id, ctx.siteUrl);
      if (existing) return { certificate: existing, created: false };
    }
    if (e.status !== 'completed') throw new AppError('conflict', '报名尚未结业（completed），不能颁发证书。');
    if (!result) throw new AppError('conflict', '学员尚未通过本班的考核，不能颁发证书。');

    const at = ctx.now.toISOString();
    // The conditional update is the lock: of two concurrent issues only one moves the enrolment on.
    const moved = await trx
      .updateTable('enrollments')
      .set({ status: 'certified', updated_at: at })
      .where('id', '=', e.id)
      .where('status', '=', 'completed')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw new Raced();

    const issuedOn = platformDate(ctx.now);
    const issuer = e.organization_name ?? PLATFORM_ISSUER;
    const certNo = await nextCertNo(trx, ctx.province, e.organization_id, issuedOn, e.level);
    const contentHash = certificateContentHash({
      certNo, holderName: e.real_name, occupationCode: e.occupation_code, level: e.level, issuer, issuedOn,
    });
    const cert = await trx
      .insertInto('certificates')
      .values({
        cert_no: certNo, user_id: e.user_id, holder_name: e.real_name, id_number: e.id_number, occupation_id: e.occupation_id, level: e.level,
        organization_id: e.organization_id, issuer, class_id: e.class_id, exam_result_id: result.id, issued_on: issuedOn, status: 'valid',
        revoked_reason: null, replaces_id: null, content_hash: contentHash, created_at: at, updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('certificate_events').values({ certificate_id: cert.id, action: 'issued', reason: null, manager_id: ctx.managerId, created_at: at }).execute();
    await signCertificate(trx, 'skills', cert.id, ctx.managerId, at);
    await trx
      .insertInto('enrollment_events')
      .values({ enrollment_id: e.id, from_status: 'completed', to_status: 'certified', reason: `颁发证书 ${certNo}`, actor_type: 'manager', actor_id: ctx.managerId, created_at: at })
      .execute();
    return { certificate: (await certificateOf(trx, result.id, ctx.siteUrl))!, created: true };
  });
}

/** Issues the certificate of a completed enrolment whose learner passed the class's exam; a repeat returns the same one. */
export async function issueCertificate(db: Db, enrollmentId: number, ctx: IssueContext): Promise<IssueOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await issueOnce(db, enrollmentId, ctx);
    } catch (error) {
      // Two organisations' issues may compute the same next serial; the loser simply takes the next one.
      const retry = isUniqueViolation(error) || error instanceof Raced;
      if (!retry || attempt >= 4) throw error instanceof Raced ? new AppError('conflict', '报名状态已变化，请刷新后重试。') : error;
    }
  }
}
