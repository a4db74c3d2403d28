import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@/lib/server/db/connect';
import { migrateToLatest } from '@/lib/server/db/migrate';
import type { Db } from '@/lib/server/db';
import { claimQueue } from '@/lib/server/subsidy/claim-read';
import { classEligibility } from '@/lib/server/subsidy/eligibility';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import type { Report } from './report';

// Issue 31's scenarios: the eligibility of a 1,000-learner claim (every rule, limits across
// institutions included) and the claims queue per role at a million claims, on a fresh database of
// their own (SQLite, or BENCH_DATABASE_URL). A phase of `npm run bench` (with the scale phase, or
// --only=subsidy); `npx tsx scripts/bench/subsidy.ts [--claims=N]` runs it alone.

export const SUBSIDY_CLAIMS = 1_000_000;
const STAMP = '2026-01-10T08:00:00.000Z';

const idNumber = (n: number) => {
  const first17 = `4101051990${String(1 + (n % 12)).padStart(2, '0')}${String(1 + (n % 28)).padStart(2, '0')}${String(n % 1000).padStart(3, '0')}`;
  return `${first17}${idNumberCheckChar(first17)}`;
};

async function chunked<T>(rows: T[], size: number, insert: (part: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function thousandLearnerClass(db: Db) {
  const occupation = await db.insertInto('occupations').values({ code: '4-10-01-99', name: '保育师', category_code: '4', category: '服务', levels: '5', description: null, created_at: STAMP, updated_at: STAMP }).returning('id').executeTakeFirstOrThrow();
  const org = await db.insertInto('organizations').values({ name: '基准培训学校', type: 12, credit_code: null, contact_name: null, contact_phone: null, address: null, province_code: '410000', city_code: '410100', area_code: null, logo: null, introduction: null, qualifications: null, status: 'approved', created_at: STAMP, updated_at: STAMP }).returning('id').executeTakeFirstOrThrow();
  const cls = await db.insertInto('classes').values({ title: '保育师五级千人班', occupation_id: occupation.id, level: 5, organization_id: org.id, province_code: '410000', city_code: '410100', area_code: null, address: null, enroll_start: null, enroll_end: null, start_date: '2026-03-01', end_date: '2026-03-31', schedule: null, hours: 16, capacity: 1000, cover: null, description: null, status: 'finished', created_at: STAMP, updated_at: STAMP }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('subsidy_standards').values({ occupation_id: occupation.id, level: 5, learner_category: null, amount_fen: 100000, min_attendance_percent: 80, claim_months: 24, once_per_occupation_level: 1, max_per_year: 3, valid_from: '2026-01-01', valid_to: null, note: null, created_by: null, created_at: STAMP, updated_at: STAMP }).execute();
  const sessions: number[] = [];
  for (const date of ['2026-03-10', '2026-03-11']) {
    sessions.push((await db.insertInto('class_sessions').values({ class_id: cls.id, date, start_time: '09:00', end_time: '17:00', starts_at: `${date}T01:00:00.000Z`, ends_at: `${date}T09:00:00.000Z`, place: '实训楼', latitude: null, longitude: null, radius_m: 300, created_by: null, created_at: STAMP, updated_at: STAMP }).returning('id').executeTakeFirstOrThrow()).id);
  }
  const exam = await db.insertInto('exams').values({ class_id: cls.id, title: '考核', start_at: STAMP, end_at: STAMP, place: null, pass_score: 60, status: 'finished', created_at: STAMP, updated_at: STAMP }).returning('id').executeTakeFirstOrThrow();
  const n = 1000;
  const users = Array.from({ length: n }, (_, i) => ({ uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, phone: `1380000${String(i).padStart(4, '0')}`, name: `学员${i}`, avatar: null, gender: 1, education: null, city_code: '410100', password_hash: 'x', status: 'active', last_login_at: null, created_at: STAMP, updated_at: STAMP }));
  await chunked(users, 200, (p) => db.insertInto('users').values(p).execute());
  const userIds = (await db.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);
  await chunked(userIds, 200, (p) => db.insertInto('user_verified_data').values(p.map((id, i) => ({ user_id: id, real_name: `学员${i}`, id_number: idNumber(id), id_front_file_id: null, id_back_file_id: null, audit_status: 'success', audit_reason: null, audited_by: null, audited_at: STAMP, created_at: STAMP, updated_at: STAMP }))).execute());
  await chunked(userIds, 200, (p) => db.insertInto('enrollments').values(p.map((id) => ({ class_id: cls.id, user_id: id, status: 'certified', active_slot: null, real_name: `学员${id}`, id_number: idNumber(id), phone: '13800000000', education: null, employment_category: null, documents: null, reason: null, waitlist_position: null, idempotency_key: null, created_at: STAMP, updated_at: STAMP }))).execute());
  const enrollments = await db.selectFrom('enrollments').select(['id', 'user_id']).where('class_id', '=', cls.id).execute();
  await chunked(enrollments, 100, (p) => db.insertInto('attendance_records').values(p.flatMap((e) => sessions.map((s, k) => ({ session_id: s, enrollment_id: e.id, user_id: e.user_id, check_in_at: `2026-03-1${k}T01:00:00.000Z`, check_out_at: `2026-03-1${k}T09:00:00.000Z`, check_in_ip: null, check_out_ip: null, device_id: null, latitude: null, longitude: null, distance_m: null, outside_radius: 0, corrected: 0, source: 'check_in', created_at: STAMP, updated_at: STAMP })))).execute());
  await chunked(enrollments, 200, (p) => db.insertInto('exam_results').values(p.map((e) => ({ exam_id: exam.id, user_id: e.user_id, enrollment_id: e.id, ticket_no: `B${e.id}`, score: 90, passed: 1, created_at: STAMP, updated_at: STAMP }))).execute());
  await chunked(enrollments, 200, (p) => db.insertInto('certificates').values(p.map((e) => ({ cert_no: `BENCH${String(e.id).padStart(12, '0')}`, user_id: e.user_id, holder_name: `学员${e.user_id}`, id_number: idNumber(e.user_id), occupation_id: occupation.id, level: 5, organization_id: org.id, issuer: '鉴定中心', class_id: cls.id, exam_result_id: null, issued_on: '2026-04-01', status: 'valid', revoked_reason: null, replaces_id: null, content_hash: 'h'.repeat(64), created_at: STAMP, updated_at: STAMP }))).execute());
  return { cls: { id: cls.id, occupation_id: occupation.id, level: 5, hours: 16, end_date: '2026-03-31' }, orgId: org.id, occupationId: occupation.id };
}

async function manyClaims(db: Db, claims: number, classId: number, orgId: number, occupationId: number) {
  const statuses = ['draft', 'submitted', 'returned', 'rejected', 'notice', 'payable', 'in_batch', 'paid'];
  const cities = ['410100', '410200', '410300', '410400', '410500', '410700', '411300', '411700'];
  for (let i = 0; i < claims; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, claims - i) }, (_, k) => {
      const n = i + k;
      const at = new Date(Date.parse('2024-01-01T00:00:00Z') + n * 60_000).toISOString();
      return {
        claim_no: `BT${String(n).padStart(12, '0')}`, class_id: classId, organization_id: n % 500 === 0 ? orgId : 10_000 + (n % 3000), city_code: cities[n % cities.length],
        occupation_id: occupationId, level: 5, status: statuses[n % statuses.length], learner_count: 30, eligible_count: 28, total_fen: 2_800_000, approved_fen: 2_800_000,
        payee_name: null, payee_bank: null, payee_account: null, submitted_at: at, reviewed_at: null, reviewed_by: null, review_reason: null, notice_starts_on: null, notice_ends_on: null,
        payment_batch_id: null, paid_on: null, created_by: null, created_at: at, updated_at: at,
      };
    });
    await db.insertInto('subsidy_claims').values(rows).execute();
  }
}

function timing(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))] * 10) / 10;
  return { p50: at(0.5), p99: at(0.99), n: s.length };
}
async function time(n: number, work: () => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await work();
    samples.push(performance.now() - t);
  }
  return timing(samples);
}

export type SubsidyTimings = {
  claims: number; fill_ms: number; eligibility_1000_learners_ms: ReturnType<typeof timing>; claims_queue_ms: Record<string, ReturnType<typeof timing>>;
};

/** Times both on a database of their own, filled with `claims` claims. */
export async function subsidyTimings(claims: number): Promise<SubsidyTimings> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-subsidy-'));
  const db = connect(process.env.BENCH_DATABASE_URL ?? `file:${path.join(dir, 'bench.db')}`);
  try {
    await migrateToLatest(db);
    const made = await thousandLearnerClass(db);
    const eligibility = await time(10, () => classEligibility(db, made.cls, new Date('2026-06-01T00:00:00Z')));
    const started = performance.now();
    // One claim per class would need a million classes (another bench): here they all name the bench class.
    await db.schema.dropIndex('subsidy_claims_class_idx').execute();
    await db.transaction().execute((trx) => manyClaims(trx, claims, made.cls.id, made.orgId, made.occupationId));
    const filled = Math.round(performance.now() - started);
    const page = { page: 1, perPage: 15 };
    const scopes = {
      province: { managerId: 0, organizationId: null, cityCode: null },
      city: { managerId: 0, organizationId: null, cityCode: '410300' },
      institution: { managerId: 0, organizationId: made.orgId, cityCode: null },
    };
    const queue: Record<string, ReturnType<typeof timing>> = {};
    for (const [name, scope] of Object.entries(scopes)) {
      queue[name] = await time(20, () => claimQueue(db, scope, {}, page));
      queue[`${name}, status submitted`] = await time(20, () => claimQueue(db, scope, { status: 'submitted' }, page));
      queue[`${name}, page 200`] = await time(10, () => claimQueue(db, scope, {}, { page: 200, perPage: 15 }));
    }
    return { claims, fill_ms: filled, eligibility_1000_learners_ms: eligibility, claims_queue_ms: queue };
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const SECTION = 'Training subsidies';
const ms = (t: { p50: number; p99: number }) => `p50 ${t.p50} ms, p99 ${t.p99} ms`;

/** The phase: its figures beside the other scenarios in the report. */
export async function measureSubsidy(report: Pick<Report, 'figures'>, claims = SUBSIDY_CLAIMS): Promise<SubsidyTimings> {
  const t = await subsidyTimings(claims);
  const at = `${claims.toLocaleString('en')} claims`;
  report.figures.push(
    { section: SECTION, name: 'eligibility of a 1,000-learner claim (every rule, limits across institutions)', value: ms(t.eligibility_1000_learners_ms) },
    { section: SECTION, name: `filling ${at}`, value: `${(t.fill_ms / 1000).toFixed(1)} s` },
    ...Object.entries(t.claims_queue_ms).map(([name, timing]) => ({ section: SECTION, name: `claims queue at ${at}: ${name}`, value: ms(timing) })),
  );
  return t;
}
