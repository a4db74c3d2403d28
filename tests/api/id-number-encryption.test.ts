import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator, sql } from 'kysely';
import { connect } from '@/lib/server/db/connect';
import { migrateToLatest } from '@/lib/server/db/migrate';
import { migrations } from '@/lib/server/db/migrations';
import { seedDatabase } from '@/lib/server/db/seed';
import { ENVELOPE_PREFIX } from '@/lib/server/privacy/envelope';
import { ProtectedColumnError } from '@/lib/server/privacy/plugin';
import { PROTECTED_TABLES } from '@/lib/server/privacy/protected-columns';
import { keyRing, newSecret, readKeyFile } from '@/lib/server/privacy/data-key';
import { rowsNotUnder, resealAllRows } from '@/lib/server/privacy/seal-rows';
import { rotateFileKey } from '@/lib/server/privacy/rotation';
import { dataKeyFile } from '@/lib/server/privacy/install';
import { privacyOf } from '@/lib/server/privacy/install';
import { enrolInMoxibustion } from '@/lib/server/services/moxibustion-enrollments';
import { createTrainingRegistration } from '@/lib/server/services/training-registrations';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { managerWithRole } from '../helpers/manage';
import { createTestDb, testDialect } from '../helpers/test-db';
import { nodeArgs } from '../helpers/node-entries';

// ID numbers at rest (issue 30): after the demo seed, neither the SQLite file (with its WAL and a
// VACUUM INTO copy) nor a PostgreSQL dump holds any ID number in clear, while back-office search,
// the public certificate query and the one-enrolment-per-person rule still work through the blind
// index, and rows an older version left in clear are sealed when the migrations run.

const NOW = new Date('2026-11-22T08:00:00.000Z');
const SEED_TIMEOUT = 180_000;
type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let h: AccountsHarness;
let admin: string;
let plain: AnyDb;
const seeded = new Set<string>();

/** Every ID number the seed wrote, read through a handle without the plugin (so still sealed) and through one with it. */
async function allIdNumbers(): Promise<Array<{ table: string; id: number; id_number: string }>> {
  const out: Array<{ table: string; id: number; id_number: string }> = [];
  for (const table of PROTECTED_TABLES) {
    const rows = await h.db.selectFrom(table as 'certificates').select(['id', 'id_number']).where('id_number', 'is not', null).execute();
    for (const r of rows) out.push({ table, id: r.id, id_number: r.id_number });
  }
  return out;
}

/** A plain-text dump of the PostgreSQL database: pg_dump when installed, else COPY of every table. */
async function postgresDump(): Promise<string> {
  const probe = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  if (!probe.error && probe.status === 0) {
    const out = spawnSync('pg_dump', ['--data-only', '--no-owner', `--dbname=${h.url}`], { encoding: 'utf8', maxBuffer: 1 << 30 });
    if (out.status !== 0) throw new Error(`pg_dump failed: ${out.stderr}`);
    return out.stdout;
  }
  const tables = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public'`.execute(plain);
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const rows = await sql`select * from ${sql.table(tablename)}`.execute(plain);
    parts.push(JSON.stringify(rows.rows));
  }
  return parts.join('\n');
}

async function dump(): Promise<string> {
  if (h.dialect === 'sqlite') {
    const file = h.url.slice('file:'.length);
    const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vacuum-into-')), 'copy.db');
    await sql`vacuum into ${sql.lit(copy)}`.execute(plain);
    const text = [file, `${file}-wal`, copy].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f).toString('latin1')).join('\n');
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
    return text;
  }
  return postgresDump();
}

/** The ID numbers of `ids` found in the text, as written or with a lowercase x. */
function leaked(text: string, ids: Iterable<string>): string[] {
  // Every 18-character window of every run of digits (and x): a number written next to other digits is found too.
  const present = new Set<string>();
  for (const [run] of text.matchAll(/[\dXx]{18,}/g)) {
    for (let i = 0; i + 18 <= run.length; i++) present.add(run.slice(i, i + 18).toUpperCase());
  }
  return [...ids].filter((id) => present.has(id.toUpperCase()));
}

beforeAll(async () => {
  h = await accountsHarness();
  await seedDatabase(h.db, { province: '410000', adminPassword: 'Admin-Secret-2026', demoPassword: 'Demo-Secret-2026', now: NOW, uploadDir: h.uploadDir, storage: h.storage });
  plain = connect(h.url, { encryptAtRest: false }) as AnyDb;
  for (const r of await allIdNumbers()) seeded.add(r.id_number);
  admin = (await managerWithRole(h, 'super-admin')).token;
}, SEED_TIMEOUT);

afterAll(async () => {
  await plain?.destroy();
  await h?.close();
}, SEED_TIMEOUT);

it('seeds thousands of ID numbers, each stored sealed with its blind index', async () => {
  expect(seeded.size).toBeGreaterThan(1000);
  for (const table of PROTECTED_TABLES) {
    const raw = await plain.selectFrom(table).select(['id_number', 'id_number_bidx']).where('id_number', 'is not', null).limit(50).execute();
    expect(raw.length).toBeGreaterThan(0);
    for (const r of raw) {
      expect(r.id_number.startsWith(ENVELOPE_PREFIX)).toBe(true);
      expect(r.id_number_bidx).toMatch(/^[0-9a-f]{64}$/);
    }
  }
  expect(await rowsNotUnder(h.db, privacyOf(h.db)!.ring().active.kid)).toEqual({});
});

it('leaves no seeded ID number in clear in a dump of the database', async () => {
  const text = await dump();
  expect(text.length).toBeGreaterThan(100_000);
  expect(leaked(text, seeded)).toEqual([]);
}, SEED_TIMEOUT);

it('back-office search by ID number still finds the verification, certificate, enrolment and application', async () => {
  const lists: Array<[string, string]> = [
    ['/manage/verifications', 'user_verified_data'],
    ['/manage/certificates', 'certificates'],
    ['/manage/moxibustion/certificates', 'moxibustion_certificates'],
    ['/manage/moxibustion/enrollments', 'moxibustion_enrollments'],
    ['/manage/teacher-applications', 'teacher_applications'],
  ];
  // The demo seed's few applications may all lie outside this manager's city.
  const local = await h.db.selectFrom('users').select('id').where('city_code', '=', '410100').orderBy('id').executeTakeFirstOrThrow();
  await h.db.insertInto('teacher_applications').values({
    user_id: local.id, name: '赵敏', phone: '13700001111', id_number: '41010219880808082X', occupation_id: null, qualifications: null, files: null,
    status: 'pending', reason: null, reviewed_by: null, reviewed_at: null, created_at: NOW.toISOString(), updated_at: NOW.toISOString(),
  }).execute();
  for (const [url, table] of lists) {
    // A row this manager sees, then its whole number from the database: lists show it masked.
    const listed = await h.request('GET', `${url}?per_page=50`, { token: admin });
    const ids = (listed.body.data as Array<{ id: number }>).map((r) => r.id);
    expect({ url, listed: ids.length > 0 }).toEqual({ url, listed: true });
    const row = await h.db.selectFrom(table as 'certificates').select(['id', 'id_number']).where('id', 'in', ids).where('id_number', 'is not', null)
      .orderBy('id').executeTakeFirstOrThrow();
    for (const keyword of [row.id_number, row.id_number.toLowerCase()]) {
      const answer = await h.request('GET', `${url}?keyword=${encodeURIComponent(keyword)}&per_page=50`, { token: admin });
      expect({ url, status: answer.status }).toEqual({ url, status: 200 });
      expect({ url, found: (answer.body.data as Array<{ id: number }>).map((r) => r.id) }).toEqual({ url, found: expect.arrayContaining([row.id]) });
    }
  }
});

it('the public certificate query by name and ID number still answers', async () => {
  const cert = await h.db.selectFrom('certificates').select(['cert_no', 'holder_name', 'id_number']).orderBy('id').executeTakeFirstOrThrow();
  const answer = await h.request('POST', '/certificate-queries', { json: { name: cert.holder_name, id_number: cert.id_number } });
  expect(answer.status).toBe(200);
  expect((answer.body.data as Array<{ cert_no: string }>).map((c) => c.cert_no)).toContain(cert.cert_no);
  const mox = await h.db.selectFrom('moxibustion_certificates').select(['cert_no', 'name', 'id_number']).orderBy('id').executeTakeFirstOrThrow();
  const moxAnswer = await h.request('POST', '/moxibustion/certificate-queries', { json: { name: mox.name, id_number: mox.id_number } });
  expect(moxAnswer.status).toBe(200);
  expect((moxAnswer.body.data as Array<{ cert_no: string }>).map((c) => c.cert_no)).toContain(mox.cert_no);
});

it('still refuses a second moxibustion enrolment with the same ID number in one batch', async () => {
  const today = NOW.toISOString().slice(0, 10);
  const stamp = NOW.toISOString();
  const batch = await h.db.insertInto('moxibustion_batches').values({
    code: 'AT-REST-1', title: '隐私测试期', level: '初级', city_code: '410100', venue: null, organizer: '测试', issuer: '测试', enroll_start: today,
    enroll_end: '2099-01-01', start_date: '2099-01-02', end_date: '2099-01-03', hours: 8, capacity: 10, contact_phone: null, description: null,
    status: 'enrolling', created_at: stamp, updated_at: stamp,
  }).returning('id').executeTakeFirstOrThrow();
  const users = await h.db.selectFrom('users').select('id').orderBy('id').limit(2).execute();
  const input = { batch_id: batch.id, name: '王芳', gender: 2 as const, phone: '13912345678', id_number: '41010219900307123X', city_code: '410100' };
  await enrolInMoxibustion(h.db, users[0].id, input, '410000', stamp);
  await expect(enrolInMoxibustion(h.db, users[1].id, { ...input, id_number: input.id_number.toLowerCase() }, '410000', stamp)).rejects.toMatchObject({ code: 'conflict' });
});

it('keys the training registration dedupe key, and still refuses the same person and occupation twice', async () => {
  const unkeyed = (phone: string, id: string, occupation: number | string) => createHash('sha256').update(`${phone}|${id}|${occupation}`).digest('hex');
  const seededRegistrations = await h.db.selectFrom('training_registrations').select(['phone', 'id_number', 'occupation_id', 'occupation_name', 'dedupe_key']).execute();
  expect(seededRegistrations.length).toBeGreaterThan(10);
  for (const r of seededRegistrations) expect(r.dedupe_key).not.toBe(unkeyed(r.phone, r.id_number, r.occupation_id ?? r.occupation_name!));
  const occupation = await h.db.selectFrom('occupations').select('id').orderBy('id').executeTakeFirstOrThrow();
  const input = {
    name: '张伟', phone: '13800007777', id_number: '41010219900307123X', occupation_id: occupation.id, city_code: '410100',
    employment_status: '失业人员', education: '高中',
  } as Parameters<typeof createTrainingRegistration>[1];
  const context = { provinceCode: '410000', ip: null };
  await createTrainingRegistration(h.db, input, context, NOW.toISOString());
  await expect(createTrainingRegistration(h.db, { ...input, name: '张伟' }, context, NOW.toISOString())).rejects.toMatchObject({ code: 'conflict' });
});

it('refuses query shapes it cannot keep right instead of missing rows', async () => {
  await expect(h.db.selectFrom('certificates').select('id').where('id_number', 'like', '4101%').execute()).rejects.toThrow(ProtectedColumnError);
  await expect(h.db.selectFrom('certificates').select('id').where('id_number', '>', '4101').execute()).rejects.toThrow(ProtectedColumnError);
  await expect(h.db.selectFrom('certificates').select('id').orderBy('id_number').execute()).rejects.toThrow(ProtectedColumnError);
  await expect(h.db.selectFrom('certificates').select('id_number').groupBy('id_number').execute()).rejects.toThrow(ProtectedColumnError);
  await expect(h.db.updateTable('certificates').set((eb) => ({ id_number: eb.ref('holder_name') })).where('id', '=', 0).execute()).rejects.toThrow(ProtectedColumnError);
  const rows = await h.db.selectFrom('certificates').select(['id', 'id_number']).orderBy('id').limit(3).execute();
  const found = await h.db.selectFrom('certificates').select('id').where('id_number', 'in', rows.map((r) => r.id_number)).execute();
  expect(found.map((r) => r.id)).toEqual(expect.arrayContaining(rows.map((r) => r.id)));
});

it('seals rows an older version left in clear when the migrations run, and the dump is clean again', async () => {
  const rows = await h.db.selectFrom('enrollments').select(['id', 'id_number']).orderBy('id').limit(5).execute();
  for (const r of rows) await plain.updateTable('enrollments').set({ id_number: r.id_number, id_number_bidx: null }).where('id', '=', r.id).execute();
  expect(leaked(await dump(), rows.map((r) => r.id_number))).toHaveLength(rows.length);
  await migrateToLatest(h.db);
  const raw = await plain.selectFrom('enrollments').select(['id_number', 'id_number_bidx']).where('id', 'in', rows.map((r) => r.id)).execute();
  expect(raw.every((r) => r.id_number.startsWith(ENVELOPE_PREFIX) && /^[0-9a-f]{64}$/.test(r.id_number_bidx))).toBe(true);
  expect(leaked(await dump(), rows.map((r) => r.id_number))).toEqual([]);
}, SEED_TIMEOUT);

it('upgrades a database from before the blind index: rows in clear get sealed and found', async () => {
  const t = await createTestDb({ migrate: false });
  const old = connect(t.url, { encryptAtRest: false }) as AnyDb;
  try {
    const before = Object.keys(migrations).filter((name) => name < '2026-11-29-atrest-01-id-number-blind-index');
    const migrator = new Migrator({ db: old, provider: { getMigrations: async () => Object.fromEntries(before.map((n) => [n, migrations[n]])) }, allowUnorderedMigrations: true });
    const { error } = await migrator.migrateToLatest();
    expect(error).toBeUndefined();
    const stamp = NOW.toISOString();
    const user = await old.insertInto('users').values({ uuid: 'u-at-rest', phone: '13800009999', name: '李雷', password_hash: 'x', status: 'active', created_at: stamp, updated_at: stamp })
      .returning('id').executeTakeFirstOrThrow();
    await old.insertInto('user_verified_data').values({ user_id: user.id, real_name: '李雷', id_number: '41010219851111002X', audit_status: 'success', created_at: stamp, updated_at: stamp }).execute();
    await migrateToLatest(t.db);
    const raw = await old.selectFrom('user_verified_data').select(['id_number', 'id_number_bidx']).executeTakeFirstOrThrow();
    expect(raw.id_number.startsWith(ENVELOPE_PREFIX)).toBe(true);
    const found = await t.db.selectFrom('user_verified_data').select('real_name').where('id_number', '=', '41010219851111002x').execute();
    expect(found).toEqual([{ real_name: '李雷' }]);
  } finally {
    await old.destroy();
    await t.destroy();
  }
}, SEED_TIMEOUT);

describe('rotating the data key', () => {
  const ID = '41010219700101001X';
  const context = { provinceCode: '410000', ip: null };
  let t: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t.destroy());

  async function fill(db: AnyDb) {
    const stamp = NOW.toISOString();
    const user = await db.insertInto('users').values({ uuid: 'u-rotate', phone: '13800008888', name: '韩梅', password_hash: 'x', status: 'active', city_code: '410100', created_at: stamp, updated_at: stamp })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('user_verified_data').values({ user_id: user.id, real_name: '韩梅', id_number: ID, audit_status: 'success', created_at: stamp, updated_at: stamp }).execute();
    await db.insertInto('regions').values([{ code: '410000', name: '河南省', parent_code: null, level: 1 }, { code: '410100', name: '郑州市', parent_code: '410000', level: 2 }]).execute();
    await db.insertInto('dictionary_items').values([
      { type: 'employment_category', value: '失业人员', label: '失业人员' }, { type: 'education', value: '高中', label: '高中' },
    ]).execute();
    const input = { name: '韩梅', phone: '13800008888', id_number: ID, occupation_name: '育婴员', city_code: '410100', employment_status: '失业人员', education: '高中' } as Parameters<typeof createTrainingRegistration>[1];
    await createTrainingRegistration(db as never, input, context, stamp);
    return input;
  }

  const b = newSecret();

  it('reseals every value and recomputes every index under the new key; the old key alone opens nothing', async () => {
    const a = newSecret();
    const before = connect(t.url, { dataKey: keyRing([a], 'A') }) as AnyDb;
    const during = connect(t.url, { dataKey: keyRing([b, a], 'B,A') }) as AnyDb;
    const after = connect(t.url, { dataKey: keyRing([b], 'B') }) as AnyDb;
    try {
      const input = await fill(before);
      const newKid = privacyOf(after)!.ring().active.kid;
      expect(Object.keys(await rowsNotUnder(during, newKid)).sort()).toEqual(['training_registrations', 'user_verified_data']);
      const resealed = await resealAllRows(during);
      expect(resealed).toEqual({ user_verified_data: 1, training_registrations: 1 });
      expect(await rowsNotUnder(during, newKid)).toEqual({});
      expect(await after.selectFrom('user_verified_data').select('real_name').where('id_number', '=', ID.toLowerCase()).execute()).toEqual([{ real_name: '韩梅' }]);
      await expect(createTrainingRegistration(after as never, input, context, NOW.toISOString())).rejects.toMatchObject({ code: 'conflict' });
      await expect(before.selectFrom('user_verified_data').select('id_number').execute()).rejects.toThrow(/does not hold/);
    } finally {
      await Promise.all([before.destroy(), during.destroy(), after.destroy()]);
    }
  });

  it('a server with another data key refuses to start instead of writing what the others cannot read', async () => {
    const stranger = connect(t.url, { dataKey: keyRing([newSecret()], 'another key') });
    try {
      await expect(migrateToLatest(stranger)).rejects.toThrow(/sealed with data key \S+, which another key does not hold/);
    } finally {
      await stranger.destroy();
    }
  });

  (testDialect() === 'sqlite' ? it : it.skip)('npm run data:rotate-key with the key file: one new key afterwards, every value readable with it', async () => {
    // The PostgreSQL test databases share one key file (beside the uploads folder), so only SQLite rotates its own here.
    const file = dataKeyFile(t.url);
    const oldKid = privacyOf(t.db)!.ring().active.kid;
    // The rows are under B from the test above: first back under this database's own key file.
    const back = connect(t.url, { dataKey: keyRing([...readKeyFile(file), b], 'file,B') }) as AnyDb;
    await resealAllRows(back);
    await back.destroy();
    const report = await rotateFileKey({ DATABASE_URL: t.url });
    expect(report.kid).not.toBe(oldKid);
    expect(readKeyFile(file)).toHaveLength(1);
    const fresh = connect(t.url) as AnyDb;
    try {
      expect(privacyOf(fresh)!.ring().active.kid).toBe(report.kid);
      expect(await rowsNotUnder(fresh, report.kid)).toEqual({});
      expect(await fresh.selectFrom('user_verified_data').select('real_name').where('id_number', '=', ID).execute()).toHaveLength(1);
    } finally {
      await fresh.destroy();
    }
  });

  const rotateCommand = (env: Record<string, string>) =>
    spawnSync(process.execPath, nodeArgs('lib/server/cli/data-rotate-key.ts'), { encoding: 'utf8', env: { ...process.env, DATABASE_URL: t.url, ...env } });

  (testDialect() === 'sqlite' ? it : it.skip)('the command as an operator runs it: exit 0, the new key named, the old one gone', async () => {
    const before = readKeyFile(dataKeyFile(t.url)).length;
    const run = rotateCommand({ DATA_KEY: '' });
    expect(run.stderr.split('\n').filter((l) => l && !/^\s+\w+: \d+$/.test(l))).toEqual([]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Data key \S+ now seals every ID number \(\d+ values resealed/);
    expect(before).toBe(1);
    expect(readKeyFile(dataKeyFile(t.url))).toHaveLength(1);
  });

  it('with one key in DATA_KEY it changes nothing and says how to rotate', () => {
    const run = rotateCommand({ DATA_KEY: newSecret().toString('base64url') });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('DATA_KEY=<new>,<current>');
  });
});
