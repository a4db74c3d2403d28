import { createApiApp } from '@/lib/server/api/app';
import type { Db } from '@/lib/server/db';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';

// Issue 30, same class elsewhere: what an anonymous visitor (and so the API's and pages' caches) can
// read holds no whole phone or ID number of a learner, teacher, talent, applicant, enrollee or manager, no file
// address of an ID photo, and no whole name of a learner (talents, enrollees, applicants, certificate
// holders) beside what the public register itself is for. Every documented anonymous GET is read on
// the demo seed, lists and one record of each.

type Doc = { paths: Record<string, Record<string, { security?: unknown[] }>> };

let h: AccountsHarness;
let app: ReturnType<typeof createApiApp>;

beforeAll(async () => {
  h = await accountsHarness({ apiCacheSeconds: 30, seeded: true });
  app = createApiApp({ db: () => h.db, cacheSeconds: 30 });
}, 180_000);
afterAll(() => h.close());

async function personal(db: Db) {
  const phones = await Promise.all([
    db.selectFrom('users').select('phone').execute(),
    db.selectFrom('enrollments').select('phone').execute(),
    db.selectFrom('training_registrations').select('phone').execute(),
    db.selectFrom('talents').select('phone').execute(),
    db.selectFrom('teachers').select('phone').execute(),
    db.selectFrom('teacher_applications').select('phone').execute(),
    db.selectFrom('moxibustion_enrollments').select('phone').execute(),
    db.selectFrom('managers').select('phone').execute(),
  ]);
  // Learners' own names: a verified name, an enrolment's, a registration's, an applicant's, an enrollee's, a talent's.
  const names = await Promise.all([
    db.selectFrom('user_verified_data').select('real_name as name').execute(),
    db.selectFrom('enrollments').select('real_name as name').execute(),
    db.selectFrom('training_registrations').select('name').execute(),
    db.selectFrom('teacher_applications').select('name').execute(),
    db.selectFrom('moxibustion_enrollments').select('name').execute(),
    db.selectFrom('talents').select('name').execute(),
  ]);
  // Teachers and examiners are listed under their names on purpose; a learner of the same name is no leak.
  const publicFigures = new Set([...(await db.selectFrom('teachers').select('name').execute()), ...(await db.selectFrom('examiners').select('name').execute())].map((r) => r.name));
  const photos = await db.selectFrom('files').select(['id', 'storage_key']).where('owner_type', 'not in', ['avatar', 'organization-logo', 'class-cover', 'content-image']).execute();
  return {
    phones: new Set(phones.flat().map((r) => r.phone).filter((p): p is string => Boolean(p))),
    names: new Set(names.flat().map((r) => r.name).filter((n): n is string => Boolean(n) && n.length >= 2 && !publicFigures.has(n))),
    photoKeys: photos.map((f) => f.storage_key),
    photoIds: new Set(photos.map((f) => f.id)),
  };
}

const wholeIdNumbers = (text: string) =>
  [...text.matchAll(/(?<![0-9A-Za-z])(\d{17})([\dX])(?![0-9A-Za-z])/g)].filter(([, first17, check]) => idNumberCheckChar(first17) === check).map(([whole]) => whole);

/** The documented anonymous reads, each path parameter filled with a record the seed has. */
async function publicReads(db: Db): Promise<string[]> {
  const doc = (await (await app.request('/api/v1/openapi.json')).json()) as Doc;
  const firstId = async (table: 'classes' | 'news' | 'occupations' | 'teachers' | 'examiners' | 'talents' | 'moxibustion_batches' | 'job_postings') =>
    String((await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id);
  const params: Record<string, string> = {
    '/api/v1/classes/{id}': await firstId('classes'), '/api/v1/news/{id}': await firstId('news'), '/api/v1/occupations/{id}': await firstId('occupations'),
    '/api/v1/teachers/{id}': await firstId('teachers'), '/api/v1/examiners/{id}': await firstId('examiners'), '/api/v1/talents/{id}': await firstId('talents'),
    '/api/v1/moxibustion/batches/{id}': await firstId('moxibustion_batches'), '/api/v1/moxibustion/batches/{id}/enrollees': await firstId('moxibustion_batches'),
    '/api/v1/jobs/{id}': await firstId('job_postings'), '/api/v1/regions/{code}': '410100', '/api/v1/dictionaries/{type}': 'education',
    '/api/v1/pages/{slug}': (await db.selectFrom('pages').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug,
  };
  const reads: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!operations.get || operations.get.security?.length) continue;
    if (!path.includes('{')) reads.push(path.includes('moxibustion/certificates') || path.includes('certificate-queries') ? '' : `${path}?per_page=100`);
    else if (params[path]) reads.push(path.replace(/\{[^}]+\}/, params[path]!));
  }
  // Details with everything they can include.
  reads.push(`/api/v1/classes/${params['/api/v1/classes/{id}']}?include=organization,occupation,teachers`, `/api/v1/jobs/${params['/api/v1/jobs/{id}']}?include=organization`);
  return reads.filter(Boolean);
}

test('no anonymous read holds a whole phone, ID number, learner name or ID-photo address', async () => {
  const { phones, names, photoKeys, photoIds } = await personal(h.db);
  expect(phones.size).toBeGreaterThan(50);
  expect(names.size).toBeGreaterThan(50);
  const reads = await publicReads(h.db);
  expect(reads.length).toBeGreaterThan(25);
  const leaks: string[] = [];
  for (const path of reads) {
    // Twice: the second answer is the kept copy a cache would give everyone.
    for (const round of ['first', 'kept']) {
      const answer = await app.request(path);
      if (answer.status !== 200 || !(answer.headers.get('content-type') ?? '').includes('json')) continue;
      const text = await answer.text();
      for (const p of text.match(/(?<!\d)1\d{10}(?!\d)/g) ?? []) if (phones.has(p)) leaks.push(`${round} ${path}: phone ${p}`);
      for (const id of wholeIdNumbers(text)) leaks.push(`${round} ${path}: ID number ${id}`);
      for (const key of photoKeys) if (text.includes(key)) leaks.push(`${round} ${path}: private file ${key}`);
      for (const m of text.matchAll(/"(?:real_name|holder_name|name)":"([^"]+)"/g)) if (names.has(m[1]!)) leaks.push(`${round} ${path}: name ${m[1]}`);
    }
  }
  expect(leaks).toEqual([]);
  for (const id of [...photoIds].slice(0, 20)) expect((await app.request(`/api/v1/files/${id}`)).status).toBe(404);
});
