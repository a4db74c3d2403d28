import fs from 'node:fs';
import path from 'node:path';
import { SEED_MEDIA_DIR } from '@/lib/server/db/seed/media';
import { createAppContext, installAppContext, type AppContext } from '@/lib/server/app-context';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { STAMP } from '../helpers/fixtures';
import { insertRegions } from '../helpers/fixtures';
import {
  enrollBody, insertDictionary, learnerWithToken, managerWithToken, openClass, REVIEWER, tableCount, type TestLearner,
} from '../helpers/learner-area';

// Study time is credited by the server's clock (h.advance moves it), never by what the player claims.

let h: AccountsHarness;
let rt: AppContext;
let fileId: number;
let clock = Date.now();
const MEDIA = path.join(SEED_MEDIA_DIR, 'lesson-01.mp4');

beforeAll(async () => {
  h = await accountsHarness();
  // A clock that moves only when the test says so.
  rt = createAppContext({ db: h.db, redisUrl: undefined, now: () => new Date(clock), uploadDir: h.uploadDir, storage: h.storage, province: '410000' });
  installAppContext(h.db, rt);
  await insertRegions(h.db);
  await insertDictionary(h.db);
  await h.storage.put('seed/lesson-01.mp4', fs.readFileSync(MEDIA), { contentType: 'video/mp4' });
  const size = fs.statSync(MEDIA).size;
  fileId = (await h.db.insertInto('files').values({ storage_key: 'seed/lesson-01.mp4', original_name: 'l.mp4', mime: 'video/mp4', size, sha256: 'x', owner_type: 'lesson_video', owner_id: null, created_at: STAMP }).returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await rt.close();
  await h.close();
});

async function course(classId: number | null, durations: number[]) {
  const video = await h.db.insertInto('videos').values({ title: '保育师配套课程', cover: null, description: null, occupation_id: null, class_id: classId, status: 'published', created_at: STAMP, updated_at: STAMP }).returning('id').executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [i, duration] of durations.entries()) {
    const row = await h.db.insertInto('lessons').values({ video_id: video.id, chapter: '第一章', title: `第${i + 1}课`, file_id: fileId, duration_seconds: duration, required_ratio: 90, sort: i + 1, created_at: STAMP, updated_at: STAMP }).returning('id').executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return { videoId: video.id, lessonIds: ids };
}

/** A learner admitted to a free class with a course of the given lesson lengths. */
async function admitted(durations: number[], fee = 0) {
  const learner = await learnerWithToken(h.db);
  const classId = await openClass(h.db, { fee });
  const { videoId, lessonIds } = await course(classId, durations);
  const enrolled = await h.request('POST', '/user/enrollments', { token: learner.token, json: enrollBody(classId) });
  const manager = await managerWithToken(h.db, REVIEWER);
  const approved = await h.request('POST', `/manage/enrollments/${enrolled.body.data.id}/approve`, { token: manager.token });
  expect(approved.status).toBe(200);
  return { learner, classId, videoId, lessonIds, enrollmentId: enrolled.body.data.id as number, manager, order: approved.body.data.order.data };
}

const play = async (learner: TestLearner, lessonId: number) => {
  const answer = await h.request('POST', `/user/lessons/${lessonId}/plays`, { token: learner.token });
  expect(answer.status).toBe(201);
  return answer.body.data as { play_id: number; position_seconds: number; watched_seconds: number };
};
const report = async (learner: TestLearner, playId: number, position: number, playing = true) => {
  const answer = await h.request('POST', `/user/plays/${playId}/progress`, { token: learner.token, json: { position_seconds: position, playing } });
  expect(answer.status).toBe(200);
  return answer.body.data as { credited_seconds: number; watched_seconds: number; completed: boolean; class_study_seconds: number | null };
};
const second = (n: number) => {
  clock += n * 1000;
};

describe('credit for real play time only', () => {
  test('playing earns the elapsed time; the first play starts the enrolment studying', async () => {
    const { learner, lessonIds, enrollmentId } = await admitted([600]);
    const p = await play(learner, lessonIds[0]);
    expect(p).toMatchObject({ position_seconds: 0, watched_seconds: 0 });
    const e = await h.request('GET', `/user/enrollments/${enrollmentId}?include=events`, { token: learner.token });
    expect(e.body.data.status).toBe('studying');
    expect(e.body.data.events.data.at(-1)).toMatchObject({ from_status: 'approved', to_status: 'studying', actor_type: 'system' });
    expect((await report(learner, p.play_id, 0)).credited_seconds).toBe(0);
    second(10);
    const r = await report(learner, p.play_id, 10);
    expect(r).toMatchObject({ credited_seconds: 10, watched_seconds: 10, class_study_seconds: 10 });
  });

  test('seeking ahead earns only the time that passed', async () => {
    const { learner, lessonIds } = await admitted([600]);
    const p = await play(learner, lessonIds[0]);
    await report(learner, p.play_id, 0);
    second(5);
    expect((await report(learner, p.play_id, 300)).credited_seconds).toBe(5);
    second(5);
    expect((await report(learner, p.play_id, 590)).credited_seconds).toBe(5);
    const progress = await report(learner, p.play_id, 590, false);
    expect(progress).toMatchObject({ watched_seconds: 10, completed: false });
  });

  test('a claimed position that moved less than the clock earns the position change', async () => {
    const { learner, lessonIds } = await admitted([600]);
    const p = await play(learner, lessonIds[0]);
    await report(learner, p.play_id, 100);
    second(10);
    expect((await report(learner, p.play_id, 104)).credited_seconds).toBe(4);
    second(10);
    expect((await report(learner, p.play_id, 50)).credited_seconds).toBe(0);
  });

  test('paused intervals and silent gaps earn nothing beyond the report window', async () => {
    const { learner, lessonIds } = await admitted([600]);
    const p = await play(learner, lessonIds[0]);
    await report(learner, p.play_id, 0);
    second(10);
    expect((await report(learner, p.play_id, 10, false)).credited_seconds).toBe(10);
    second(60);
    expect((await report(learner, p.play_id, 70, true)).credited_seconds).toBe(0);
    second(300);
    expect((await report(learner, p.play_id, 370)).credited_seconds).toBe(30);
  });

  test('a second tab earns nothing for time already credited to the first', async () => {
    const { learner, lessonIds } = await admitted([600, 600]);
    const a = await play(learner, lessonIds[0]);
    const b = await play(learner, lessonIds[1]);
    await report(learner, a.play_id, 0);
    await report(learner, b.play_id, 0);
    second(10);
    expect((await report(learner, a.play_id, 10)).credited_seconds).toBe(10);
    expect((await report(learner, b.play_id, 10)).credited_seconds).toBe(0);
    second(10);
    const sameLesson = await play(learner, lessonIds[0]);
    await report(learner, sameLesson.play_id, 10);
    expect((await report(learner, b.play_id, 20)).credited_seconds).toBe(10);
    expect((await report(learner, a.play_id, 20)).credited_seconds).toBe(0);
  });

  test('no credit beyond the lesson length, even when watched again; playback resumes where it stopped', async () => {
    const { learner, lessonIds, enrollmentId } = await admitted([20, 600]);
    const p = await play(learner, lessonIds[0]);
    await report(learner, p.play_id, 0);
    second(15);
    await report(learner, p.play_id, 15);
    second(15);
    const end = await report(learner, p.play_id, 30);
    expect(end).toMatchObject({ credited_seconds: 5, watched_seconds: 20, completed: true });
    const again = await play(learner, lessonIds[0]);
    expect(again.position_seconds).toBe(0);
    await report(learner, again.play_id, 0);
    second(10);
    expect((await report(learner, again.play_id, 10)).credited_seconds).toBe(0);

    const other = await play(learner, lessonIds[1]);
    await report(learner, other.play_id, 0);
    second(12);
    await report(learner, other.play_id, 12, false);
    expect((await play(learner, lessonIds[1])).position_seconds).toBe(12);
    const stored = await h.db.selectFrom('enrollments').select('study_seconds').where('id', '=', enrollmentId).executeTakeFirstOrThrow();
    expect(stored.study_seconds).toBe(32);
  });

  test('completing every lesson at the required share completes the enrolment and tells the learner', async () => {
    const { learner, lessonIds, enrollmentId } = await admitted([10, 10]);
    for (const lessonId of lessonIds) {
      const p = await play(learner, lessonId);
      await report(learner, p.play_id, 0);
      second(9);
      const r = await report(learner, p.play_id, 9);
      expect(r.completed).toBe(true);
    }
    const e = await h.request('GET', `/user/enrollments/${enrollmentId}`, { token: learner.token });
    expect(e.body.data.status).toBe('completed');
    const notes = await h.request('GET', '/user/notifications', { token: learner.token });
    expect(notes.body.data[0]).toMatchObject({ kind: 'study_completed' });
  });
});

describe('who may study', () => {
  test('learners not admitted to the class are refused; another learner’s play is a 404', async () => {
    const { learner, lessonIds, videoId } = await admitted([600]);
    const stranger = await learnerWithToken(h.db);
    const playsBefore = await tableCount(h.db, 'lesson_plays');
    for (const url of [`/user/lessons/${lessonIds[0]}`, `/user/lessons/${lessonIds[0]}/stream`, `/user/videos/${videoId}`]) {
      expect([url, (await h.request('GET', url, { token: stranger.token })).status]).toEqual([url, 404]);
    }
    expect((await h.request('POST', `/user/lessons/${lessonIds[0]}/plays`, { token: stranger.token })).status).toBe(404);
    const p = await play(learner, lessonIds[0]);
    const intruder = await h.request('POST', `/user/plays/${p.play_id}/progress`, { token: stranger.token, json: { position_seconds: 5, playing: true } });
    expect(intruder.status).toBe(404);
    expect(await tableCount(h.db, 'lesson_plays')).toBe(playsBefore + 1);
    expect((await h.request('GET', `/user/lessons/${lessonIds[0]}`)).status).toBe(401);
  });

  test('a paid class waits for the payment; then studying is allowed', async () => {
    const { learner, lessonIds, order, manager } = await admitted([600], 30_000);
    const refused = await h.request('POST', `/user/lessons/${lessonIds[0]}/plays`, { token: learner.token });
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('payment_required');
    // The study list names the order to pay (issue 37: 待缴费, one tap to its notice), until it is paid.
    const course = async () => (await h.request('GET', '/user/videos?mine=1', { token: learner.token })).body.data[0];
    expect(await course()).toMatchObject({ payment_order: order.order_no });
    await h.request('POST', `/manage/orders/${order.order_no}/confirm`, { token: manager.token });
    expect(await course()).toMatchObject({ payment_order: null });
    expect((await h.request('POST', `/user/lessons/${lessonIds[0]}/plays`, { token: learner.token })).status).toBe(201);
  });

  test('bad reports are 422 and write nothing', async () => {
    const { learner, lessonIds } = await admitted([600]);
    const p = await play(learner, lessonIds[0]);
    const before = await h.db.selectFrom('lesson_plays').selectAll().where('id', '=', p.play_id).executeTakeFirstOrThrow();
    for (const json of [{}, { position_seconds: -1, playing: true }, { position_seconds: 'ten', playing: true }, { position_seconds: 5 }, { position_seconds: 1e9, playing: true }]) {
      expect((await h.request('POST', `/user/plays/${p.play_id}/progress`, { token: learner.token, json })).status).toBe(422);
    }
    expect((await h.request('POST', `/user/plays/${p.play_id}/progress`, { token: learner.token, raw: { body: '{', type: 'application/json' } })).status).toBe(400);
    expect((await h.request('POST', '/user/plays/99999999999/progress', { token: learner.token, json: { position_seconds: 1, playing: true } })).status).toBe(422);
    expect(await h.db.selectFrom('lesson_plays').selectAll().where('id', '=', p.play_id).executeTakeFirstOrThrow()).toEqual(before);
  });
});

describe('lesson video streaming', () => {
  test('whole file, byte ranges and unsatisfiable ranges', async () => {
    const { learner, lessonIds } = await admitted([30]);
    const bytes = fs.readFileSync(MEDIA);
    const whole = await h.request('GET', `/user/lessons/${lessonIds[0]}/stream`, { token: learner.token });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe(String(bytes.length));
    // Only the learner's own browser may keep it: seeking and rewatching on a phone costs no new download.
    expect(whole.headers.get('cache-control')).toBe('private, max-age=3600');
    const part = await h.request('GET', `/user/lessons/${lessonIds[0]}/stream`, { token: learner.token, headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    const tail = await h.request('GET', `/user/lessons/${lessonIds[0]}/stream`, { token: learner.token, headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`);
    const bad = await h.request('GET', `/user/lessons/${lessonIds[0]}/stream`, { token: learner.token, headers: { range: `bytes=${bytes.length + 5}-` } });
    expect(bad.status).toBe(416);
    expect(bad.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });
});

describe('courses, classes and manager settings', () => {
  test('the course list holds my classes’ courses and public ones, not other classes’', async () => {
    const { learner, videoId } = await admitted([30, 30]);
    const publicCourse = await course(null, [30]);
    const other = await course(await openClass(h.db), [30]);
    const answer = await h.request('GET', '/user/videos?per_page=100', { token: learner.token });
    const ids = answer.body.data.map((v: { id: number }) => v.id);
    expect(ids).toContain(videoId);
    expect(ids).toContain(publicCourse.videoId);
    expect(ids).not.toContain(other.videoId);
    expect(ids.indexOf(videoId)).toBeLessThan(ids.indexOf(publicCourse.videoId));
    const newcomer = await learnerWithToken(h.db);
    const open = await h.request('GET', '/user/videos?per_page=100', { token: newcomer.token });
    expect(open.status).toBe(200);
    expect(open.body.data.every((v: { class_id: number | null }) => v.class_id === null)).toBe(true);
    expect((await h.request('GET', '/user/videos?mine=1', { token: newcomer.token })).body.data).toEqual([]);
    const mine = await h.request('GET', '/user/videos?mine=1', { token: learner.token });
    expect(mine.body.data.map((v: { id: number }) => v.id)).toEqual([videoId]);
    const detail = await h.request('GET', `/user/videos/${videoId}`, { token: learner.token });
    expect(detail.body.data).toMatchObject({ lessons_count: 2, duration_seconds: 60 });
    expect(detail.body.data.lessons.data.map((l: { has_media: boolean; sort: number }) => [l.sort, l.has_media])).toEqual([[1, true], [2, true]]);
  });

  test('GET /user/classes, /user/classes/{class}/{enrollment}, /user/entered-classes and the counts', async () => {
    const { learner, classId, enrollmentId, lessonIds } = await admitted([600]);
    const waiting = await openClass(h.db);
    await h.request('POST', '/user/enrollments', { token: learner.token, json: enrollBody(waiting) });
    const classes = await h.request('GET', '/user/classes?per_page=1', { token: learner.token });
    expect(classes.body.meta.pagination).toMatchObject({ total: 2, per_page: 1 });
    expect((await h.request('GET', '/user/entered-classes', { token: learner.token })).body.data).toEqual([]);
    const p = await play(learner, lessonIds[0]);
    await report(learner, p.play_id, 0);
    second(8);
    await report(learner, p.play_id, 8);
    const entered = await h.request('GET', '/user/entered-classes?per_page=10', { token: learner.token });
    expect(entered.body.data).toHaveLength(1);
    expect(entered.body.data[0]).toMatchObject({ id: classId, enrollment: { data: { status: 'studying' } }, study: { data: { study_seconds: 8, lessons_total: 1, required_seconds: 40 * 3600 } } });
    const one = await h.request('GET', `/user/classes/${classId}/${enrollmentId}`, { token: learner.token });
    expect(one.body.data.enrollment.data.events.data.length).toBeGreaterThan(1);
    const stranger = await learnerWithToken(h.db);
    expect((await h.request('GET', `/user/classes/${classId}/${enrollmentId}`, { token: stranger.token })).status).toBe(404);
    expect((await h.request('GET', `/user/classes/${waiting}/${enrollmentId}`, { token: learner.token })).status).toBe(404);
    expect((await h.request('GET', '/user/classes?per_page=0', { token: learner.token })).status).toBe(422);
    const me = await h.request('GET', '/user?include=entered-classes-count,classes-count', { token: learner.token });
    expect(me.body.data).toMatchObject({ 'entered-classes-count': 1, 'classes-count': 2 });
  });

  test('a manager sets the required share; progress that now reaches it completes', async () => {
    const { learner, lessonIds, manager } = await admitted([100, 100]);
    const p = await play(learner, lessonIds[0]);
    await report(learner, p.play_id, 0);
    second(30);
    expect((await report(learner, p.play_id, 30)).completed).toBe(false);
    const unpermitted = await managerWithToken(h.db, REVIEWER);
    expect((await h.request('PATCH', `/manage/lessons/${lessonIds[0]}`, { token: unpermitted.token, json: { required_ratio: 30 } })).status).toBe(403);
    const editor = await managerWithToken(h.db, ['videos.update']);
    expect((await h.request('PATCH', `/manage/lessons/${lessonIds[0]}`, { token: editor.token, json: { required_ratio: 5 } })).status).toBe(422);
    expect((await h.request('PATCH', `/manage/lessons/${lessonIds[0]}`, { token: learner.token, json: { required_ratio: 30 } })).status).toBe(401);
    expect((await h.request('PATCH', `/manage/lessons/${lessonIds[0]}`, { token: editor.token, json: { required_ratio: 30 } })).status).toBe(200);
    const lesson = await h.request('GET', `/user/lessons/${lessonIds[0]}`, { token: learner.token });
    expect(lesson.body.data).toMatchObject({ required_ratio: 30, progress: { completed: true, watched_seconds: 30 }, next_id: lessonIds[1], previous_id: null });
    expect(manager.id).toBeGreaterThan(0);
  });
});
