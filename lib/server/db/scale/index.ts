import { randomUUID } from 'node:crypto';
import { type Insertable, sql } from 'kysely';
import type { Database, Db } from '@/lib/server/db';
import { certificateContentHash } from '@/lib/server/services/certificate-hash';
import { addDays, isoDate, isoTime } from '../seed/dates';
import { EDUCATION_LEVELS, EMPLOYMENT_CATEGORIES, SKILL_LEVELS } from '../seed/dictionaries';
import { makeIdNumber } from '../seed/id-numbers';
import { personName } from '../seed/names';
import { Random } from '../seed/random';
import { loadProvince, type City } from '../seed/regions';

// `npm run db:scale`: grows a seeded database to province size, so indexes, counting and deep
// pages can be judged at the sizes a real platform reaches. Rows are appended in chunks inside
// transactions; a second run only adds what is missing.

export type ScaleTargets = { learners: number; certificates: number; classes: number; enrollments: number };
export const FULL_SCALE: ScaleTargets = { learners: 1_000_000, certificates: 1_000_000, classes: 100_000, enrollments: 2_000_000 };

type Table = 'users' | 'certificates' | 'classes' | 'enrollments';
type Row<T extends Table> = Insertable<Database[T]>;

const CHUNK = 20_000;
const MAX_PARAMS = 30_000;
// Segments the demo seed never draws from, so scaled phone numbers cannot collide with it.
const SCALE_PHONE_PREFIXES = ['147', '134', '195'];
const STATUS_WEIGHTS = [['finished', 86], ['ongoing', 5], ['enrolling', 5], ['closed', 2], ['draft', 2]] as const;
const KINDS = ['就业技能', '岗位技能提升', '职业技能等级认定'];

type Reference = {
  cities: City[];
  provinceCode: string;
  occupations: Array<{ id: number; code: string; name: string; levels: number[] }>;
  trainers: Array<{ id: number; name: string; cityCode: string | null; areaCode: string | null }>;
  passwordHash: string;
};

async function insertChunked<T extends Table>(db: Db, table: T, rows: Row<T>[]): Promise<void> {
  if (rows.length === 0) return;
  const perStatement = Math.max(1, Math.min(2000, Math.floor(MAX_PARAMS / Object.keys(rows[0]).length)));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += perStatement) {
      await trx.insertInto(table).values(rows.slice(i, i + perStatement) as never).execute();
    }
  });
}

async function count(db: Db, table: Table): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function reference(db: Db, province: string): Promise<Reference> {
  const geo = loadProvince(province);
  const occupations = (await db.selectFrom('occupations').select(['id', 'code', 'name', 'levels']).execute()).map((o) => ({
    id: o.id, code: o.code, name: o.name, levels: o.levels.split(',').map(Number).filter((n) => n >= 1 && n <= 5),
  }));
  const trainers = (
    await db.selectFrom('organizations').select(['id', 'name', 'city_code', 'area_code']).where('status', '=', 'approved').execute()
  ).map((o) => ({ id: o.id, name: o.name, cityCode: o.city_code, areaCode: o.area_code }));
  const learner = await db.selectFrom('users').select('password_hash').orderBy('id').executeTakeFirst();
  if (!occupations.length || !trainers.length || !learner) throw new Error('db:scale grows a seeded database: run npm run db:seed first.');
  return { cities: geo.cities, provinceCode: geo.code, occupations, trainers, passwordHash: learner.password_hash };
}

/** A bijection of 0…99,999,999, so consecutive serials do not look consecutive. */
const scatter = (n: number) => (n * 7919 + 12_345_678) % 100_000_000;

function phoneOf(serial: number): string {
  const prefix = SCALE_PHONE_PREFIXES[Math.floor(serial / 100_000_000) % SCALE_PHONE_PREFIXES.length];
  return `${prefix}${String(scatter(serial % 100_000_000)).padStart(8, '0')}`;
}

function person(rng: Random, cities: City[]) {
  const gender = rng.chance(0.5) ? 1 : 2;
  const city = rng.pick(cities);
  const area = rng.pick(city.areas);
  return { gender: gender as 1 | 2, name: personName(rng, gender), idNumber: makeIdNumber(rng, { areaCode: area.code, gender }), city };
}

function learnerRows(rng: Random, ref: Reference, from: number, n: number, now: Date): Row<'users'>[] {
  return Array.from({ length: n }, (_, i) => {
    const p = person(rng, ref.cities);
    const created = isoTime(addDays(now, -rng.int(1, 6 * 365)));
    return {
      uuid: randomUUID(), phone: phoneOf(from + i), name: p.name, avatar: null, gender: p.gender, education: rng.pick(EDUCATION_LEVELS),
      city_code: p.city.code, password_hash: ref.passwordHash, status: 'active', must_change_password: 0, last_login_at: null,
      created_at: created, updated_at: created,
    };
  });
}

function certificateRows(rng: Random, ref: Reference, from: number, n: number, now: Date): Row<'certificates'>[] {
  return Array.from({ length: n }, (_, i) => {
    const p = person(rng, ref.cities);
    const occupation = rng.pick(ref.occupations);
    const level = rng.pick(occupation.levels.length ? occupation.levels : [5]);
    const org = rng.pick(ref.trainers);
    const issued = addDays(now, -rng.int(30, 8 * 365));
    const issuedOn = isoDate(issued);
    const serial = 1_000_000 + from + i;
    const certNo = `S0000${ref.provinceCode.slice(0, 2)}${String(org.id % 100_000).padStart(5, '0')}${String(issued.getUTCFullYear()).slice(2)}${level}${String(serial).padStart(7, '0')}`;
    const revoked = rng.chance(0.01);
    return {
      cert_no: certNo, user_id: null, holder_name: p.name, id_number: p.idNumber, occupation_id: occupation.id, level,
      organization_id: org.id, issuer: org.name, class_id: null, exam_result_id: null, issued_on: issuedOn,
      status: revoked ? 'revoked' : 'valid', revoked_reason: revoked ? '证书信息登记有误，已注销并重新颁发' : null, replaces_id: null,
      content_hash: certificateContentHash({ certNo, holderName: p.name, occupationCode: occupation.code, level, issuer: org.name, issuedOn }),
      created_at: isoTime(issued), updated_at: isoTime(issued),
    };
  });
}

type PlannedClass = { row: Row<'classes'>; status: string; start: Date; end: Date };

function classRow(rng: Random, ref: Reference, serial: number, now: Date, seats: number): PlannedClass {
  const occupation = rng.pick(ref.occupations);
  const level = rng.pick(occupation.levels.length ? occupation.levels : [5]);
  const org = rng.pick(ref.trainers);
  const status = rng.weighted(STATUS_WEIGHTS);
  const days = rng.int(10, 60);
  const start =
    status === 'finished' ? addDays(now, -rng.int(days + 5, 6 * 365))
    : status === 'ongoing' ? addDays(now, -rng.int(1, days - 1))
    : status === 'closed' ? addDays(now, rng.int(1, 10))
    : addDays(now, rng.int(7, 75));
  const end = addDays(start, days);
  const enrollEnd = status === 'enrolling' ? addDays(now, rng.int(3, 6)) : addDays(start, -rng.int(2, 7));
  const city = ref.cities.find((c) => c.code === org.cityCode) ?? rng.pick(ref.cities);
  const area = city.areas.find((a) => a.code === org.areaCode) ?? rng.pick(city.areas);
  const fee = (rng.int(8, 16) + (5 - level) * 4) * 10_000;
  const stamp = isoTime(addDays(start, -40));
  return {
    status, start, end,
    row: {
      title: `${start.getUTCFullYear()}年${occupation.name}（${SKILL_LEVELS[level]}）${rng.pick(KINDS)}培训班第${serial}期`,
      occupation_id: occupation.id, level, organization_id: org.id, province_code: ref.provinceCode, city_code: city.code,
      area_code: area.code, address: null, enroll_start: isoDate(addDays(enrollEnd, -rng.int(14, 30))), enroll_end: isoDate(enrollEnd),
      start_date: isoDate(start), end_date: isoDate(end), schedule: '周一至周五 8:30-12:00、14:00-17:30', hours: days * 6,
      capacity: Math.max(seats, rng.int(6, 12) * 5), enrolled_count: seats, fee_cents: fee,
      subsidy_cents: rng.chance(0.7) ? fee : 0, cover: null, description: `由${org.name}承办的${occupation.name}培训。`,
      requires_verification: 1, is_hot: 0, status, created_at: stamp, updated_at: stamp,
    },
  };
}

function enrollmentStatus(rng: Random, classStatus: string): string {
  if (classStatus === 'finished') return rng.weighted([['certified', 70], ['completed', 30]] as const);
  if (classStatus === 'ongoing') return 'studying';
  return rng.weighted([['approved', 80], ['paid', 20]] as const);
}

export type ScaleProgress = (table: Table, added: number, total: number) => void;

export async function growDatabase(db: Db, targets: ScaleTargets, options: { province: string; now?: Date; progress?: ScaleProgress }): Promise<Record<Table, number>> {
  const now = options.now ?? new Date();
  const progress = options.progress ?? (() => undefined);
  const ref = await reference(db, options.province);
  const rng = new Random(20_261_123);

  const users = await count(db, 'users');
  const learnersRng = rng.fork('learners');
  for (let have = users; have < targets.learners; ) {
    const n = Math.min(CHUNK, targets.learners - have);
    await insertChunked(db, 'users', learnerRows(learnersRng, ref, have, n, now));
    have += n;
    progress('users', have - users, targets.learners);
  }

  const certificates = await count(db, 'certificates');
  const certRng = rng.fork('certificates');
  for (let have = certificates; have < targets.certificates; ) {
    const n = Math.min(CHUNK, targets.certificates - have);
    await insertChunked(db, 'certificates', certificateRows(certRng, ref, have, n, now));
    have += n;
    progress('certificates', have - certificates, targets.certificates);
  }

  // Each new class brings its own enrolments (seats counted on the class), from learners spread
  // over the whole table, never the same learner twice in one class. Draft classes have none.
  const classes = await count(db, 'classes');
  const enrollments = await count(db, 'enrollments');
  const newClasses = Math.max(0, targets.classes - classes);
  let remaining = Math.max(0, targets.enrollments - enrollments);
  const chunkClasses = Math.max(1, Math.floor(CHUNK / Math.max(1, Math.ceil(remaining / Math.max(1, newClasses)))));
  const learners = newClasses ? await db.selectFrom('users').select(['id', 'phone']).orderBy('id').execute() : [];
  const classRng = rng.fork('classes');
  let learnerTurn = 0;
  for (let have = classes; have < targets.classes; ) {
    const n = Math.min(chunkClasses, targets.classes - have);
    const planned = Array.from({ length: n }, (_, i) => {
      const classesLeft = targets.classes - have - i;
      const wanted = Math.ceil(remaining / classesLeft);
      const p = classRow(classRng, ref, have + i + 1, now, classesLeft === 1 ? remaining : wanted);
      if (p.status === 'draft' && classesLeft > 1) p.row.enrolled_count = 0;
      else if (p.status === 'draft') p.status = p.row.status = 'enrolling';
      remaining -= Number(p.row.enrolled_count);
      return p;
    });
    await db.transaction().execute(async (trx) => {
      // Ids of one multi-row statement are ascending in VALUES order on both dialects; RETURNING's order is not promised.
      const ids: number[] = [];
      const perClassStatement = Math.floor(MAX_PARAMS / Object.keys(planned[0].row).length);
      for (let i = 0; i < planned.length; i += perClassStatement) {
        const returned = await trx.insertInto('classes').values(planned.slice(i, i + perClassStatement).map((p) => p.row)).returning('id').execute();
        ids.push(...returned.map((r) => Number(r.id)).sort((a, b) => a - b));
      }
      const rows: Row<'enrollments'>[] = [];
      planned.forEach((p, i) => {
        for (let j = 0; j < Number(p.row.enrolled_count); j++) {
          const learner = learners[(learnerTurn++ * 7) % learners.length];
          const who = person(classRng, ref.cities);
          const at = isoTime(addDays(p.start, -classRng.int(3, 30)));
          rows.push({
            class_id: ids[i], user_id: learner.id, status: enrollmentStatus(classRng, p.status), active_slot: 1, real_name: who.name,
            id_number: who.idNumber, phone: learner.phone, education: classRng.pick(EDUCATION_LEVELS),
            employment_category: classRng.pick(EMPLOYMENT_CATEGORIES), documents: null, reason: null,
            study_seconds: p.status === 'finished' ? Number(p.row.hours) * 3600 : 0, waitlist_position: null, idempotency_key: null,
            created_at: at, updated_at: at,
          });
        }
      });
      const perStatement = Math.floor(MAX_PARAMS / 16);
      for (let i = 0; i < rows.length; i += perStatement) await trx.insertInto('enrollments').values(rows.slice(i, i + perStatement)).execute();
    });
    have += n;
    progress('classes', have - classes, targets.classes);
  }

  // Fresh statistics for the planner after adding millions of rows.
  await sql`analyze`.execute(db);
  return { users: await count(db, 'users'), certificates: await count(db, 'certificates'), classes: await count(db, 'classes'), enrollments: await count(db, 'enrollments') };
}
