import { sql } from 'kysely';
import { createApiApp } from '@/lib/server/api/app';
import { SCREEN_REFRESH_SECONDS } from '@/lib/contract/data-screen/figures';
import { platformDate } from '@/lib/format/time-zone';
import { loadExcelJS } from '@/lib/server/excel/exceljs';
import { runScreenJob } from '@/lib/server/screen-job';
import { rebuildScreen } from '@/lib/server/services/screen/refresh';
import { FEED_WALK, screenFeed } from '@/lib/server/services/screen/feed';
import { maskName } from '@/lib/server/services/moxibustion';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertCertificate, insertEnrollment, insertUser } from '../helpers/fixtures';
import { managerWithRole } from '../helpers/manage';

// The data screen (issue 32) on the demo seed: every figure against a direct count of the detail
// tables, the city scope, the rebuild against the incremental job, a new enrolment and certificate
// moving the right figures, the public answer's ETag, the event stream and the workbook.

let h: AccountsHarness;
let app: ReturnType<typeof createApiApp>;
let tokens: { province: string; city: string; school: string };
const CITY = '410100';

beforeAll(async () => {
  h = await accountsHarness({ seeded: true });
  app = createApiApp({ db: () => h.db });
  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null, area_code: null }).where('id', '=', province.id).execute();
  const org = await h.db.selectFrom('organizations').select('id').where('type', '=', 11).executeTakeFirstOrThrow();
  tokens = {
    province: province.token,
    city: (await managerWithRole(h, 'city-admin')).token,
    school: (await managerWithRole(h, 'school', org.id)).token,
  };
  await runScreenJob(h.db);
}, 240_000);
afterAll(() => h.close());

const n = (row: { n: unknown } | undefined) => Number(row?.n ?? 0);
const screen = async (token: string, query = '') => {
  const answer = await h.request('GET', `/manage/screen${query}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
};
const today = () => platformDate(h.rt.now());

describe('the province screen against direct counts', () => {
  test('learners, enrolments, classes, certificates, exams, jobs and subsidy', async () => {
    const data = await screen(tokens.province);
    const db = h.db;
    expect(data.scope).toMatchObject({ level: 'province', code: '410000', name: '河南省', province_name: '河南省' });
    expect(data.learners.registered).toBe(n(await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()));
    expect(data.learners.verified).toBe(n(await db.selectFrom('user_verified_data').select((eb) => eb.fn.countAll().as('n')).where('audit_status', '=', 'success').where('audited_at', 'is not', null).executeTakeFirst()));

    const enrolments = await db.selectFrom('enrollments').select('created_at').execute();
    const month = today().slice(0, 7);
    const days = enrolments.map((e) => platformDate(new Date(e.created_at)));
    expect(data.enrollments.this_month).toBe(days.filter((d) => d.startsWith(month)).length);
    expect(data.enrollments.this_year).toBe(days.filter((d) => d.startsWith(month.slice(0, 4))).length);
    expect(data.trends.enrollments.map((p: { month: string; value: number }) => p.value)).toEqual(
      data.trends.enrollments.map((p: { month: string }) => days.filter((d) => d.startsWith(p.month)).length),
    );
    expect(data.trends.enrollments).toHaveLength(12);
    expect(data.trends.enrollments[11].month).toBe(month);

    expect(data.classes_running_today).toBe(n(await db.selectFrom('classes').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'ongoing').where('start_date', '<=', today()).where('end_date', '>=', today()).executeTakeFirst()));

    const byLevel = await db.selectFrom('certificates').select(['level', (eb) => eb.fn.countAll().as('n')]).where('status', '=', 'valid').groupBy('level').execute();
    expect(data.certificates_by_level).toEqual([1, 2, 3, 4, 5].map((level) => ({ level, count: n(byLevel.find((r) => r.level === level)) })));
    expect(data.certificates_by_level.reduce((s: number, l: { count: number }) => s + l.count, 0)).toBeGreaterThan(0);

    const sat = n(await db.selectFrom('exam_results').select((eb) => eb.fn.countAll().as('n')).where('passed', 'is not', null).executeTakeFirst());
    const passed = n(await db.selectFrom('exam_results').select((eb) => eb.fn.countAll().as('n')).where('passed', '=', 1).executeTakeFirst());
    expect(data.exams).toEqual({ sat, passed, pass_rate: sat ? passed / sat : null });
    expect(sat).toBeGreaterThan(0);

    expect(data.jobs.posted).toBe(n(await db.selectFrom('job_postings').select((eb) => eb.fn.countAll().as('n')).where('status', 'in', ['published', 'closed']).where('published_at', 'is not', null).executeTakeFirst()));
    expect(data.jobs.applications).toBe(n(await db.selectFrom('job_applications').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()));

    const claims = await db.selectFrom('subsidy_claims').select(['status', 'total_fen', 'approved_fen', 'submitted_at']).execute();
    const sum = (rows: typeof claims, f: (c: (typeof claims)[number]) => number) => rows.reduce((s, c) => s + Number(f(c)), 0);
    expect(data.subsidy).toEqual({
      claimed_fen: sum(claims.filter((c) => c.status !== 'draft' && c.submitted_at), (c) => c.total_fen),
      approved_fen: sum(claims.filter((c) => ['notice', 'payable', 'in_batch', 'paid'].includes(c.status)), (c) => c.approved_fen),
      paid_fen: sum(claims.filter((c) => c.status === 'paid'), (c) => c.approved_fen),
    });
  });

  test('top occupations and the areas are the cities with distinct learners', async () => {
    const data = await screen(tokens.province);
    const top = await h.db
      .selectFrom('enrollments as e').innerJoin('classes as c', 'c.id', 'e.class_id')
      .select(['c.occupation_id', (eb) => eb.fn.countAll().as('n')]).groupBy('c.occupation_id').execute();
    const expected = top.map((r) => ({ id: r.occupation_id, n: n(r) })).sort((a, b) => b.n - a.n || a.id - b.id).slice(0, 10);
    expect(data.top_occupations_by_enrollment.map((o: { occupation_id: number; count: number }) => ({ id: o.occupation_id, n: o.count }))).toEqual(expected);
    expect(data.top_occupations_by_enrollment[0].name).toBeTruthy();

    const cities = await h.db.selectFrom('regions').select('code').where('parent_code', '=', '410000').orderBy('code').execute();
    expect(data.areas.map((a: { code: string }) => a.code)).toEqual(cities.map((c) => c.code));
    const learners = await h.db
      .selectFrom('enrollments as e').innerJoin('classes as c', 'c.id', 'e.class_id')
      .select(['c.city_code', sql<number>`count(distinct e.user_id)`.as('n')]).groupBy('c.city_code').execute();
    for (const area of data.areas) expect(area.learners).toBe(n(learners.find((l) => l.city_code === area.code)));
    const certs = await h.db
      .selectFrom('certificates as t').leftJoin('classes as c', 'c.id', 't.class_id').leftJoin('organizations as o', 'o.id', 't.organization_id')
      .select([sql<string>`coalesce(c.city_code, o.city_code)`.as('city'), (eb) => eb.fn.countAll().as('n')]).where('t.status', '=', 'valid').groupBy(sql`coalesce(c.city_code, o.city_code)`).execute();
    for (const area of data.areas) expect(area.certificates).toBe(n(certs.find((c) => c.city === area.code)));
  });

  test('the feed has masked names only, newest first', async () => {
    const data = await screen(tokens.province);
    expect(data.feed.length).toBe(20);
    for (const item of data.feed) expect(item.name_masked).toMatch(/^.\*+.?$/u);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/\d{17}[\dX]/);
    expect(text).not.toMatch(/(?<![\d.])1[3-9]\d{9}(?!\d)/);
    const names = await h.db.selectFrom('enrollments').select('real_name').orderBy('id', 'desc').limit(20).execute();
    for (const { real_name } of names) if ([...real_name].length > 1) expect(text).not.toContain(`"${real_name}"`);
  });
});

describe('the feed of each city against a direct read', () => {
  // The feed looks among the newest rows first and reads a city with few of them through its classes
  // and organisations (lib/server/services/screen/feed.ts). Both ways, for every city of the seed, must
  // give what the plain query gives: the newest 20 valid certificates and enrolments placed in the city.
  async function direct(city: string) {
    const certs = await h.db
      .selectFrom('certificates as t').leftJoin('classes as c', 'c.id', 't.class_id').leftJoin('organizations as g', 'g.id', 't.organization_id')
      .select(['t.created_at as at', 't.holder_name as name'])
      .where('t.status', '=', 'valid').where(sql`coalesce(c.city_code, g.city_code)`, '=', city)
      .orderBy('t.id', 'desc').limit(20).execute();
    const enrolled = await h.db
      .selectFrom('enrollments as t').innerJoin('classes as c', 'c.id', 't.class_id')
      .select(['t.created_at as at', 't.real_name as name'])
      .where('c.city_code', '=', city).orderBy('t.id', 'desc').limit(20).execute();
    const items = [...certs.map((r) => ({ kind: 'certificate', at: r.at, name: maskName(r.name) })), ...enrolled.map((r) => ({ kind: 'enrollment', at: r.at, name: maskName(r.name) }))];
    return items.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, 20);
  }

  test.each([
    ['looking among the newest rows first', FEED_WALK],
    ['reading each city through its classes (a walk of 5 rows finds too few)', 5],
  ])('%s', async (_way, walk) => {
    const cities = await h.db.selectFrom('regions').select(['code', 'name']).where('parent_code', '=', '410000').orderBy('code').execute();
    let filled = 0;
    for (const city of cities) {
      const place = { level: 'city' as const, code: city.code, name: city.name, provinceName: '河南省' };
      const feed = (await screenFeed(h.db, place, walk)).map((i) => ({ kind: i.kind, at: i.at, name: i.name_masked }));
      expect({ city: city.code, feed }).toEqual({ city: city.code, feed: await direct(city.code) });
      if (feed.length === 20) filled++;
    }
    // The seed gives most cities a full feed and some none: both ends are compared.
    expect(filled).toBeGreaterThan(3);
  });
});

describe('scope', () => {
  test('a city manager sees only their city and its counties, whatever they ask', async () => {
    const data = await screen(tokens.city);
    expect(data.scope).toMatchObject({ level: 'city', code: CITY, name: '郑州市', province_name: '河南省' });
    const counties = await h.db.selectFrom('regions').select('code').where('parent_code', '=', CITY).orderBy('code').execute();
    expect(data.areas.map((a: { code: string }) => a.code)).toEqual(counties.map((c) => c.code));
    expect(data.learners.registered).toBe(n(await h.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('city_code', '=', CITY).executeTakeFirst()));
    const drilled = await screen(tokens.city, '?city_code=410300');
    expect(drilled.scope.code).toBe(CITY);
  });

  test('the province drills down to a city; a city outside the province is 404', async () => {
    const data = await screen(tokens.province, '?city_code=410300');
    expect(data.scope).toMatchObject({ level: 'city', code: '410300', name: '洛阳市' });
    expect((await h.request('GET', '/manage/screen?city_code=420100', { token: tokens.province })).status).toBe(404);
  });

  test('an organisation manager is refused, a visitor must sign in', async () => {
    expect((await h.request('GET', '/manage/screen', { token: tokens.school })).status).toBe(403);
    expect((await h.request('GET', '/manage/screen')).status).toBe(401);
    expect((await h.request('GET', '/manage/screen/export')).status).toBe(401);
    expect((await h.request('GET', '/manage/screen/events', { token: tokens.school })).status).toBe(403);
  });
});

describe('keeping the aggregates', () => {
  const snapshot = async () =>
    (await h.db.selectFrom('screen_daily').selectAll().orderBy(['measure', 'day', 'city_code', 'area_code', 'occupation_id', 'level']).execute()).map((r) => ({ ...r, value: Number(r.value) }));

  test('an enrolment and a certificate move the right figures once the job ran', async () => {
    const before = await screen(tokens.city);
    const cls = await h.db.selectFrom('classes').select(['id', 'occupation_id', 'area_code']).where('city_code', '=', CITY).where('area_code', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
    const user = await insertUser(h.db, { city_code: CITY, created_at: h.rt.now().toISOString(), updated_at: h.rt.now().toISOString() });
    const stamp = h.rt.now().toISOString();
    await insertEnrollment(h.db, { class_id: cls.id, user_id: user, status: 'pending', real_name: '欧阳明华', created_at: stamp, updated_at: stamp });
    await insertCertificate(h.db, { occupation_id: cls.occupation_id, class_id: cls.id, level: 3, holder_name: '欧阳明华', issued_on: today(), created_at: stamp, updated_at: stamp });
    expect(await runScreenJob(h.db)).toBe(true);
    const after = await screen(tokens.city);
    expect(after.learners.registered).toBe(before.learners.registered + 1);
    expect(after.enrollments.this_month).toBe(before.enrollments.this_month + 1);
    expect(after.certificates_by_level[2].count).toBe(before.certificates_by_level[2].count + 1);
    expect(after.certificates_by_level[4].count).toBe(before.certificates_by_level[4].count);
    const area = (s: typeof before) => s.areas.find((a: { code: string }) => a.code === cls.area_code);
    expect(area(after).learners).toBe(area(before).learners + 1);
    expect(area(after).certificates).toBe(area(before).certificates + 1);
    expect(after.trends.certificates[11].value).toBe(before.trends.certificates[11].value + 1);
    expect(after.feed.slice(0, 2).map((f: { name_masked: string }) => f.name_masked)).toEqual(['欧**华', '欧**华']);
    // Nothing new: the job writes nothing.
    expect(await runScreenJob(h.db)).toBe(false);
  });

  test('a rebuild from the detail tables gives the incremental aggregates', async () => {
    const cls = await h.db.selectFrom('classes').select(['id', 'occupation_id']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const revoked = await h.db.selectFrom('certificates').select('id').where('status', '=', 'valid').orderBy('id').executeTakeFirstOrThrow();
    const stamp = h.rt.now().toISOString();
    await h.db.updateTable('certificates').set({ status: 'revoked', updated_at: stamp }).where('id', '=', revoked.id).execute();
    const user = await insertUser(h.db, { city_code: '410300', created_at: stamp, updated_at: stamp });
    await insertEnrollment(h.db, { class_id: cls.id, user_id: user, created_at: stamp, updated_at: stamp });
    await runScreenJob(h.db);
    const incremental = await snapshot();
    const monthly = await h.db.selectFrom('screen_monthly').selectAll().orderBy(['measure', 'month', 'city_code', 'area_code', 'occupation_id', 'level']).execute();
    await rebuildScreen(h.db, stamp);
    expect(await snapshot()).toEqual(incremental);
    const rebuilt = await h.db.selectFrom('screen_monthly').selectAll().orderBy(['measure', 'month', 'city_code', 'area_code', 'occupation_id', 'level']).execute();
    expect(rebuilt.map((r) => ({ ...r, value: Number(r.value) }))).toEqual(monthly.map((r) => ({ ...r, value: Number(r.value) })));
  });
});

describe('the public screen', () => {
  test('province figures without names or feed, an ETag answered 304', async () => {
    const answer = await h.request('GET', '/data-screen');
    expect(answer.status).toBe(200);
    expect(answer.body.data.scope.level).toBe('province');
    expect(answer.body.data.feed).toBeUndefined();
    expect(answer.headers.get('cache-control')).toBe(`public, max-age=${SCREEN_REFRESH_SECONDS}`);
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('name_masked');
    expect(text).not.toContain('欧**华');
    const etag = answer.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await h.request('GET', '/data-screen', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('the event stream and the export', () => {
  test('an EventSource gets a `figures` event and the stream ends when it goes away', async () => {
    const controller = new AbortController();
    const response = await app.request('/api/v1/manage/screen/events', {
      headers: { authorization: `Bearer ${tokens.province}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const deadline = Date.now() + 20_000;
    while (!/event: figures\ndata: .+\n\n/.test(text) && Date.now() < deadline) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no event before the deadline')), deadline - Date.now())));
      const chunk = await Promise.race([reader.read(), late]).finally(() => clearTimeout(timer));
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
    const data = JSON.parse(/event: figures\ndata: (.+)\n\n/.exec(text)![1]);
    expect(data.scope.level).toBe('province');
    expect(data.feed.length).toBeGreaterThan(0);
    controller.abort();
    await reader.cancel().catch(() => undefined);
  });

  test('without Accept: text/event-stream the figures come once and the answer ends', async () => {
    const answer = await h.request('GET', '/manage/screen/events', { token: tokens.city });
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toMatch(/^retry: \d+\n\nevent: figures\ndata: \{.+\}\n\n$/s);
  });

  test('the export is a workbook with a sheet per section, headers frozen', async () => {
    const answer = await app.request('/api/v1/manage/screen/export', { headers: { authorization: `Bearer ${tokens.province}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    const ExcelJS = await loadExcelJS();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await answer.arrayBuffer()) as unknown as ArrayBuffer);
    const names = workbook.worksheets.map((s) => s.name);
    expect(names).toEqual(['总览', '培训补贴', '证书等级', '热门职业（报名）', '热门职业（证书）', '各地市', '月度趋势', '最新动态']);
    const overview = workbook.getWorksheet('总览')!;
    expect(overview.getRow(1).values).toEqual([undefined, '指标', '数值']);
    expect(overview.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(workbook.getWorksheet('各地市')!.rowCount).toBeGreaterThan(10);
  });
});
