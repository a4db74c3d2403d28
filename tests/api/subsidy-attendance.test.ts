import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertClass, insertEnrollment, insertOccupation, insertOrganization, insertRegions } from '../helpers/fixtures';
import { learnerWithToken, type TestLearner } from '../helpers/learner-area';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Sessions and real-name attendance: the rotating signed code (refused after its 30 s window and for
// another session), 30 learners checking in at once, the location flagged but never refused, the
// enrolment and window checks, and corrections only with a reason, logged.

let h: AccountsHarness;
let classId: number;
let otherClassId: number;
const token = { institution: '', otherInstitution: '', city: '' };
const learners: TestLearner[] = [];
let stranger: TestLearner;
const HOUR = 3_600_000;
const china = () => new Date(Date.now() + offset + 8 * HOUR);
let offset = 0;
const advance = (ms: number) => { offset += ms; h.advance(ms); };
const pad = (n: number) => String(n).padStart(2, '0');

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  // Keep the session inside one China-time day: move the clock off the hours around midnight.
  const hour = china().getUTCHours();
  if (hour < 2 || hour > 20) advance(5 * HOUR);
  const org = await insertOrganization(h.db);
  const otherOrg = await insertOrganization(h.db);
  const occupation = await insertOccupation(h.db);
  const dates = { start_date: '2026-01-01', end_date: '2027-12-31', status: 'ongoing', hours: 8 };
  classId = await insertClass(h.db, { occupation_id: occupation, organization_id: org, ...dates });
  otherClassId = await insertClass(h.db, { occupation_id: occupation, organization_id: otherOrg, ...dates });
  token.institution = (await managerWithRole(h, 'institution', org)).token;
  token.otherInstitution = (await managerWithRole(h, 'institution', otherOrg)).token;
  token.city = (await managerWithRole(h, 'city-admin')).token;
  for (let i = 0; i < 30; i++) {
    const l = await learnerWithToken(h.db);
    learners.push(l);
    await insertEnrollment(h.db, { class_id: classId, user_id: l.id, real_name: `学员${i + 1}`, id_number: l.idNumber, status: 'studying' });
  }
  stranger = await learnerWithToken(h.db);
});
afterAll(() => h.close());

async function schedule(cls = classId, t = token.institution) {
  const now = china();
  const date = now.toISOString().slice(0, 10);
  const hour = now.getUTCHours();
  return h.request('POST', `/manage/subsidy/classes/${cls}/sessions`, {
    token: t, json: { date, start_time: `${pad(hour - 1)}:00`, end_time: `${pad(hour + 2)}:00`, place: '郑州市金水区实训楼 301', latitude: 34.7466, longitude: 113.6253, radius_m: 300 },
  });
}

async function freshCode(sessionId: number) {
  let code = (await h.request('GET', `/manage/subsidy/sessions/${sessionId}/code`, { token: token.institution })).body.data;
  // Well inside a window, so a burst of requests does not straddle two.
  if (code.refresh_in_ms < 10_000) {
    advance(code.refresh_in_ms + 50);
    code = (await h.request('GET', `/manage/subsidy/sessions/${sessionId}/code`, { token: token.institution })).body.data;
  }
  return code as { code: string; qr_payload: string; refresh_in_ms: number };
}

test('scheduling: 422s, scope, and a session of another institution is a 404', async () => {
  const bad = await h.request('POST', `/manage/subsidy/classes/${classId}/sessions`, {
    token: token.institution, json: { date: '2026-02-30', start_time: '10:00', end_time: '09:00', place: '', radius_m: 5 },
  });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['date', 'place', 'radius_m']));
  expect((await h.request('POST', `/manage/subsidy/classes/${classId}/sessions`, { token: token.institution, json: { date: '2028-01-01', start_time: '09:00', end_time: '10:00', place: '实训楼' } })).body.errors.date[0]).toMatch(/起止日期/);
  expect((await schedule(classId, token.otherInstitution)).status).toBe(404);
  expect((await h.request('POST', `/manage/subsidy/classes/${classId}/sessions`, { token: token.city, json: {} })).status).toBe(403);
});

test('30 learners check in at once; the code is refused after 30 s and for another session; location only flagged', async () => {
  const session = (await schedule()).body.data;
  expect(session).toMatchObject({ class_id: classId, radius_m: 300, checked_in: 0 });
  const other = (await schedule()).body.data;
  expect((await schedule(otherClassId, token.otherInstitution)).status).toBe(201);
  const code = await freshCode(session.id);
  expect(code.code).toMatch(/^\d{6}$/);
  expect(code.qr_payload).toContain(`s=${session.id}`);

  // A code of this session is no code of another one.
  const wrongSession = await h.request('POST', '/user/subsidy/check-in', { token: learners[0].token, json: { session_id: other.id, code: code.code } });
  expect(wrongSession.status).toBe(422);
  expect(wrongSession.body.errors.code[0]).toMatch(/签到码无效或已过期/);
  const answers = await Promise.all(learners.map((l, i) => h.request('POST', '/user/subsidy/check-in', {
    token: l.token,
    json: { session_id: session.id, code: i % 2 ? code.code : decodeURIComponent(code.qr_payload.split('c=')[1]), latitude: i === 0 ? 34.8 : 34.7467, longitude: 113.6254, device_id: `dev-${i}` },
  })));
  expect(answers.map((a) => a.status)).toEqual(learners.map(() => 200));
  expect(answers[0].body.data).toMatchObject({ outside_radius: true, check_in_at: expect.any(String) });
  expect(answers[0].body.data.distance_m).toBeGreaterThan(5000);
  expect(answers[1].body.data.outside_radius).toBe(false);
  expect(answers[1].body.data.check_in_ip).toBeTruthy();
  const records = (await h.request('GET', `/manage/subsidy/sessions/${session.id}/attendance`, { token: token.institution })).body.data;
  expect(records).toHaveLength(30);

  // Not enrolled: refused whatever the code.
  expect((await h.request('POST', '/user/subsidy/check-in', { token: stranger.token, json: { session_id: session.id, code: code.code } })).status).toBe(403);
  // 30 s later the same code, typed or scanned, is refused.
  advance(30_000);
  for (const presented of [code.code, decodeURIComponent(code.qr_payload.split('c=')[1])]) {
    const replay = await h.request('POST', '/user/subsidy/check-out', { token: learners[1].token, json: { session_id: session.id, code: presented } });
    expect(replay.status).toBe(422);
    expect(replay.body.errors.code[0]).toMatch(/签到码无效或已过期/);
  }
  const forged = await h.request('POST', '/user/subsidy/check-out', { token: learners[1].token, json: { session_id: session.id, code: `${code.qr_payload.split('c=')[1].split('.')[0]}.AAAAAAAAAAAAAAAAAAAAAA` } });
  expect(forged.status).toBe(422);

  // Check-out an hour later gives hours attended.
  advance(HOUR);
  const now = await freshCode(session.id);
  const out = await h.request('POST', '/user/subsidy/check-out', { token: learners[1].token, json: { session_id: session.id, code: now.code } });
  expect(out.status).toBe(200);
  expect(out.body.data.hours).toBeGreaterThanOrEqual(1);
  const mine = (await h.request('GET', '/user/subsidy/sessions', { token: learners[1].token })).body.data;
  expect(mine.find((s: { id: number }) => s.id === session.id)).toMatchObject({ check_out_at: expect.any(String) });
});

test('corrections need a reason, are logged with before and after, and are audited', async () => {
  const session = (await schedule()).body.data;
  const enrollment = await h.db.selectFrom('enrollments').select('id').where('user_id', '=', learners[5].id).executeTakeFirstOrThrow();
  const path = `/manage/subsidy/sessions/${session.id}/attendance/${enrollment.id}`;
  const times = { check_in_at: session.starts_at, check_out_at: session.ends_at };
  const noReason = await h.request('PUT', path, { token: token.institution, json: { ...times, reason: '' } });
  expect(noReason.status).toBe(422);
  expect(noReason.body.errors.reason).toBeDefined();
  expect((await h.request('PUT', path, { token: token.otherInstitution, json: { ...times, reason: '学员手机没电，现场核实到课' } })).status).toBe(404);
  const fixed = await h.request('PUT', path, { token: token.institution, json: { ...times, reason: '学员手机没电，现场核实到课' } });
  expect(fixed.status).toBe(200);
  expect(fixed.body.data).toMatchObject({ corrected: true, source: 'correction', hours: 3 });
  const log = await h.db.selectFrom('attendance_corrections').selectAll().where('attendance_id', '=', fixed.body.data.id).execute();
  expect(log).toEqual([expect.objectContaining({ reason: '学员手机没电，现场核实到课', before_check_in_at: null, after_check_out_at: session.ends_at })]);
  const shown = (await h.request('GET', `/manage/subsidy/classes/${classId}/corrections`, { token: token.city })).body.data;
  expect(shown).toEqual([expect.objectContaining({ learner_name: '学员6', reason: '学员手机没电，现场核实到课', after_session: false })]);
  expect((await h.request('GET', `/manage/subsidy/classes/${classId}/corrections`, { token: token.otherInstitution })).status).toBe(404);
  const summary = (await h.request('GET', `/manage/subsidy/classes/${classId}/attendance`, { token: token.institution })).body.data;
  expect(summary.find((l: { enrollment_id: number }) => l.enrollment_id === enrollment.id)).toMatchObject({ offline_hours: 3, required_hours: 8, rate_percent: 37 });
  const audit = await h.db.selectFrom('subsidy_audit_log').selectAll().where('entity', '=', 'attendance').where('entity_id', '=', fixed.body.data.id).execute();
  expect(audit).toEqual([expect.objectContaining({ action: 'correct', actor_type: 'manager', reason: '学员手机没电，现场核实到课' })]);
});
