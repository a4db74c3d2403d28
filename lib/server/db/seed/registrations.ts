import type { Db } from '@/lib/server/db';
import { registrationDedupeKey } from '@/lib/server/services/training-registrations';
import { insertReturningIds, insertRows } from './batch';
import type { SeedContext } from './context';
import { addDays, isoDate, isoTime } from './dates';
import { EDUCATION_LEVELS, EMPLOYMENT_CATEGORIES } from './dictionaries';
import { randomPerson, type SeededLearner } from './learners';
import type { SeededOccupation } from './occupations';
import type { MoxibustionBatchPlan } from './moxibustion';
import { mobilePhone } from './phones';

export async function seedTrainingRegistrations(db: Db, ctx: SeedContext, occupations: SeededOccupation[]): Promise<number> {
  const { rng, now, geo } = ctx;
  const rows = Array.from({ length: 64 }, () => {
    const person = randomPerson(rng, geo.cities);
    const occupation = rng.pick(occupations);
    const phone = mobilePhone(rng);
    const at = isoTime(addDays(now, -rng.int(0, 120)));
    return {
      name: person.name, phone, id_number: person.idNumber, occupation_id: occupation.id, occupation_name: occupation.name,
      city_code: person.city.code, employment_status: rng.pick(EMPLOYMENT_CATEGORIES), education: rng.pick(EDUCATION_LEVELS.slice(1, 6)),
      status: rng.weighted([['pending', 5], ['contacted', 3], ['enrolled', 2]] as const), note: rng.chance(0.3) ? '希望安排周末班' : null,
      dedupe_key: registrationDedupeKey(db, phone, person.idNumber, occupation.id), ip: null, created_at: at, updated_at: at,
    };
  });
  await insertRows(db, 'training_registrations', rows);
  return rows.length;
}

const WORK_UNITS = ['中医院', '社区卫生服务中心', '中医馆', '养生保健馆', '乡镇卫生院', '康养中心'];

/** Enrolments in the first three batches; certificates for the approved learners of finished ones, from the batch's issuer. */
export async function seedMoxibustion(db: Db, ctx: SeedContext, learners: SeededLearner[], plans: MoxibustionBatchPlan[]): Promise<number> {
  const { rng, now, geo } = ctx;
  const batchPlans = plans.slice(0, 3);
  const batches = batchPlans.map((b) => b.code);
  const verified = rng.sample(learners.filter((l) => l.verification?.status === 'success'), 20);
  const people = Array.from({ length: 48 }, (_, i) => {
    const learner = verified[i];
    const p = learner
      ? { name: learner.verification!.realName, gender: learner.gender, idNumber: learner.verification!.idNumber, city: learner.city, phone: learner.phone }
      : { ...randomPerson(rng, geo.cities), phone: mobilePhone(rng) };
    return { learner, p, batch: batches[i % 3], status: i % 12 === 11 ? 'pending' : i % 16 === 15 ? 'rejected' : 'approved' };
  });
  const planOf = (code: string) => batchPlans.find((b) => b.code === code)!;
  const ids = await insertReturningIds(
    db,
    'moxibustion_enrollments',
    people.map(({ learner, p, batch, status }) => {
      const { enrollStart, enrollEnd } = planOf(batch);
      const at = isoTime(addDays(now, rng.int(enrollStart, enrollEnd)));
      return {
        user_id: learner?.id ?? null, name: p.name, gender: p.gender, phone: p.phone, id_number: p.idNumber,
        work_unit: `${p.city.shortName}${rng.pick(WORK_UNITS)}`, city_code: p.city.code, batch, status, created_at: at, updated_at: at,
      };
    }),
  );
  const certs = people.flatMap(({ p, batch, status }, i) => {
    const plan = planOf(batch);
    if (status !== 'approved' || plan.status !== 'finished') return [];
    const issued = addDays(now, plan.end + rng.int(7, 20));
    return [{
      cert_no: `AJ${issued.getUTCFullYear()}${String(i + 1).padStart(6, '0')}`, enrollment_id: ids[i], name: p.name, id_number: p.idNumber,
      level: plan.level, issuer: plan.issuer, issued_on: isoDate(issued), status: 'valid',
      created_at: isoTime(issued), updated_at: isoTime(issued),
    }];
  });
  await insertRows(db, 'moxibustion_certificates', certs);
  return ids.length;
}

export async function seedTeacherApplications(db: Db, ctx: SeedContext, learners: SeededLearner[], occupations: SeededOccupation[], adminId: number): Promise<number> {
  const { rng, stamp } = ctx;
  const applicants = rng.sample(learners.filter((l) => l.verification?.status === 'success'), 8);
  const rows = applicants.map((l, i) => {
    const status = i < 4 ? 'pending' : i < 7 ? 'approved' : 'rejected';
    const occupation = rng.pick(occupations);
    return {
      user_id: l.id, name: l.verification!.realName, phone: l.phone, id_number: l.verification!.idNumber, occupation_id: occupation.id,
      qualifications: `持有${occupation.name}二级/技师职业技能等级证书，从业${rng.int(6, 20)}年，具有企业带徒经验。`, files: null, status,
      reason: status === 'rejected' ? '证书等级未达到讲师申请要求' : null, reviewed_by: status === 'pending' ? null : adminId,
      reviewed_at: status === 'pending' ? null : stamp, created_at: stamp, updated_at: stamp,
    };
  });
  await insertRows(db, 'teacher_applications', rows);
  return rows.length;
}
