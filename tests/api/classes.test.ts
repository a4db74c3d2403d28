import type { ApiError } from '@/lib/contract/envelope';
import type { ListResponse, ItemResponse } from '@/lib/contract/envelope';
import type { TrainingClass } from '@/lib/contract/training-class';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import {
  apiClient, insertClass, insertOccupation, insertOrganization, insertRegions, insertTeacher,
} from '@/tests/helpers/fixtures';

let t: TestDb;
let get: ReturnType<typeof apiClient>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDb();
  const db = t.db;
  await insertRegions(db);
  ids.occA = await insertOccupation(db, { name: '保育师', code: '4-10-01-03' });
  ids.occB = await insertOccupation(db, { name: '电工', code: '6-31-01-03' });
  ids.org = await insertOrganization(db, { name: '郑州市第一职业培训学校' });
  ids.hot = await insertClass(db, {
    title: '保育师五级热门班', occupation_id: ids.occA, organization_id: ids.org, is_hot: 1, capacity: 40,
    enrolled_count: 45, start_date: '2026-03-01', requires_verification: 0, created_at: '2026-01-01T00:00:00.000Z',
  });
  ids.luoyang = await insertClass(db, {
    title: '电工四级班', occupation_id: ids.occB, level: 4, city_code: '410300', area_code: '410302', start_date: '2026-04-01',
    created_at: '2026-01-02T00:00:00.000Z',
  });
  ids.closed = await insertClass(db, { occupation_id: ids.occA, status: 'closed', start_date: '2026-02-01', created_at: '2026-01-03T00:00:00.000Z' });
  ids.finished = await insertClass(db, { occupation_id: ids.occA, status: 'finished', start_date: '2025-10-01', created_at: '2026-01-04T00:00:00.000Z' });
  ids.ongoing = await insertClass(db, { occupation_id: ids.occA, status: 'ongoing', start_date: '2026-01-05', created_at: '2026-01-05T00:00:00.000Z' });
  ids.draft = await insertClass(db, { title: '保育师草稿班', occupation_id: ids.occA, status: 'draft', start_date: '2026-02-15' });
  for (let i = 1; i <= 7; i++) {
    await insertClass(db, { occupation_id: ids.occA, start_date: `2026-05-0${i}`, created_at: `2026-01-0${i}T12:00:00.000Z` });
  }
  ids.percent = await insertClass(db, { title: '电工100%就业班', occupation_id: ids.occB, start_date: '2026-06-01' });

  ids.teacher = await insertTeacher(db, { name: '王老师', occupation_id: ids.occA, phone: '13911112222' });
  ids.hiddenTeacher = await insertTeacher(db, { name: '隐藏老师', is_public: 0 });
  await db
    .insertInto('class_teachers')
    .values([
      { class_id: ids.hot, teacher_id: ids.teacher },
      { class_id: ids.hot, teacher_id: ids.hiddenTeacher },
      { class_id: ids.luoyang, teacher_id: ids.teacher },
    ])
    .execute();
  get = apiClient(db);
});

afterAll(() => t.destroy());

const list = (query: string) => get<ListResponse<TrainingClass>>(`/api/v1/classes${query}`);
const idsOf = (body: ListResponse<TrainingClass>) => body.data.map((c) => c.id);

describe('GET /api/v1/classes', () => {
  test('answers the list envelope with pagination meta and relative links', async () => {
    const { status, body } = await list('?per_page=5&page=2&city_code=410100');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    expect(body.meta.pagination).toEqual({
      total: 12,
      count: 5,
      per_page: 5,
      current_page: 2,
      total_pages: 3,
      links: {
        previous: '/api/v1/classes?per_page=5&page=1&city_code=410100',
        next: '/api/v1/classes?per_page=5&page=3&city_code=410100',
      },
    });
  });

  test('defaults to 15 per page, never lists drafts, and omits links on a single page', async () => {
    const { body } = await list('');
    expect(body.meta.pagination).toMatchObject({ total: 13, count: 13, per_page: 15, current_page: 1, total_pages: 1, links: {} });
    expect(idsOf(body)).not.toContain(ids.draft);
  });

  test('the last page has no next link', async () => {
    const { body } = await list('?per_page=5&page=3');
    expect(body.data).toHaveLength(3);
    expect(body.meta.pagination.links).toEqual({ previous: '/api/v1/classes?per_page=5&page=2' });
  });

  test('shapes each class: seats_left, booleans, no internal columns', async () => {
    const { body } = await list('?keyword=热门');
    const [hot] = body.data;
    expect(hot).toMatchObject({ id: ids.hot, seats_left: 0, is_hot: true, requires_verification: false, status: 'enrolling' });
    expect(hot).not.toHaveProperty('province_code');
    const { body: other } = await list('?keyword=电工四级');
    expect(other.data[0]).toMatchObject({ seats_left: 30, is_hot: false, requires_verification: true });
  });

  test('sorts enrolling classes soonest first, then ongoing, closed and finished', async () => {
    const { body } = await list('');
    const statuses = body.data.map((c) => c.status);
    expect(statuses.slice(0, 10).every((s) => s === 'enrolling')).toBe(true);
    expect(statuses.slice(10)).toEqual(['ongoing', 'closed', 'finished']);
    const starts = body.data.slice(0, 10).map((c) => c.start_date);
    expect(starts).toEqual([...starts].sort());
    expect(body.data[0].id).toBe(ids.hot);
  });

  test('sort=-created_at and sort=hot', async () => {
    const newest = await list('?sort=-created_at&per_page=100');
    const created = newest.body.data.map((c) => c.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const hot = await list('?sort=hot');
    expect(hot.body.data[0].id).toBe(ids.hot);
  });

  test.each([
    ['city_code=410300', () => [ids.luoyang]],
    ['area_code=410302', () => [ids.luoyang]],
    ['occupation_id=OCC_B', () => [ids.luoyang, ids.percent]],
    ['level=4', () => [ids.luoyang]],
    ['status=closed', () => [ids.closed]],
    ['status=finished', () => [ids.finished]],
    ['start_from=2026-05-31', () => [ids.percent]],
    ['start_to=2026-01-31', () => [ids.ongoing, ids.finished]],
    ['start_from=2026-02-01&start_to=2026-03-01', () => [ids.hot, ids.closed]],
    ['keyword=四级', () => [ids.luoyang]],
    ['keyword=%25', () => [ids.percent]],
    ['keyword=_', () => []],
    ['is_hot=1', () => [ids.hot]],
    ['is_hot=true&city_code=410300', () => []],
  ])('filters by %s', async (query, expected) => {
    const { status, body } = await list(`?per_page=100&${query.replace('OCC_B', String(ids.occB))}`);
    expect(status).toBe(200);
    expect(idsOf(body).sort()).toEqual(expected().sort());
    expect(body.meta.pagination.total).toBe(expected().length);
  });

  test('is_hot=0 leaves out hot classes', async () => {
    const { body } = await list('?is_hot=0&per_page=100');
    expect(body.meta.pagination.total).toBe(12);
    expect(idsOf(body)).not.toContain(ids.hot);
  });

  test('include=occupation embeds the relation as { data }', async () => {
    const { body } = await list('?include=occupation&keyword=热门');
    expect(body.data[0].occupation).toEqual({
      data: {
        id: ids.occA, code: '4-10-01-03', name: '保育师', category_code: '4', category: '社会生产服务和生活服务人员',
        levels: [3, 4, 5], description: null,
      },
    });
  });

  test('include=organization,city,area embeds each, null when absent, without contact details', async () => {
    const { body } = await list('?include=organization,city,area&per_page=100');
    const hot = body.data.find((c) => c.id === ids.hot)!;
    expect(hot.organization?.data).toMatchObject({ id: ids.org, name: '郑州市第一职业培训学校', type: 12 });
    expect(hot.organization?.data).not.toHaveProperty('contact_phone');
    expect(hot.city).toEqual({ data: { code: '410100', name: '郑州市', parent_code: '410000', level: 2 } });
    expect(hot.area?.data?.name).toBe('金水区');
    const luoyang = body.data.find((c) => c.id === ids.luoyang)!;
    expect(luoyang.organization).toEqual({ data: null });
    expect(luoyang.area?.data?.name).toBe('老城区');
    expect(luoyang).not.toHaveProperty('teachers');
  });

  test('nested include=teachers.occupation lists public teachers only, never their phone', async () => {
    const { body } = await list('?include=teachers.occupation&per_page=100');
    const hot = body.data.find((c) => c.id === ids.hot)!;
    expect(hot.teachers?.data.map((x) => x.name)).toEqual(['王老师']);
    expect(hot.teachers?.data[0].occupation?.data?.name).toBe('保育师');
    expect(JSON.stringify(body)).not.toContain('13911112222');
    expect(body.data.find((c) => c.id === ids.closed)!.teachers).toEqual({ data: [] });
    expect(hot).not.toHaveProperty('occupation');
  });

  test('an unknown include is a 400 naming the allowed ones', async () => {
    const { status, body } = await get<ApiError>('/api/v1/classes?include=occupation,bogus');
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'Unknown include "bogus". Allowed includes: occupation, organization, city, area, teachers, teachers.occupation.',
      status_code: 400,
      code: 'bad_request',
    });
    const nested = await get<ApiError>('/api/v1/classes?include=teachers.bogus');
    expect(nested.status).toBe(400);
    expect(nested.body.message).toContain('Unknown include "teachers.bogus"');
  });

  test.each([
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['level=9', 'level'],
    ['start_from=notadate', 'start_from'],
    ['start_to=2026-02-30', 'start_to'],
    ['status=draft', 'status'],
    ['sort=random', 'sort'],
    ['is_hot=yes', 'is_hot'],
  ])('422 with field messages for %s', async (query, field) => {
    const { status, body } = await get<ApiError>(`/api/v1/classes?${query}`);
    expect(status).toBe(422);
    expect(body.message).toBe('提交的数据无效。');
    expect(body.status_code).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
    expect(body.errors?.[field][0]).toMatch(new RegExp(`^${field} `));
  });

  test('several invalid fields are reported together', async () => {
    const { body } = await get<ApiError>('/api/v1/classes?per_page=0&level=9&start_from=notadate');
    expect(body.errors).toEqual({
      per_page: ['per_page 不能小于 1。'],
      level: ['level 不能大于 5。'],
      start_from: ['start_from 必须是 YYYY-MM-DD 格式的有效日期。'],
    });
  });
});

describe('GET /api/v1/classes/{id}', () => {
  test('answers one class with includes', async () => {
    const { status, body } = await get<ItemResponse<TrainingClass>>(`/api/v1/classes/${ids.hot}?include=occupation,teachers`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: ids.hot, title: '保育师五级热门班', seats_left: 0 });
    expect(body.data.occupation?.data.name).toBe('保育师');
    expect(body.data.teachers?.data).toHaveLength(1);
  });

  test('a draft or an unknown id is a 404 in JSON', async () => {
    for (const id of [ids.draft, 999999]) {
      const { status, body } = await get<ApiError>(`/api/v1/classes/${id}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ status_code: 404, code: 'not_found' });
      expect(body.message).toBeTruthy();
    }
  });

  test('a non-numeric id is a 422 and a bad include a 400', async () => {
    expect((await get(`/api/v1/classes/abc`)).status).toBe(422);
    expect((await get(`/api/v1/classes/${ids.hot}?include=bogus`)).status).toBe(400);
  });
});
