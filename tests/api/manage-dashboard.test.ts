import { weekStart } from '@/lib/server/services/manage-dashboard';
import { accountsHarness, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { insertCertificate, insertClass, insertEnrollment, insertOccupation, insertOrganization, insertRegions, insertUser } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

let h: AccountsHarness;
let tokens: { province: string; city: string; school: string; otherSchool: string; learner: string };

// Two organisations in Zhengzhou and one in Luoyang, each with classes, enrolments and certificates.
beforeAll(async () => {
  h = await accountsHarness();
  await seedAccess(h.db);
  await insertRegions(h.db);
  const occupation = await insertOccupation(h.db);
  const school = await insertOrganization(h.db, { type: 11, city_code: '410100' });
  const other = await insertOrganization(h.db, { type: 12, city_code: '410100' });
  const luoyang = await insertOrganization(h.db, { type: 12, city_code: '410300' });
  const recent = new Date().toISOString();

  const cls = (organization_id: number, city_code: string, status: string) => insertClass(h.db, { occupation_id: occupation, organization_id, city_code, status });
  const schoolOpen = await cls(school, '410100', 'enrolling');
  const schoolDone = await cls(school, '410100', 'finished');
  await cls(school, '410100', 'enrolling');
  const otherOpen = await cls(other, '410100', 'ongoing');
  const luoyangOpen = await cls(luoyang, '410300', 'enrolling');

  const zz = await insertUser(h.db, { city_code: '410100' });
  const ly = await insertUser(h.db, { city_code: '410300' });
  const ly2 = await insertUser(h.db, { city_code: '410300' });
  await insertUser(h.db, { city_code: null });
  await insertEnrollment(h.db, { class_id: schoolOpen, user_id: zz, status: 'pending', created_at: recent });
  await insertEnrollment(h.db, { class_id: schoolOpen, user_id: ly, status: 'pending', created_at: recent });
  await insertEnrollment(h.db, { class_id: schoolDone, user_id: ly, status: 'certified' });
  await insertEnrollment(h.db, { class_id: otherOpen, user_id: ly2, status: 'pending', created_at: recent });
  await insertEnrollment(h.db, { class_id: luoyangOpen, user_id: zz, status: 'approved', created_at: recent });
  await insertCertificate(h.db, { occupation_id: occupation, organization_id: school, class_id: schoolDone });
  await insertCertificate(h.db, { occupation_id: occupation, organization_id: school, class_id: schoolDone, status: 'revoked' });
  await insertCertificate(h.db, { occupation_id: occupation, organization_id: luoyang, class_id: luoyangOpen });

  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null }).where('id', '=', province.id).execute();
  const learner = await createLearner(h.db);
  tokens = {
    province: province.token,
    city: (await managerWithRole(h, 'city-admin')).token,
    school: (await managerWithRole(h, 'school', school)).token,
    otherSchool: (await managerWithRole(h, 'institution', other)).token,
    learner: await tokenFor(h, 'learner', learner.phone),
  };
});
afterAll(() => h.close());

const figures = async (token: string) => {
  const answer = await h.request('GET', '/manage/dashboard', { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};

describe('GET /manage/dashboard', () => {
  test('an organisation manager sees only the organisation', async () => {
    const data = await figures(tokens.school);
    expect(data.scope).toBe('organization');
    expect(data.classes_by_status).toEqual([{ status: 'enrolling', count: 2 }, { status: 'finished', count: 1 }]);
    expect(data.enrollments_this_week).toBe(2);
    expect(data.pending_reviews).toBe(2);
    expect(data.certificates_issued).toBe(1);
    expect(data.learners_by_city).toEqual([
      { city_code: '410100', city: '郑州市', count: 1 },
      { city_code: '410300', city: '洛阳市', count: 1 },
    ]);
    const other = await figures(tokens.otherSchool);
    expect(other).toMatchObject({ scope: 'organization', classes_by_status: [{ status: 'ongoing', count: 1 }], pending_reviews: 1, certificates_issued: 0 });
  });

  test('a city manager sees the city, a province manager everything', async () => {
    const city = await figures(tokens.city);
    expect(city.scope).toBe('city');
    expect(city.classes_by_status).toEqual([{ status: 'enrolling', count: 2 }, { status: 'ongoing', count: 1 }, { status: 'finished', count: 1 }]);
    expect(city.enrollments_this_week).toBe(3);
    expect(city.pending_reviews).toBe(3);
    expect(city.certificates_issued).toBe(1);

    const all = await figures(tokens.province);
    expect(all.scope).toBe('province');
    expect(all.classes_by_status).toEqual([{ status: 'enrolling', count: 3 }, { status: 'ongoing', count: 1 }, { status: 'finished', count: 1 }]);
    expect(all.enrollments_this_week).toBe(4);
    expect(all.certificates_issued).toBe(2);
    // Every registered learner by home city, the learner without one included.
    const byCity = Object.fromEntries(all.learners_by_city.map((r: { city: string | null; count: number }) => [r.city ?? '-', r.count]));
    expect(byCity['洛阳市']).toBe(2);
    expect(byCity['郑州市']).toBeGreaterThanOrEqual(1);
    expect(byCity['-']).toBeGreaterThanOrEqual(1);
    expect(all.learners_by_city.reduce((sum: number, r: { count: number }) => sum + r.count, 0)).toBe(Number((await h.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n));
  });

  test('learners and anonymous callers are refused', async () => {
    expect((await h.request('GET', '/manage/dashboard', { token: tokens.learner })).status).toBe(401);
    expect((await h.request('GET', '/manage/dashboard')).status).toBe(401);
  });
});

describe('weekStart', () => {
  test.each([
    ['2026-11-23T05:00:00.000Z', '2026-11-22T16:00:00.000Z'], // Monday 13:00 Beijing
    ['2026-11-22T15:59:59.000Z', '2026-11-15T16:00:00.000Z'], // Sunday 23:59 Beijing
    ['2026-11-22T16:00:00.000Z', '2026-11-22T16:00:00.000Z'], // Monday 00:00 Beijing
  ])('%s → %s', (now, start) => expect(weekStart(new Date(now))).toBe(start));
});
