import { installSeedMedia } from '@/lib/server/db/seed/media';
import type { Access } from '@/lib/server/api/http/access';
import { accountsHarness, createLearner, learnerLogin, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { DEMO_SEED } from '../helpers/seeded-template';

// Object-level access (IDOR): every learner operation that names an object in its path is called by
// another learner with the owner's real object; the answer must be a 404 or 403, and nothing changes.
// A new operation with a path parameter fails here until it is listed below.

type Doc = { paths: Record<string, Record<string, { 'x-access'?: Access }>> };
/** Where the object named by a learner path lives: the rows whose user_id is the owner's. */
type Owned = { table: string; column: string; second?: string };
/** An object a learner does not own but may use only while admitted to its class (course, lesson). */
type Gated = { gate: 'video' | 'lesson' };

const OWNED: Record<string, Owned | Gated> = {
  '/user/enrollments/{id}': { table: 'enrollments', column: 'id' },
  '/user/enrollments/{id}/cancel': { table: 'enrollments', column: 'id' },
  '/user/classes/{class_id}/{enrollment_id}': { table: 'enrollments', column: 'class_id', second: 'id' },
  '/user/orders/{order_no}': { table: 'orders', column: 'order_no' },
  '/user/orders/{order_no}/pay': { table: 'orders', column: 'order_no' },
  '/user/exams/{id}': { table: 'exam_results', column: 'exam_id' },
  '/user/certificates/{cert_no}/pdf': { table: 'certificates', column: 'cert_no' },
  '/user/certificates/{cert_no}/credential': { table: 'certificates', column: 'cert_no' },
  '/user/certificates/{cert_no}/sd-jwt': { table: 'certificates', column: 'cert_no' },
  '/user/job-applications/{id}/withdraw': { table: 'job_applications', column: 'id' },
  '/user/moxibustion-enrollments/{id}/cancel': { table: 'moxibustion_enrollments', column: 'id' },
  '/user/plays/{id}/progress': { table: 'lesson_plays', column: 'id' },
  '/user/videos/{id}': { gate: 'video' },
  '/user/lessons/{id}': { gate: 'lesson' },
  '/user/lessons/{id}/stream': { gate: 'lesson' },
  '/user/lessons/{id}/plays': { gate: 'lesson' },
};
/** Learner operations whose path names a shared, public object rather than one a learner owns. */
const SHARED = new Set(['/jobs/{id}/applications']);
/** Rows a gated call must never create for the intruder. */
/** A valid body where an empty one would be refused before the object is looked up. */
const BODIES: Record<string, unknown> = { '/user/plays/{id}/progress': { position_seconds: 5, playing: true } };
const STUDY_TABLES = ['lesson_plays', 'lesson_progress'] as const;

const PASSWORD = DEMO_SEED.demoPassword;
let h: AccountsHarness;
let doc: Doc;
let intruder: string;

beforeAll(async () => {
  h = await accountsHarness({ seeded: true });
  await installSeedMedia(h.storage);
  doc = (await h.request('GET', '/openapi.json')).body as Doc;
  intruder = await tokenFor(h, 'learner', (await createLearner(h.db)).phone);
  // The seed holds no play session: an admitted learner opens one, so its progress reports can be attacked.
  const lesson = await gatedObject({ gate: 'lesson' });
  if (lesson) {
    const opened = await h.request('POST', `/user/lessons/${lesson.params[0]}/plays`, { token: await ownerToken(lesson.owner), json: {} });
    if (opened.status !== 201 && opened.status !== 200) throw new Error(`the owner cannot open a play: ${opened.status}`);
  }
}, 180_000);

afterAll(async () => {
  await h.close();
});

function learnerOperations() {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => ['learner', 'session'].includes(op['x-access']?.guard ?? '') && path.includes('{'))
      .map(([method]) => ({ method: method.toUpperCase(), path: path.replace(/^\/api\/v1/, '') })),
  );
}

type Found = { params: string[]; owner: number; table: string };

async function ownedObject(spec: Owned | Gated): Promise<Found | undefined> {
  if ('gate' in spec) return gatedObject(spec);
  const columns = [spec.column, ...(spec.second ? [spec.second] : [])];
  const row = (await h.db
    .selectFrom(spec.table as 'enrollments')
    .select([...columns, 'user_id'] as 'id'[])
    .where('user_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  return row ? { params: columns.map((c) => String(row[c])), owner: Number(row.user_id), table: spec.table } : undefined;
}

/** A published class course (or one of its lessons) and a learner admitted to that class. */
async function gatedObject(spec: Gated): Promise<Found | undefined> {
  const row = await h.db
    .selectFrom('lessons')
    .innerJoin('videos', 'videos.id', 'lessons.video_id')
    .innerJoin('enrollments', 'enrollments.class_id', 'videos.class_id')
    .select(['lessons.id as lesson_id', 'videos.id as video_id', 'enrollments.user_id'])
    .where('videos.status', '=', 'published')
    .where('lessons.file_id', 'is not', null)
    .where('enrollments.status', 'in', ['studying', 'completed', 'certified'])
    .where('enrollments.active_slot', '=', 1)
    .orderBy('lessons.id')
    .executeTakeFirst();
  if (!row) return undefined;
  return { params: [String(spec.gate === 'video' ? row.video_id : row.lesson_id)], owner: row.user_id, table: 'lesson_progress' };
}

async function studyRowsOf(userId: number): Promise<string> {
  const rows = await Promise.all(STUDY_TABLES.map((t) => h.db.selectFrom(t).selectAll().where('user_id', '=', userId).execute()));
  return JSON.stringify(rows);
}

async function ownerToken(userId: number): Promise<string> {
  const { phone } = await h.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow();
  const answer = await learnerLogin(h, phone, PASSWORD);
  if (answer.status !== 201) throw new Error(`owner ${phone} cannot sign in: ${answer.status}`);
  return answer.body.access_token as string;
}

test('every learner operation with a path parameter is covered here', () => {
  const unlisted = learnerOperations().filter(({ path }) => !OWNED[path] && !SHARED.has(path));
  expect(unlisted).toEqual([]);
  expect(learnerOperations().length).toBeGreaterThan(3);
});

test("another learner cannot read or act on a learner's objects; the owner can read them", async () => {
  const failures: string[] = [];
  const intruderId = (await h.db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  let checked = 0;
  for (const { method, path } of learnerOperations().filter(({ path }) => OWNED[path])) {
    const object = await ownedObject(OWNED[path]);
    if (!object) {
      failures.push(`${method} ${path}: the seed has no object for it owned by (or open to) a learner`);
      continue;
    }
    let url = path;
    for (const value of object.params) url = url.replace(/\{[^}]+\}/, encodeURIComponent(value));
    const snapshot = async () =>
      JSON.stringify(await h.db.selectFrom(object.table as 'enrollments').selectAll().where('user_id', '=', object.owner).execute()) +
      (await studyRowsOf(intruderId));
    const before = await snapshot();
    const answer = await h.request(method, url, { token: intruder, json: method === 'GET' ? undefined : (BODIES[path] ?? {}) });
    checked += 1;
    if (answer.status !== 404 && answer.status !== 403) failures.push(`${method} ${url} by another learner: ${answer.status}`);
    if ((await snapshot()) !== before) failures.push(`${method} ${url} by another learner changed the owner's ${object.table} or created study rows`);
    if (method === 'GET') {
      const own = await h.request(method, url, { token: await ownerToken(object.owner) });
      if (own.status !== 200 && own.status !== 206) failures.push(`${method} ${url} by its owner: ${own.status}`);
    }
  }
  expect(failures).toEqual([]);
  expect(checked).toBeGreaterThan(10);
  console.log(`object access: ${checked} learner operations tried with another learner's objects`);
}, 300_000);
