import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { SEED_MEDIA_DIR } from '@/lib/server/db/seed/media';
import { xlsxStream } from '@/lib/server/excel/xlsx';
import { STUDY_REPORT_COLUMNS, studyReportChunks } from '@/lib/server/services/study-report';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertClass, insertEnrollment, insertOccupation, insertOrganization, insertRegions, STAMP } from '../helpers/fixtures';
import { learnerWithToken, managerWithToken, tableCount } from '../helpers/learner-area';

// Back-office courses of classes: video upload judged by content, chapters, lessons, order, the
// study-hours report and its export; each organisation sees only its own classes, each endpoint
// needs its permission.

const VIDEO = fs.readFileSync(path.join(SEED_MEDIA_DIR, 'lesson-01.mp4'));
const ALL = ['videos.view', 'videos.create', 'videos.update', 'videos.delete'];

let h: AccountsHarness;
let schoolId = 0;
const SCHOOL_SCOPE = () => ({ managerId: 0, organizationId: schoolId, cityCode: null });

/** The export route streams exactly this workbook; read back with ExcelJS. */
async function workbookOf(stream: ReadableStream<Uint8Array>) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await new Response(stream).arrayBuffer());
  return wb.worksheets[0];
}
const cls = { school: 0, institution: 0, otherCity: 0 };
const token = { province: '', city: '', school: '', institution: '', none: '', viewer: '' };

const upload = (t: string, classId: number, body: Uint8Array<ArrayBuffer>, type = 'video/mp4', name = 'lesson.mp4') =>
  h.request('POST', `/manage/courses/${classId}/videos?name=${encodeURIComponent(name)}`, { token: t, raw: { body, type } });

async function lessonWithVideo(t: string, classId: number, extra: Record<string, unknown> = {}) {
  const file = await upload(t, classId, new Uint8Array(VIDEO));
  expect(file.status).toBe(201);
  const lesson = await h.request('POST', `/manage/courses/${classId}/lessons`, { token: t, json: { title: '安全生产', file_id: file.body.data.file_id, duration_seconds: 30, ...extra } });
  expect(lesson.status).toBe(201);
  return lesson.body.data as { id: number; required_ratio: number; chapter_id: number | null };
}

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  const occupation = await insertOccupation(h.db, { name: '保育师' });
  const school = await insertOrganization(h.db, { name: '郑州市职业技术学院', type: 11, city_code: '410100' });
  schoolId = school;
  const institution = await insertOrganization(h.db, { name: '郑州阳光职业培训学校', type: 12, city_code: '410100' });
  const luoyang = await insertOrganization(h.db, { name: '洛阳市职业培训学校', type: 12, city_code: '410300' });
  cls.school = await insertClass(h.db, { occupation_id: occupation, organization_id: school, city_code: '410100' });
  cls.institution = await insertClass(h.db, { occupation_id: occupation, organization_id: institution, city_code: '410100' });
  cls.otherCity = await insertClass(h.db, { occupation_id: occupation, organization_id: luoyang, city_code: '410300', area_code: '410302' });
  token.province = (await managerWithToken(h.db, ALL)).token;
  token.city = (await managerWithToken(h.db, ALL, null, '410100')).token;
  token.school = (await managerWithToken(h.db, ALL, school)).token;
  token.institution = (await managerWithToken(h.db, ALL, institution)).token;
  token.none = (await managerWithToken(h.db, [])).token;
  token.viewer = (await managerWithToken(h.db, ['videos.view'])).token;
});

afterAll(() => h.close());

test('a video upload is stored as streamed, judged by its bytes, not its name or declared type', async () => {
  const files = await tableCount(h.db, 'files');
  const ok = await upload(token.school, cls.school, new Uint8Array(VIDEO), 'application/octet-stream', '第一课.mp4');
  expect(ok.status).toBe(201);
  expect(ok.body.data).toMatchObject({ original_name: '第一课.mp4', mime: 'video/mp4', size: VIDEO.length });
  const row = await h.db.selectFrom('files').selectAll().where('id', '=', ok.body.data.file_id).executeTakeFirstOrThrow();
  expect((await h.stored(row.storage_key))?.equals(VIDEO)).toBe(true);

  const text = await upload(token.school, cls.school, new Uint8Array(Buffer.from('not a video at all '.repeat(400))), 'video/mp4', 'fake.mp4');
  expect(text.status).toBe(422);
  expect(text.body.errors.file[0]).toMatch(/MP4|WebM/);
  const empty = await upload(token.school, cls.school, new Uint8Array(0));
  expect(empty.status).toBe(422);
  const big = await h.request('POST', `/manage/courses/${cls.school}/videos`, { token: token.school, raw: { body: new Uint8Array(VIDEO), type: 'video/mp4' }, headers: { 'content-length': String(600 * 1024 * 1024) } });
  expect(big.status).toBe(413);
  expect(big.body).toMatchObject({ code: 'payload_too_large', errors: { file: ['视频不能超过 500 MB。'] } });
  expect(await tableCount(h.db, 'files')).toBe(files + 1);
  // No part file is left behind on the disk (on S3 a refused body never starts an upload).
  const parts = path.join(h.uploadDir, 'tmp');
  expect(fs.existsSync(parts) ? fs.readdirSync(parts) : []).toEqual([]);
});

test("chapters and lessons: create, edit the required share, reorder; learners' course groups lessons by chapter", async () => {
  const first = await h.request('POST', `/manage/courses/${cls.institution}/chapters`, { token: token.institution, json: { title: '第一章 安全规范' } });
  const second = await h.request('POST', `/manage/courses/${cls.institution}/chapters`, { token: token.institution, json: { title: '第二章 操作技能' } });
  expect(first.status).toBe(201);
  expect((await h.request('POST', `/manage/courses/${cls.institution}/chapters`, { token: token.institution, json: { title: ' ' } })).status).toBe(422);
  const a = await lessonWithVideo(token.institution, cls.institution, { chapter_id: second.body.data.id, title: '实操' });
  const b = await lessonWithVideo(token.institution, cls.institution, { chapter_id: first.body.data.id, title: '守则' });
  expect(a.required_ratio).toBe(90);

  const bad = await h.request('PATCH', `/manage/lessons/${a.id}`, { token: token.institution, json: { required_ratio: 5 } });
  expect(bad.status).toBe(422);
  expect(bad.body.errors.required_ratio).toBeDefined();
  const edited = await h.request('PATCH', `/manage/lessons/${a.id}`, { token: token.institution, json: { required_ratio: 60, title: '典型任务实操' } });
  expect(edited.status).toBe(200);
  expect(edited.body.data).toMatchObject({ required_ratio: 60, title: '典型任务实操' });

  const wrongSet = await h.request('PUT', `/manage/courses/${cls.institution}/order`, { token: token.institution, json: { chapter_ids: [first.body.data.id], lesson_ids: [a.id, b.id] } });
  expect(wrongSet.status).toBe(422);
  const order = { chapter_ids: [second.body.data.id, first.body.data.id], lesson_ids: [a.id, b.id] };
  const reordered = await h.request('PUT', `/manage/courses/${cls.institution}/order`, { token: token.institution, json: order });
  expect(reordered.status).toBe(200);
  expect(reordered.body.data.chapters.data.map((c: { title: string }) => c.title)).toEqual(['第二章 操作技能', '第一章 安全规范']);
  expect(reordered.body.data.lessons.data.map((l: { id: number }) => l.id)).toEqual([a.id, b.id]);

  const learner = await learnerWithToken(h.db);
  await insertEnrollment(h.db, { class_id: cls.institution, user_id: learner.id, status: 'studying', active_slot: 1 });
  const course = await h.request('GET', `/user/videos/${reordered.body.data.video_id}`, { token: learner.token });
  expect(course.status).toBe(200);
  expect(course.body.data.lessons.data.map((l: { chapter: string; title: string }) => [l.chapter, l.title])).toEqual([['第二章 操作技能', '典型任务实操'], ['第一章 安全规范', '守则']]);

  expect((await h.request('DELETE', `/manage/chapters/${first.body.data.id}`, { token: token.institution })).status).toBe(409);
  expect((await h.request('PATCH', `/manage/chapters/${first.body.data.id}`, { token: token.institution, json: { title: '第一章 职业守则' } })).body.data.title).toBe('第一章 职业守则');
});

test('the study-hours report: watched hours, lessons completed of all, last study time; filtered and exported', async () => {
  const lesson = await lessonWithVideo(token.school, cls.school);
  await lessonWithVideo(token.school, cls.school);
  const busy = await learnerWithToken(h.db);
  const idle = await learnerWithToken(h.db);
  await insertEnrollment(h.db, { class_id: cls.school, user_id: busy.id, status: 'studying', active_slot: 1, real_name: '李学习', phone: '13912345678' });
  await insertEnrollment(h.db, { class_id: cls.school, user_id: idle.id, status: 'approved', active_slot: 1, real_name: '赵未学', phone: '13912340001' });
  await h.db.insertInto('lesson_progress').values({
    user_id: busy.id, lesson_id: lesson.id, class_id: cls.school, position_seconds: 30, watched_seconds: 28, watched_ms: 28_000, completed: 1,
    last_report_at: '2026-05-02T03:04:05.000Z', created_at: STAMP, updated_at: STAMP,
  }).execute();

  const report = await h.request('GET', `/manage/courses/${cls.school}/study-report`, { token: token.school });
  expect(report.status).toBe(200);
  expect(report.body.data).toEqual([
    expect.objectContaining({ real_name: '李学习', phone: '139****5678', watched_seconds: 28, lessons_completed: 1, lessons_total: 2, last_study_at: '2026-05-02T03:04:05.000Z' }),
    expect.objectContaining({ real_name: '赵未学', watched_seconds: 0, lessons_completed: 0, lessons_total: 2, last_study_at: null }),
  ]);
  const started = await h.request('GET', `/manage/courses/${cls.school}/study-report?progress=in_progress`, { token: token.school });
  expect(started.body.data.map((r: { real_name: string }) => r.real_name)).toEqual(['李学习']);
  const named = await h.request('GET', `/manage/courses/${cls.school}/study-report?keyword=${encodeURIComponent('未学')}`, { token: token.school });
  expect(named.body.data.map((r: { real_name: string }) => r.real_name)).toEqual(['赵未学']);

  const exported = await h.request('GET', `/manage/courses/${cls.school}/study-report/export?progress=in_progress`, { token: token.school });
  expect(exported.status).toBe(200);
  expect(exported.headers.get('content-type')).toContain('spreadsheetml');
  const sheet = await workbookOf(xlsxStream([{ name: '学时统计', columns: STUDY_REPORT_COLUMNS, chunks: studyReportChunks(h.db, SCHOOL_SCOPE(), cls.school, { progress: 'in_progress' }) }]));
  expect(sheet.rowCount).toBe(2);
  expect([1, 3, 4, 5, 6].map((n) => sheet.getRow(2).getCell(n).value)).toEqual(['李学习', '学习中', 0.01, 1, 2]);

  const deleted = await h.request('DELETE', `/manage/lessons/${lesson.id}`, { token: token.school });
  expect(deleted.status).toBe(409);
  expect(deleted.body.message).toMatch(/已有学员学习过/);
});

test('a lesson no one studied is deleted with its uploaded video', async () => {
  const lesson = await lessonWithVideo(token.city, cls.institution);
  const { file_id } = await h.db.selectFrom('lessons').select('file_id').where('id', '=', lesson.id).executeTakeFirstOrThrow();
  const file = await h.db.selectFrom('files').select('storage_key').where('id', '=', file_id!).executeTakeFirstOrThrow();
  expect((await h.request('DELETE', `/manage/lessons/${lesson.id}`, { token: token.city })).status).toBe(204);
  expect(await h.db.selectFrom('files').select('id').where('id', '=', file_id!).executeTakeFirst()).toBeUndefined();
  expect(await h.stored(file.storage_key)).toBeNull();
});

test("another organisation's or city's class, chapter and lesson are a 404 everywhere, and nothing changes", async () => {
  const lesson = await lessonWithVideo(token.institution, cls.institution);
  const chapter = (await h.request('POST', `/manage/courses/${cls.institution}/chapters`, { token: token.institution, json: { title: '第三章' } })).body.data.id;
  const files = await tableCount(h.db, 'files');
  const foreign = [
    ['GET', `/manage/courses/${cls.institution}`, undefined],
    ['POST', `/manage/courses/${cls.institution}/chapters`, { title: '外来章节' }],
    ['POST', `/manage/courses/${cls.institution}/lessons`, { title: '外来', file_id: 1, duration_seconds: 30 }],
    ['PUT', `/manage/courses/${cls.institution}/order`, { chapter_ids: [], lesson_ids: [] }],
    ['GET', `/manage/courses/${cls.institution}/study-report`, undefined],
    ['GET', `/manage/courses/${cls.institution}/study-report/export`, undefined],
    ['PATCH', `/manage/chapters/${chapter}`, { title: '改名' }],
    ['DELETE', `/manage/chapters/${chapter}`, undefined],
    ['PATCH', `/manage/lessons/${lesson.id}`, { required_ratio: 20 }],
    ['DELETE', `/manage/lessons/${lesson.id}`, undefined],
  ] as const;
  for (const [method, url, json] of foreign) expect([method, url, (await h.request(method, url, { token: token.school, json })).status]).toEqual([method, url, 404]);
  expect((await upload(token.school, cls.institution, new Uint8Array(VIDEO))).status).toBe(404);
  expect((await h.request('GET', `/manage/courses/${cls.otherCity}`, { token: token.city })).status).toBe(404);
  expect((await h.request('GET', `/manage/courses/${cls.otherCity}`, { token: token.province })).status).toBe(200);
  expect(await tableCount(h.db, 'files')).toBe(files);
  expect((await h.db.selectFrom('lessons').select('required_ratio').where('id', '=', lesson.id).executeTakeFirstOrThrow()).required_ratio).toBe(90);

  const listed = async (t: string) => (await h.request('GET', '/manage/courses', { token: t })).body.data.map((c: { id: number }) => c.id).sort();
  expect(await listed(token.school)).toEqual([cls.school]);
  expect(await listed(token.city)).toEqual([cls.school, cls.institution].sort());
  expect(await listed(token.province)).toEqual([cls.school, cls.institution, cls.otherCity].sort());
  // Another organisation's upload cannot be put into my lesson.
  const theirs = (await upload(token.school, cls.school, new Uint8Array(VIDEO))).body.data.file_id;
  const stolen = await h.request('PATCH', `/manage/lessons/${lesson.id}`, { token: token.institution, json: { file_id: theirs } });
  expect(stolen.status).toBe(422);
  expect(stolen.body.errors.file_id).toBeDefined();
});

test('each endpoint refuses a manager without its permission', async () => {
  const lesson = await lessonWithVideo(token.province, cls.school);
  const calls = [
    ['GET', '/manage/courses', undefined, 'videos.view'],
    ['GET', `/manage/courses/${cls.school}`, undefined, 'videos.view'],
    ['GET', `/manage/courses/${cls.school}/study-report`, undefined, 'videos.view'],
    ['GET', `/manage/courses/${cls.school}/study-report/export`, undefined, 'videos.view'],
    ['POST', `/manage/courses/${cls.school}/chapters`, { title: '新章节' }, 'videos.create'],
    ['POST', `/manage/courses/${cls.school}/lessons`, { title: '新课时', file_id: 1, duration_seconds: 30 }, 'videos.create'],
    ['PUT', `/manage/courses/${cls.school}/order`, { chapter_ids: [], lesson_ids: [] }, 'videos.update'],
    ['PATCH', `/manage/lessons/${lesson.id}`, { required_ratio: 20 }, 'videos.update'],
    ['DELETE', `/manage/lessons/${lesson.id}`, undefined, 'videos.delete'],
    ['PATCH', '/manage/chapters/1', { title: '改名' }, 'videos.update'],
    ['DELETE', '/manage/chapters/1', undefined, 'videos.delete'],
  ] as const;
  for (const [method, url, json, permission] of calls) {
    expect([method, url, (await h.request(method, url, { token: token.none, json })).status]).toEqual([method, url, 403]);
    if (permission !== 'videos.view') expect([method, url, (await h.request(method, url, { token: token.viewer, json })).status]).toEqual([method, url, 403]);
  }
  expect((await upload(token.none, cls.school, new Uint8Array(VIDEO))).status).toBe(403);
  expect((await upload(token.viewer, cls.school, new Uint8Array(VIDEO))).status).toBe(403);
});
