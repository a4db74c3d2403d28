import type { Insertable } from 'kysely';
import { createApiApp } from '@/lib/server/api/app';
import type { Database, Db } from '@/lib/server/db';

// Small factories for API tests: each inserts one row with sensible defaults and returns its id.
// Deliberately independent of the demo seed.

export const STAMP = '2026-01-10T08:00:00.000Z';
const stamps = { created_at: STAMP, updated_at: STAMP };
let sequence = 0;
const next = () => ++sequence;

type Values<T extends keyof Database> = Insertable<Database[T]>;

async function insert<T extends keyof Database & string>(db: Db, table: T, values: Values<T>): Promise<number> {
  // Kysely cannot see that every table passed here has an id column; the casts stay inside this helper.
  const row = await (db as unknown as Db)
    .insertInto(table as 'classes')
    .values(values as unknown as Values<'classes'>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Henan with two cities and three districts, plus Hubei so the default parent is observable. */
export async function insertRegions(db: Db): Promise<void> {
  await db
    .insertInto('regions')
    .values([
      { code: '410000', name: '河南省', parent_code: null, level: 1 },
      { code: '410100', name: '郑州市', parent_code: '410000', level: 2 },
      { code: '410300', name: '洛阳市', parent_code: '410000', level: 2 },
      { code: '410102', name: '中原区', parent_code: '410100', level: 3 },
      { code: '410105', name: '金水区', parent_code: '410100', level: 3 },
      { code: '410302', name: '老城区', parent_code: '410300', level: 3 },
      { code: '420000', name: '湖北省', parent_code: null, level: 1 },
      { code: '420100', name: '武汉市', parent_code: '420000', level: 2 },
    ])
    .execute();
}

export const insertOrganization = (db: Db, values: Partial<Values<'organizations'>> = {}) =>
  insert(db, 'organizations', {
    name: `郑州职业技能培训学校${next()}`,
    type: 12,
    contact_phone: '13800000000',
    credit_code: null,
    city_code: '410100',
    area_code: '410105',
    address: '金水路 1 号',
    status: 'approved',
    ...stamps,
    ...values,
  });

export const insertOccupation = (db: Db, values: Partial<Values<'occupations'>> = {}) => {
  const n = next();
  return insert(db, 'occupations', {
    code: `4-10-01-${String(n).padStart(2, '0')}`,
    name: `保育师${n}`,
    category_code: '4',
    category: '社会生产服务和生活服务人员',
    levels: '3,4,5',
    description: null,
    ...stamps,
    ...values,
  });
};

export const insertClass = (db: Db, values: Partial<Values<'classes'>> & { occupation_id: number }) =>
  insert(db, 'classes', {
    title: `保育师五级培训班${next()}`,
    level: 5,
    organization_id: null,
    province_code: '410000',
    city_code: '410100',
    area_code: '410105',
    address: '金水路 1 号',
    start_date: '2026-03-01',
    end_date: '2026-03-31',
    capacity: 40,
    enrolled_count: 10,
    status: 'enrolling',
    ...stamps,
    ...values,
  });

export const insertTeacher = (db: Db, values: Partial<Values<'teachers'>> = {}) =>
  insert(db, 'teachers', {
    name: `王老师${next()}`,
    title: '高级讲师',
    phone: '13900000001',
    city_code: '410100',
    status: 'active',
    ...stamps,
    ...values,
  });

export const insertExaminer = (db: Db, values: Partial<Values<'examiners'>> = {}) =>
  insert(db, 'examiners', {
    name: `李考评${next()}`,
    level: 3,
    cert_no: 'KP-0001',
    city_code: '410100',
    status: 'active',
    ...stamps,
    ...values,
  });

export const insertTalent = (db: Db, values: Partial<Values<'talents'>> = {}) =>
  insert(db, 'talents', {
    name: '张三',
    phone: '13700000000',
    city_code: '410100',
    expected_job: '育婴员',
    status: 'active',
    ...stamps,
    ...values,
  });

export const insertNewsCategory = (db: Db, values: Partial<Values<'news_categories'>> = {}) => {
  const n = next();
  return insert(db, 'news_categories', { name: `通知公告${n}`, slug: `notice-${n}`, sort: n, ...values });
};

export const insertNews = (db: Db, values: Partial<Values<'news'>> & { category_id: number }) =>
  insert(db, 'news', {
    title: `职业技能提升行动通知${next()}`,
    summary: '摘要',
    content: '<p>正文</p>',
    status: 'published',
    published_at: '2026-01-05T00:00:00.000Z',
    ...stamps,
    ...values,
  });

export const insertUser = (db: Db, values: Partial<Values<'users'>> = {}) => {
  const n = next();
  return insert(db, 'users', {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    phone: `1360000${String(n).padStart(4, '0')}`,
    password_hash: 'x',
    status: 'active',
    ...stamps,
    ...values,
  });
};

export const insertEnrollment = (db: Db, values: Partial<Values<'enrollments'>> & { class_id: number; user_id: number }) =>
  insert(db, 'enrollments', {
    status: 'approved',
    real_name: '张三',
    id_number: '410105199001011234',
    phone: '13600000000',
    ...stamps,
    ...values,
  });

export const insertCertificate = (db: Db, values: Partial<Values<'certificates'>> & { occupation_id: number }) => {
  const n = next();
  return insert(db, 'certificates', {
    cert_no: `S0000${String(n).padStart(8, '0')}`,
    holder_name: '张三',
    id_number: '410105199001011234',
    level: 5,
    issuer: '河南省职业技能鉴定中心',
    issued_on: '2026-01-01',
    status: 'valid',
    content_hash: 'h'.repeat(64),
    ...stamps,
    ...values,
  });
};

/** A JSON GET against the built-in API, in process. */
export function apiClient(db: Db) {
  const app = createApiApp({ db: () => db });
  return async function get<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers }> {
    const response = await app.request(path);
    return { status: response.status, body: (await response.json()) as T, headers: response.headers };
  };
}
