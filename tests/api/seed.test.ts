import { verify } from '@node-rs/argon2';
import md5 from 'md5';
import { sql } from 'kysely';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from '@/lib/env';
import { contactEmail } from '@/lib/server/db/seed/content-pages';
import { isValidCreditCode } from '@/lib/server/db/seed/credit-codes';
import { installSeedIdPhotos } from '@/lib/server/db/seed/id-photos';
import { SEED_MEDIA, SEED_MEDIA_DIR, seedStorageKey } from '@/lib/server/db/seed/media';
import { computeStats } from '@/lib/server/services/stats';
import { screenFigures } from '@/lib/server/services/screen/figures';
import { provincePlace } from '@/lib/server/services/screen/place';
import { runScreenJob } from '@/lib/server/screen-job';
import { createStorage } from '@/lib/server/storage';
import { isValidIdNumber } from '@/lib/server/db/seed/id-numbers';
import { formatAccounts, isDatabaseSeeded, seedDatabase, type SeedResult } from '@/lib/server/db/seed';
import { createTestDb, type TestDb } from '../helpers/test-db';

const NOW = new Date('2026-11-22T08:00:00.000Z');

/** An MP4's duration from its movie header (mvhd), in whole seconds. */
function mp4Seconds(file: string): number {
  const bytes = fs.readFileSync(file);
  const at = bytes.indexOf('mvhd');
  const v1 = bytes[at + 4] === 1;
  const scale = bytes.readUInt32BE(at + (v1 ? 24 : 16));
  const duration = v1 ? Number(bytes.readBigUInt64BE(at + 28)) : bytes.readUInt32BE(at + 20);
  return Math.round(duration / scale);
}
const ADMIN_PASSWORD = 'Admin-Secret-2026';
const DEMO_PASSWORD = 'Demo-Secret-2026';
// The api projects' testTimeout does not reach hooks (it is a global-only jest option), so say it here.
const SEED_TIMEOUT = 120_000;

describe('demo seed', () => {
  let t: TestDb;
  let first: SeedResult;

  beforeAll(async () => {
    t = await createTestDb();
    first = await seedDatabase(t.db, { province: '410000', adminPassword: ADMIN_PASSWORD, demoPassword: DEMO_PASSWORD, now: NOW });
  }, SEED_TIMEOUT);
  afterAll(() => t.destroy(), SEED_TIMEOUT);

  it('fills every domain with at least the promised amounts', () => {
    expect(first.seeded).toBe(true);
    const minimums: Record<string, number> = {
      occupations: 60, organizations: 24, managers: 6, users: 1000, teachers: 40, examiners: 30, talents: 80, job_postings: 60,
      classes: 200, certificates: 5000, news: 100, pages: 5, banners: 3, training_registrations: 50, moxibustion_enrollments: 40,
      moxibustion_certificates: 30, enrollments: 1, enrollment_events: 1, orders: 1, exams: 1, exam_results: 1, lessons: 1,
      lesson_progress: 1, teacher_applications: 1, sidebars: 25, dictionary_items: 20,
    };
    for (const [table, min] of Object.entries(minimums)) expect({ table, enough: first.counts[table] >= min }).toEqual({ table, enough: true });
  });

  it('has the province, its cities and districts with 6-digit codes', async () => {
    const regions = await t.db.selectFrom('regions').selectAll().execute();
    expect(regions.find((r) => r.code === '410000')).toMatchObject({ name: '河南省', level: 1, parent_code: null });
    expect(regions.find((r) => r.code === '410100')).toMatchObject({ name: '郑州市', level: 2, parent_code: '410000' });
    expect(regions.filter((r) => r.level === 2).length).toBeGreaterThanOrEqual(17);
    expect(regions.filter((r) => r.level === 3).length).toBeGreaterThan(100);
    for (const r of regions) expect(r.code).toMatch(/^41\d{4}$/);
  });

  it('uses valid ID numbers and credit codes everywhere', async () => {
    const ids = [
      ...(await t.db.selectFrom('user_verified_data').select('id_number').execute()),
      ...(await t.db.selectFrom('certificates').select('id_number').execute()),
      ...(await t.db.selectFrom('enrollments').select('id_number').execute()),
      ...(await t.db.selectFrom('training_registrations').select('id_number').execute()),
      ...(await t.db.selectFrom('moxibustion_enrollments').select('id_number').execute()),
    ];
    expect(ids.filter((r) => !isValidIdNumber(r.id_number))).toEqual([]);
    const orgs = await t.db.selectFrom('organizations').select(['type', 'credit_code']).execute();
    expect(orgs.filter((o) => !isValidCreditCode(o.credit_code ?? ''))).toEqual([]);
    for (const type of [10, 11, 12]) expect(orgs.filter((o) => o.type === type).length).toBeGreaterThanOrEqual(8);
  });

  it('gives certificates unique 22-character numbers and verifiable hashes', async () => {
    const certs = await t.db.selectFrom('certificates').select(['cert_no', 'content_hash', 'status']).execute();
    expect(certs.every((c) => /^[A-Z]\d{21}$/.test(c.cert_no))).toBe(true);
    expect(new Set(certs.map((c) => c.cert_no)).size).toBe(certs.length);
    expect(certs.every((c) => /^[0-9a-f]{64}$/.test(c.content_hash))).toBe(true);
    expect(certs.some((c) => c.status === 'revoked')).toBe(true);
  });

  it("keeps each class's enrolled_count equal to its live, seated enrollments", async () => {
    const rows = await t.db
      .selectFrom('classes')
      .select([
        'classes.id',
        'classes.enrolled_count',
        'classes.capacity',
        (eb) =>
          eb
            .selectFrom('enrollments')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('enrollments.class_id', '=', 'classes.id')
            .where('enrollments.active_slot', '=', 1)
            .where('enrollments.status', 'in', ['pending', 'approved', 'paid', 'studying', 'completed', 'certified'])
            .as('live'),
      ])
      .execute();
    expect(rows.filter((r) => Number(r.live) !== r.enrolled_count)).toEqual([]);
    expect(rows.filter((r) => r.enrolled_count > r.capacity)).toEqual([]);
    const statuses = await t.db.selectFrom('classes').select('status').distinct().execute();
    expect(statuses.map((s) => s.status).sort()).toEqual(['closed', 'draft', 'enrolling', 'finished', 'ongoing']);
  });

  it('stores only argon2id hashes: manager hashes cover md5(password), learner hashes the password', async () => {
    expect(first.accounts.every((a) => a.password === undefined)).toBe(true);
    const admin = await t.db.selectFrom('managers').select('password_hash').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(admin.password_hash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(admin.password_hash, md5(ADMIN_PASSWORD))).toBe(true);
    const learner = first.accounts.find((a) => a.kind === 'learner')!;
    const user = await t.db.selectFrom('users').select('password_hash').where('phone', '=', learner.username).executeTakeFirstOrThrow();
    expect(await verify(user.password_hash, DEMO_PASSWORD)).toBe(true);
    const hashes = [
      ...(await t.db.selectFrom('managers').select('password_hash').execute()),
      ...(await t.db.selectFrom('users').select('password_hash').distinct().execute()),
    ].map((r) => r.password_hash);
    for (const h of hashes) {
      expect(h.startsWith('$argon2id$')).toBe(true);
      for (const secret of [ADMIN_PASSWORD, DEMO_PASSWORD, md5(ADMIN_PASSWORD), md5(DEMO_PASSWORD)]) expect(h.includes(secret)).toBe(false);
    }
  });

  it('links every sidebar group to a section and names the manage pages', async () => {
    const sidebars = await t.db.selectFrom('sidebars').selectAll().execute();
    const components = new Set(sidebars.map((s) => s.component));
    for (const c of ['classes/index', 'enrollments/index', 'certificates/index', 'roles/index', 'menus/index', 'logs/client-errors']) {
      expect(components.has(c)).toBe(true);
    }
    const groups = sidebars.filter((s) => s.parent_id === null);
    const linked = await t.db.selectFrom('navbar_sidebars').select('sidebar_id').execute();
    expect(new Set(linked.map((l) => l.sidebar_id))).toEqual(new Set(groups.map((g) => g.id)));
    expect(sidebars.some((s) => s.is_show === 0 && s.active_menu === '/manage/classes')).toBe(true);
  });

  it('tells one story in its figures: 累计培训人次 is not below the certificates issued (issue 21)', async () => {
    const stats = await computeStats(t.db);
    expect(stats.certificates_issued).toBeGreaterThan(4000);
    expect(stats.learners_trained).toBeGreaterThanOrEqual(stats.certificates_issued);
  });

  it('counts the data screen\'s aggregates, so its first view shows the demo data (issue 32)', async () => {
    // No screen job has run here: what the screen reads is the seed's own rebuild, equal to the detail.
    const place = await provincePlace(t.db, '410000');
    const figures = await screenFigures(t.db, place, NOW);
    const learners = Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const valid = Number((await t.db.selectFrom('certificates').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'valid').executeTakeFirstOrThrow()).n);
    expect(figures.learners.registered).toBe(learners);
    expect(figures.certificates_by_level.reduce((sum, l) => sum + l.count, 0)).toBe(valid);
    expect(figures.top_occupations_by_enrollment.length).toBeGreaterThan(0);
    expect(await runScreenJob(t.db)).toBe(false);
  });

  it('puts enrolments and certificates in the order they were made, as a live platform does (issue 32)', async () => {
    for (const table of ['enrollments', 'certificates'] as const) {
      const rows = await t.db.selectFrom(table).select(['id', 'created_at']).orderBy('id').execute();
      const times = rows.map((r) => new Date(r.created_at).getTime());
      expect({ table, inOrder: times.every((at, i) => i === 0 || times[i - 1] <= at) }).toEqual({ table, inOrder: true });
    }
  });

  it('staffs every class with teachers of its own occupation (issue 21)', async () => {
    const rows = await t.db
      .selectFrom('class_teachers')
      .innerJoin('classes', 'classes.id', 'class_teachers.class_id')
      .innerJoin('teachers', 'teachers.id', 'class_teachers.teacher_id')
      .select(['classes.id as class_id', 'classes.occupation_id as class_occupation', 'teachers.occupation_id as teacher_occupation', 'teachers.specialty'])
      .execute();
    expect(rows.filter((r) => r.class_occupation !== r.teacher_occupation)).toEqual([]);
    const classes = await t.db.selectFrom('classes').select('id').execute();
    expect(new Set(rows.map((r) => r.class_id)).size).toBe(classes.length);
    const occupations = new Map((await t.db.selectFrom('occupations').select(['id', 'name']).execute()).map((o) => [o.id, o.name]));
    expect(rows.filter((r) => !r.specialty?.startsWith(occupations.get(r.teacher_occupation ?? 0) ?? '—'))).toEqual([]);
  });

  it('states each lesson’s real length: its video file’s own duration (issue 21)', async () => {
    const lessons = await t.db
      .selectFrom('lessons')
      .innerJoin('files', 'files.id', 'lessons.file_id')
      .select(['lessons.duration_seconds', 'files.storage_key'])
      .execute();
    expect(lessons.length).toBeGreaterThan(0);
    const real = new Map(SEED_MEDIA.map((m) => [seedStorageKey(m.name), mp4Seconds(path.join(SEED_MEDIA_DIR, m.name))]));
    for (const lesson of lessons) expect(lesson.duration_seconds).toBe(real.get(lesson.storage_key));
  });

  it('gives every seeded verification its front and back ID photo placeholders, stored on install (issue 21)', async () => {
    const rows = await t.db
      .selectFrom('user_verified_data')
      .leftJoin('files as front', 'front.id', 'user_verified_data.id_front_file_id')
      .leftJoin('files as back', 'back.id', 'user_verified_data.id_back_file_id')
      .select(['front.mime as front_mime', 'back.mime as back_mime', 'front.storage_key as front_key', 'back.storage_key as back_key'])
      .execute();
    expect(rows.length).toBeGreaterThan(500);
    expect(rows.every((r) => r.front_mime === 'image/svg+xml' && r.back_mime === 'image/svg+xml' && r.front_key !== r.back_key)).toBe(true);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-id-photos-'));
    const storage = createStorage(env(), dir);
    try {
      await installSeedIdPhotos(storage);
      for (const key of [rows[0].front_key!, rows[0].back_key!]) {
        const stored = await new Response(await storage.get(key)).text();
        expect(stored).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(stored).toContain('非真实证件');
        expect(stored).not.toMatch(/<script|on\w+=/i);
      }
    } finally {
      await storage.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives a credible contact e-mail: the site’s own domain, else a government-style mailbox (issue 21)', async () => {
    const contact = await t.db.selectFrom('pages').select('content').where('slug', '=', 'contact').executeTakeFirstOrThrow();
    expect(contact.content).toMatch(/电子邮箱：service@[a-z0-9.-]+\.(cn|com)</);
    expect(contact.content).not.toContain('.example');
    expect(contactEmail('https://www.px.hrss.henan.gov.cn')).toBe('service@px.hrss.henan.gov.cn');
    expect(contactEmail('http://localhost:3000')).toBe('service@px.hrss.gov.cn');
    expect(contactEmail('http://10.0.0.5:3000')).toBe('service@px.hrss.gov.cn');
  });

  it('is idempotent: a second run changes nothing and returns the accounts without passwords', async () => {
    expect(await isDatabaseSeeded(t.db)).toBe(true);
    const again = await seedDatabase(t.db, { province: '410000', now: NOW });
    expect(again.seeded).toBe(false);
    expect(again.counts).toEqual(first.counts);
    expect(again.accounts.map((a) => a.username)).toEqual(first.accounts.map((a) => a.username));
    expect(again.accounts.every((a) => a.password === undefined)).toBe(true);
    expect(formatAccounts(again)).toContain('admin');
  });
});

describe('demo seed without configured passwords', () => {
  let t: TestDb;
  afterAll(() => t.destroy(), SEED_TIMEOUT);

  it('generates strong passwords, returns them once and stores only their hashes', async () => {
    t = await createTestDb();
    const result = await seedDatabase(t.db, { province: '410000', now: NOW });
    const admin = result.accounts.find((a) => a.username === 'admin')!;
    const learner = result.accounts.find((a) => a.kind === 'learner')!;
    expect(admin.password).toMatch(/^.{16,}$/);
    expect(learner.password).toMatch(/^.{16,}$/);
    expect(admin.password).not.toBe(learner.password);
    expect(formatAccounts(result)).toContain(admin.password!);
    const row = await t.db.selectFrom('managers').select('password_hash').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(await verify(row.password_hash, md5(admin.password!))).toBe(true);
    const demoManager = await t.db.selectFrom('managers').select('password_hash').where('username', '=', 'school_demo').executeTakeFirstOrThrow();
    expect(await verify(demoManager.password_hash, md5(learner.password!))).toBe(true);
    const user = await t.db.selectFrom('users').select('password_hash').where('phone', '=', learner.username).executeTakeFirstOrThrow();
    expect(await verify(user.password_hash, learner.password!)).toBe(true);
    const plain = await sql<{ n: number }>`select count(*) as n from users where password_hash = ${learner.password!}`.execute(t.db);
    expect(Number(plain.rows[0].n)).toBe(0);
  }, SEED_TIMEOUT);
});
