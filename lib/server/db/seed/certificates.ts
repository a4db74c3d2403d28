import type { Db } from '@/lib/server/db';
import { certificateContentHash } from '@/lib/server/services/certificate-hash';
import { insertReturningIdsByTime, insertRows } from './batch';
import type { SeedContext } from './context';
import { addDays, dayAt, isoDate } from './dates';
import type { CertifiedEnrollment } from './enrollments';
import { randomPerson, type SeededLearner } from './learners';
import type { SeededOccupation } from './occupations';
import type { SeededOrganization } from './organizations';

export const CERTIFICATE_TARGET = 5200;
const REVOKE_REASONS = ['经核查存在冒名顶替参加考核的情形', '证书信息登记有误，已注销并重新颁发', '考核过程存在违规行为，成绩作废'];

type Draft = {
  userId: number | null; holderName: string; idNumber: string; occupation: SeededOccupation; level: number;
  org: SeededOrganization; classId: number | null; examResultId: number | null; issuedOn: Date;
};

/** S + 11-digit evaluation body code + 2-digit year + level + 7-digit serial: 22 characters, like the national format. */
function certNo(geoCode: string, d: Draft, serial: number): string {
  const body = `0000${geoCode.slice(0, 2)}${String(d.org.id).padStart(5, '0')}`;
  return `S${body}${String(d.issuedOn.getUTCFullYear()).slice(2)}${d.level}${String(serial).padStart(7, '0')}`;
}

export async function seedCertificates(
  db: Db,
  ctx: SeedContext,
  certified: CertifiedEnrollment[],
  learners: SeededLearner[],
  occupations: SeededOccupation[],
  popular: SeededOccupation[],
  issuers: SeededOrganization[],
  adminId: number,
): Promise<number> {
  const { rng, now, geo, stamp } = ctx;
  const verified = learners.filter((l) => l.verification?.status === 'success');
  const drafts: Draft[] = certified.map((c) => ({
    userId: c.plan.learner.id, holderName: c.plan.learner.verification!.realName, idNumber: c.plan.learner.verification!.idNumber,
    occupation: c.seeded.draft.occupation, level: c.seeded.draft.level, org: c.seeded.draft.org, classId: c.seeded.id,
    examResultId: c.examResultId, issuedOn: c.plan.exam!.issuedOn!,
  }));
  while (drafts.length < CERTIFICATE_TARGET) {
    const learner = rng.chance(0.45) ? rng.pick(verified) : null;
    const person = learner
      ? { name: learner.verification!.realName, idNumber: learner.verification!.idNumber }
      : randomPerson(rng, geo.cities);
    const occupation = rng.chance(0.7) ? rng.pick(popular) : rng.pick(occupations);
    drafts.push({
      userId: learner?.id ?? null, holderName: person.name, idNumber: person.idNumber, occupation,
      level: rng.weighted(occupation.levels.map((l) => [l, l >= 4 ? 4 : l === 3 ? 2 : 1] as const)),
      org: rng.pick(issuers), classId: null, examResultId: null, issuedOn: addDays(now, -rng.int(30, 5 * 365 - 1)),
    });
  }
  const rows = drafts.map((d, i) => {
    const no = certNo(geo.code, d, i + 1);
    const issuedOn = isoDate(d.issuedOn);
    const revoked = d.classId === null && rng.chance(0.04);
    return {
      cert_no: no, user_id: d.userId, holder_name: d.holderName, id_number: d.idNumber, occupation_id: d.occupation.id,
      level: d.level, organization_id: d.org.id, issuer: d.org.name, class_id: d.classId, exam_result_id: d.examResultId,
      issued_on: issuedOn, status: revoked ? 'revoked' : 'valid', revoked_reason: revoked ? rng.pick(REVOKE_REASONS) : null,
      replaces_id: null,
      content_hash: certificateContentHash({
        certNo: no, holderName: d.holderName, occupationCode: d.occupation.code, level: d.level,
        issuer: d.org.name, issuedOn,
      }),
      created_at: dayAt(d.issuedOn, 0, 2), updated_at: revoked ? stamp : dayAt(d.issuedOn, 0, 2),
    };
  });
  const ids = await insertReturningIdsByTime(db, 'certificates', rows, (row) => String(row.created_at));
  await insertRows(db, 'certificate_events', [
    ...rows.map((r, i) => ({ certificate_id: ids[i], action: 'issued', reason: null, manager_id: adminId, created_at: r.created_at })),
    ...rows.flatMap((r, i) =>
      r.status === 'revoked' ? [{ certificate_id: ids[i], action: 'revoked', reason: r.revoked_reason, manager_id: adminId, created_at: stamp }] : [],
    ),
  ]);
  return rows.length;
}
