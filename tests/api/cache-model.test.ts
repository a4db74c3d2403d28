import { sql } from 'kysely';
import { onDataChange } from '@/lib/server/cache-bus';
import { ENTITIES, entitiesOf, resourceOfPath, resourcesOf, TABLES } from '@/lib/server/cache/model';
import { insertClass, insertNews, insertNewsCategory, insertOccupation, insertOrganization } from '../helpers/fixtures';
import { siteStats } from '@/lib/server/services/stats';
import { createTestDb, type TestDb } from '../helpers/test-db';

// The one cache model on the real database: every committed write names what it changed on the cache
// bus, from the data layer, whatever route, script or fixture made it; a rollback names nothing.

let t: TestDb;
let heard: string[][] = [];
let stop: () => void;

beforeAll(async () => {
  t = await createTestDb();
  stop = onDataChange((entities) => heard.push(entities));
});
afterAll(async () => {
  stop();
  await t.destroy();
});
beforeEach(() => (heard = []));

test('a write outside a transaction is announced as its entity once it has run', async () => {
  const category = await insertNewsCategory(t.db, { name: '模型', slug: `m-${Date.now()}` });
  const id = await insertNews(t.db, { category_id: category, title: '一条' });
  expect(heard).toEqual([['news'], ['news']]);
  heard = [];
  await t.db.updateTable('news').set({ title: '改过' }).where('id', '=', id).execute();
  await t.db.deleteFrom('news').where('id', '=', id).execute();
  expect(heard).toEqual([['news'], ['news']]);
});

test('a write that touched no row, a read and a private table announce nothing', async () => {
  await t.db.updateTable('news').set({ title: '无' }).where('id', '=', -1).execute();
  await t.db.selectFrom('news').selectAll().execute();
  await t.db.deleteFrom('login_logs').execute();
  await t.db.insertInto('client_error_logs').values({ message: 'x', stack: null, url: null, user_agent: null, created_at: new Date().toISOString() }).execute();
  expect(heard).toEqual([]);
});

test('a transaction announces on commit, once for all its writes, and nothing when it rolls back', async () => {
  const category = await insertNewsCategory(t.db, { name: '事务', slug: `tx-${Date.now()}` });
  heard = [];
  await t.db.transaction().execute(async (trx) => {
    await insertNews(trx, { category_id: category, title: '事务中' });
    expect(heard).toEqual([]);
  });
  expect(heard).toEqual([['news']]);
  heard = [];
  await expect(
    t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('news').where('category_id', '=', category).execute();
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(heard).toEqual([]);
  expect((await t.db.selectFrom('news').select('id').where('category_id', '=', category).execute()).length).toBe(1);
});

test('seats taken on a class are a lesser change than an edit of the class; raw SQL is seen too', async () => {
  const occupation = await insertOccupation(t.db, { name: '电工' });
  const org = await insertOrganization(t.db, { name: '学校', type: 12, city_code: '410200' });
  const classId = await insertClass(t.db, { occupation_id: occupation, organization_id: org, city_code: '410200' });
  heard = [];
  await t.db.updateTable('classes').set((eb) => ({ enrolled_count: eb('enrolled_count', '+', 1) })).where('id', '=', classId).execute();
  await t.db.updateTable('classes as c').set({ title: '新名' }).where('c.id', '=', classId).execute();
  await sql`update classes set enrolled_count = 0 where id = ${classId}`.execute(t.db);
  expect(heard).toEqual([['class-seats'], ['classes'], ['classes']]);
});

test('every table is declared, and every entity drops something', () => {
  expect(Object.keys(TABLES).length).toBeGreaterThan(40);
  for (const rule of Object.values(ENTITIES)) expect(rule.resources === '*' || rule.resources.length > 0).toBe(true);
  expect(entitiesOf([{ table: 'enrollments', columns: ['study_seconds', 'updated_at'] }])).toEqual([]);
  expect(entitiesOf([{ table: 'enrollments', columns: ['status'] }])).toEqual(['trainings']);
  expect(entitiesOf([{ table: 'kysely_migration' }])).toEqual([]);
  expect(resourcesOf(['catalogue', 'news'])).toBe('*');
  expect([...(resourcesOf(['class-seats', 'news']) as Set<string>)].sort()).toEqual(['classes', 'news', 'news-categories']);
  expect(resourceOfPath('/api/v1/news?page=2\n410300')).toBe('news');
  expect(resourceOfPath('/api/v1/moxibustion/summary\n')).toBe('moxibustion');
});

test('the home figures hear the bus: a new occupation shows at once, not after their minute', async () => {
  // A fixed clock: within the minute, only the bus can make the figures fresh.
  const at = Date.parse('2026-11-01T08:00:00Z');
  const before = await siteStats(t.db, at);
  expect(await siteStats(t.db, at + 59_000)).toBe(before);
  await insertOccupation(t.db, { name: `统计-${Date.now()}` });
  const after = await siteStats(t.db, at + 59_000);
  expect(after).not.toBe(before);
  expect((await after).occupations).toBe((await before).occupations + 1);
  // Past the minute they are read again without any change announced.
  expect(await siteStats(t.db, at + 59_000)).toBe(after);
  expect(await siteStats(t.db, at + 59_000 + 60_000)).not.toBe(after);
});
