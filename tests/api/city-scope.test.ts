import type { ListResponse } from '@/lib/contract/envelope';
import { createApiApp } from '@/lib/server/api/app';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { insertClass, insertExaminer, insertOccupation, insertRegions, insertTeacher } from '@/tests/helpers/fixtures';

// The cityCode header (SPEC.md §7) scopes public lists when the query names no city.
let t: TestDb;
let app: ReturnType<typeof createApiApp>;

beforeAll(async () => {
  t = await createTestDb();
  await insertRegions(t.db);
  const occupation_id = await insertOccupation(t.db);
  await insertClass(t.db, { occupation_id, title: '郑州保育师班', city_code: '410100' });
  await insertClass(t.db, { occupation_id, title: '洛阳电工班', city_code: '410300', area_code: '410302' });
  await insertTeacher(t.db, { name: '郑州王老师', city_code: '410100' });
  await insertTeacher(t.db, { name: '洛阳李老师', city_code: '410300' });
  await insertExaminer(t.db, { name: '洛阳考评员', city_code: '410300' });
  await insertExaminer(t.db, { name: '郑州考评员', city_code: '410100' });
  app = createApiApp({ db: () => t.db });
});

afterAll(() => t.destroy());

async function names(path: string, cityCode?: string): Promise<string[]> {
  const field = path.includes('/classes') ? 'title' : 'name';
  const response = await app.request(path, { headers: cityCode ? { cityCode } : {} });
  expect(response.status).toBe(200);
  const body = (await response.json()) as ListResponse<Record<string, string>>;
  return body.data.map((item) => item[field]).sort();
}

describe('city scope from the cityCode header', () => {
  it('lists the whole province without the header', async () => {
    expect(await names('/api/v1/classes')).toEqual(['洛阳电工班', '郑州保育师班']);
  });

  it('scopes classes, teachers and examiners to the header city', async () => {
    expect(await names('/api/v1/classes', '410300')).toEqual(['洛阳电工班']);
    expect(await names('/api/v1/teachers', '410300')).toEqual(['洛阳李老师']);
    expect(await names('/api/v1/examiners', '410100')).toEqual(['郑州考评员']);
  });

  it('lets the query city win over the header', async () => {
    expect(await names('/api/v1/classes?city_code=410100', '410300')).toEqual(['郑州保育师班']);
  });

  it('ignores a header that is not a six-digit code', async () => {
    expect(await names('/api/v1/classes', 'zhengzhou')).toEqual(['洛阳电工班', '郑州保育师班']);
  });
});
