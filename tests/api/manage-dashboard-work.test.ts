import { accountsHarness, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { insertClass, insertEnrollment, insertOccupation, insertOrganization, insertRegions, insertTalent, insertUser, STAMP } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

// GET /manage/dashboard/work: each kind of account sees its own work (issue 20).
let h: AccountsHarness;
let tokens: { enterprise: string; school: string; city: string; province: string; learner: string };
const stamps = { created_at: STAMP, updated_at: STAMP };

beforeAll(async () => {
  h = await accountsHarness();
  await seedAccess(h.db);
  await insertRegions(h.db);
  const welder = await insertOccupation(h.db, { name: '焊工' });
  const nanny = await insertOccupation(h.db, { name: '育婴员', code: 'X-2' });
  const company = await insertOrganization(h.db, { type: 10, city_code: '410100' });
  const school = await insertOrganization(h.db, { type: 11, city_code: '410100' });
  await insertOrganization(h.db, { type: 12, city_code: '410300' });

  const job = (status: string, occupation_id: number | null) =>
    h.db.insertInto('job_postings').values({ organization_id: company, title: '岗位', occupation_id, city_code: '410100', status, ...stamps }).returning('id').executeTakeFirstOrThrow();
  const open = await job('published', welder);
  await job('published', null);
  await job('pending', nanny);
  await job('closed', nanny);
  const user = await insertUser(h.db, { city_code: '410100' });
  const recent = new Date().toISOString();
  for (const status of ['submitted', 'submitted', 'hired']) {
    await h.db.insertInto('job_applications').values({ job_id: open.id, user_id: await insertUser(h.db), status, created_at: status === 'hired' ? STAMP : recent, updated_at: recent }).execute();
  }
  await insertTalent(h.db, { occupation_id: welder });
  await insertTalent(h.db, { occupation_id: welder, is_public: 0 });
  await insertTalent(h.db, { occupation_id: welder, status: 'hidden' });
  await insertTalent(h.db, { occupation_id: nanny });

  // The school: two running classes, one finished with an exam (3 sat, 2 passed, 1 absent without a result).
  const running = await insertClass(h.db, { occupation_id: welder, organization_id: school, city_code: '410100', area_code: '410102', status: 'enrolling' });
  await insertClass(h.db, { occupation_id: welder, organization_id: school, city_code: '410100', area_code: '410102', status: 'ongoing' });
  const done = await insertClass(h.db, { occupation_id: welder, organization_id: school, city_code: '410100', area_code: '410105', status: 'finished', title: '焊工结业班' });
  await insertClass(h.db, { occupation_id: welder, city_code: '410300', status: 'enrolling' });
  await insertEnrollment(h.db, { class_id: running, user_id: user, status: 'pending' });
  await insertEnrollment(h.db, { class_id: done, user_id: await insertUser(h.db), status: 'approved' });
  const exam = await h.db.insertInto('exams').values({ class_id: done, title: '结业考试', start_at: STAMP, end_at: STAMP, pass_score: 60, status: 'finished', ...stamps }).returning('id').executeTakeFirstOrThrow();
  for (const [i, passed] of [1, 1, 0, null].entries()) {
    await h.db.insertInto('exam_results').values({ exam_id: exam.id, user_id: await insertUser(h.db), ticket_no: `T${i}`, score: passed === null ? null : passed ? 80 : 40, passed, ...stamps }).execute();
  }

  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null }).where('id', '=', province.id).execute();
  const city = await managerWithRole(h, 'city-admin');
  await h.db.updateTable('managers').set({ city_code: '410100' }).where('id', '=', city.id).execute();
  tokens = {
    enterprise: (await managerWithRole(h, 'enterprise', company)).token,
    school: (await managerWithRole(h, 'school', school)).token,
    city: city.token,
    province: province.token,
    learner: await tokenFor(h, 'learner', (await createLearner(h.db)).phone),
  };
});
afterAll(() => h.close());

const work = async (token: string) => {
  const answer = await h.request('GET', '/manage/dashboard/work', { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const tiles = (data: { tiles: { key: string; value: number }[] }) => Object.fromEntries(data.tiles.map((t) => [t.key, t.value]));

describe('GET /manage/dashboard/work', () => {
  test('an enterprise sees its jobs, the applications to them and the public talents matching its published jobs', async () => {
    const data = await work(tokens.enterprise);
    expect(data.kind).toBe('enterprise');
    expect(tiles(data)).toEqual({ publishedJobs: 2, applications: 3, pendingApplications: 2, applicationsThisWeek: 2, talentMatches: 1 });
    const chart = (key: string) => data.charts.find((c: { key: string }) => c.key === key);
    expect(chart('jobsByStatus').points).toEqual(expect.arrayContaining([{ label: 'published', value: 2 }, { label: 'pending', value: 1 }, { label: 'closed', value: 1 }]));
    expect(chart('applicationsByStatus')).toMatchObject({ labels: 'jobApplicationStatus' });
    expect(chart('applicationsByStatus').points).toEqual(expect.arrayContaining([{ label: 'submitted', value: 2 }, { label: 'hired', value: 1 }]));
    expect(chart('matchesByOccupation').points).toEqual([{ label: '焊工', value: 1 }]);
  });

  test('a school sees its running classes, the enrolments waiting and its pass rate by class', async () => {
    const data = await work(tokens.school);
    expect(data.kind).toBe('training');
    expect(tiles(data)).toEqual({ runningClasses: 2, enrollmentsWaiting: 1, passRate: 67 });
    expect(data.pass_rates).toEqual([{ class_id: expect.any(Number), title: '焊工结业班', sat: 3, passed: 2 }]);
  });

  test('a city manager sees its districts, a province manager its cities', async () => {
    const city = await work(tokens.city);
    expect(city.kind).toBe('region');
    expect(tiles(city)).toMatchObject({ organizations: 2, publishedJobs: 2, passRate: 67 });
    expect(city.charts[0].key).toBe('classesByDistrict');
    expect(city.charts[0].points.reduce((s: number, p: { value: number }) => s + p.value, 0)).toBe(3);

    const province = await work(tokens.province);
    expect(tiles(province)).toMatchObject({ organizations: 3 });
    expect(province.charts[0].key).toBe('classesByCity');
    expect(province.charts[0].points).toEqual(expect.arrayContaining([{ label: '郑州市', value: 3 }, { label: '洛阳市', value: 1 }]));
  });

  test('learners and anonymous callers are refused', async () => {
    expect((await h.request('GET', '/manage/dashboard/work', { token: tokens.learner })).status).toBe(401);
    expect((await h.request('GET', '/manage/dashboard/work')).status).toBe(401);
  });
});
