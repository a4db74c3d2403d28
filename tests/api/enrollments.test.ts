import { ID_NUMBER_PERMISSION } from '@/lib/server/api/http/id-numbers';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertOrganization, insertRegions } from '../helpers/fixtures';
import {
  enrollBody, insertDictionary, learnerWithToken, managerWithToken, openClass, REVIEWER, seatsTaken, tableCount,
} from '../helpers/learner-area';

const FIRST17 = '11010119900307777';
const VALID_ID = `${FIRST17}${idNumberCheckChar(FIRST17)}`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let h: AccountsHarness;
beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await insertDictionary(h.db);
});
afterAll(() => h.close());

const enroll = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  h.request('POST', '/user/enrollments', { token, json: body, headers });

async function writes() {
  return Promise.all([tableCount(h.db, 'enrollments'), tableCount(h.db, 'enrollment_events'), tableCount(h.db, 'orders'), tableCount(h.db, 'files')]);
}

describe('POST /user/enrollments', () => {
  test('a verified learner takes a seat: pending, with its first history event, identity from the verified datum', async () => {
    const learner = await learnerWithToken(h.db);
    const classId = await openClass(h.db, { capacity: 5 });
    const answer = await enroll(learner.token, enrollBody(classId, { real_name: '李四', id_number: VALID_ID }));
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      class_id: classId, status: 'pending', real_name: learner.realName, id_number: `${learner.idNumber.slice(0, 4)}${'*'.repeat(10)}${learner.idNumber.slice(-4)}`,
      phone: '13912340000', education: '高中', employment_category: '失业人员', waitlist_position: null,
    });
    expect(answer.body.data.events.data).toEqual([expect.objectContaining({ from_status: null, to_status: 'pending', actor_type: 'user' })]);
    expect(await seatsTaken(h.db, classId)).toBe(1);
    const stored = await h.db.selectFrom('enrollments').select(['id_number', 'active_slot']).where('id', '=', answer.body.data.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ id_number: learner.idNumber, active_slot: 1 });
  });

  test('classes that require verification refuse an unverified learner (403) and write nothing', async () => {
    const learner = await learnerWithToken(h.db, { verified: false });
    const before = await writes();
    for (const options of [{ requiresVerification: true }, { requiresVerification: false, fee: 80_000, subsidy: 50_000 }]) {
      const classId = await openClass(h.db, options);
      const answer = await enroll(learner.token, enrollBody(classId, { real_name: '王小明', id_number: VALID_ID }));
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('verification_required');
      expect(await seatsTaken(h.db, classId)).toBe(0);
    }
    expect(await writes()).toEqual(before);
  });

  test('an unsubsidised class without the flag takes name and ID number from the form, checked', async () => {
    const learner = await learnerWithToken(h.db, { verified: false });
    const classId = await openClass(h.db, { requiresVerification: false, fee: 60_000 });
    const missing = await enroll(learner.token, enrollBody(classId));
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['id_number', 'real_name']);
    const wrong = idNumberCheckChar(FIRST17) === '0' ? '1' : '0';
    const badChecksum = await enroll(learner.token, enrollBody(classId, { real_name: '赵六', id_number: `${FIRST17}${wrong}` }));
    expect(badChecksum.status).toBe(422);
    expect(badChecksum.body.errors.id_number[0]).toContain('校验位');
    const ok = await enroll(learner.token, enrollBody(classId, { real_name: '赵六', id_number: `${FIRST17}${idNumberCheckChar(FIRST17)}` }));
    expect(ok.status).toBe(201);
    expect(ok.body.data.real_name).toBe('赵六');
    expect(ok.body.data.amount_due_cents).toBe(60_000);
  });

  test('a verified learner need not retype anything: name and ID number from the verified datum, phone from the account (issue 21)', async () => {
    const learner = await learnerWithToken(h.db);
    const classId = await openClass(h.db, { requiresVerification: false, fee: 60_000 });
    const { phone: _phone, ...withoutPhone } = enrollBody(classId);
    const answer = await enroll(learner.token, withoutPhone);
    expect(answer.status).toBe(201);
    const stored = await h.db.selectFrom('enrollments').select(['real_name', 'id_number', 'phone']).where('id', '=', answer.body.data.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ real_name: learner.realName, id_number: learner.idNumber, phone: learner.phone });
    // What the learner types still wins, and an unverified learner must still give both.
    const other = await learnerWithToken(h.db, { verified: false });
    const refused = await enroll(other.token, withoutPhone);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['id_number', 'real_name']);
  });

  test('bad input is a 422 with field errors and writes nothing', async () => {
    const learner = await learnerWithToken(h.db);
    const classId = await openClass(h.db);
    const before = await writes();
    const cases: [Record<string, unknown>, string[]][] = [
      // phone may be omitted: the account's own phone is the contact
      [{}, ['class_id', 'education', 'employment_category']],
      [enrollBody(classId, { phone: '12345' }), ['phone']],
      [enrollBody(classId, { education: '幼儿园' }), ['education']],
      [enrollBody(classId, { employment_category: '<script>' }), ['employment_category']],
      [enrollBody(0), ['class_id']],
      [enrollBody(99_999_999_999), ['class_id']],
      [enrollBody(987_654), ['class_id']],
      [enrollBody(classId, { join_waitlist: 'maybe' }), ['join_waitlist']],
      [enrollBody(classId, { real_name: 'Robert); DROP TABLE users;--' }), ['real_name']],
    ];
    for (const [body, fields] of cases) {
      const answer = await enroll(learner.token, body);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 422]);
      expect(Object.keys(answer.body.errors).sort()).toEqual(fields);
    }
    expect((await h.request('POST', '/user/enrollments', { token: learner.token, raw: { body: '{oops', type: 'application/json' } })).status).toBe(400);
    expect((await enroll(learner.token, enrollBody(classId), { 'idempotency-key': 'x'.repeat(65) })).status).toBe(422);
    expect(await writes()).toEqual(before);
    expect(await seatsTaken(h.db, classId)).toBe(0);
  });

  test('one live enrolment per learner and class; an Idempotency-Key retry answers the first one', async () => {
    const learner = await learnerWithToken(h.db);
    const classId = await openClass(h.db);
    const first = await enroll(learner.token, enrollBody(classId), { 'idempotency-key': 'form-123' });
    expect(first.status).toBe(201);
    const retry = await enroll(learner.token, enrollBody(classId), { 'idempotency-key': 'form-123' });
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);
    const again = await enroll(learner.token, enrollBody(classId));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_enrolled');
    expect(await seatsTaken(h.db, classId)).toBe(1);
    const other = await learnerWithToken(h.db);
    expect((await enroll(other.token, enrollBody(classId), { 'idempotency-key': 'form-123' })).status).toBe(201);
  });

  test('closed windows and classes that are not enrolling answer enrollment_closed', async () => {
    const learner = await learnerWithToken(h.db);
    for (const options of [{ status: 'closed' }, { status: 'ongoing' }, { enrollEnd: '2020-01-31' }, { enrollStart: '2099-01-01' }]) {
      const classId = await openClass(h.db, options);
      const answer = await enroll(learner.token, enrollBody(classId));
      expect([options, answer.status, answer.body.code]).toEqual([options, 409, 'enrollment_closed']);
    }
    const draft = await openClass(h.db, { status: 'draft' });
    expect((await enroll(learner.token, enrollBody(draft))).status).toBe(422);
  });

  test('supporting photos arrive as multipart, are checked by content and stored privately', async () => {
    const learner = await learnerWithToken(h.db);
    const classId = await openClass(h.db);
    const form = (file: File) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(enrollBody(classId))) f.append(k, String(v));
      f.append('documents', file);
      return f;
    };
    const filesBefore = await tableCount(h.db, 'files');
    const fake = await h.request('POST', '/user/enrollments', { token: learner.token, form: form(new File([new TextEncoder().encode('not an image')], 'a.png', { type: 'image/png' })) });
    expect(fake.status).toBe(422);
    expect(fake.body.errors.documents).toBeDefined();
    expect(await tableCount(h.db, 'files')).toBe(filesBefore);
    const ok = await h.request('POST', '/user/enrollments', { token: learner.token, form: form(new File([new Uint8Array(PNG)], '失业证.png', { type: 'image/png' })) });
    expect(ok.status).toBe(201);
    expect(ok.body.data.documents).toEqual([{ file_id: expect.any(Number), name: '失业证.png' }]);
    expect((await h.request('GET', `/files/${ok.body.data.documents[0].file_id}`)).status).toBe(404);
  });

  test('without a learner token: 401', async () => {
    const classId = await openClass(h.db);
    expect((await h.request('POST', '/user/enrollments', { json: enrollBody(classId) })).status).toBe(401);
    const manager = await managerWithToken(h.db, REVIEWER);
    expect((await enroll(manager.token, enrollBody(classId))).status).toBe(401);
  });
});

describe('my enrolments: list, show, edit, cancel', () => {
  test('another learner’s enrolment is a 404 for every call, and nothing changes', async () => {
    const owner = await learnerWithToken(h.db);
    const intruder = await learnerWithToken(h.db);
    const classId = await openClass(h.db);
    const { body } = await enroll(owner.token, enrollBody(classId));
    const id = body.data.id;
    const before = await writes();
    expect((await h.request('GET', `/user/enrollments/${id}`, { token: intruder.token })).status).toBe(404);
    expect((await h.request('PATCH', `/user/enrollments/${id}`, { token: intruder.token, json: { phone: '13800000000' } })).status).toBe(404);
    expect((await h.request('POST', `/user/enrollments/${id}/cancel`, { token: intruder.token, json: {} })).status).toBe(404);
    expect((await h.request('GET', `/user/enrollments?class_id=${classId}`, { token: intruder.token })).body.data).toEqual([]);
    expect(await writes()).toEqual(before);
    const stored = await h.db.selectFrom('enrollments').select(['status', 'phone']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'pending', phone: '13912340000' });
  });

  test('the list pages with per_page and embeds class, events and order', async () => {
    const learner = await learnerWithToken(h.db);
    for (let i = 0; i < 3; i++) await enroll(learner.token, enrollBody(await openClass(h.db)));
    const page = await h.request('GET', '/user/enrollments?per_page=2&include=class,events,order', { token: learner.token });
    expect(page.status).toBe(200);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.meta.pagination).toMatchObject({ total: 3, per_page: 2, total_pages: 2 });
    expect(page.body.data[0]).toMatchObject({ class: { data: { id: expect.any(Number), title: expect.any(String) } }, events: { data: [expect.any(Object)] }, order: { data: null } });
    expect((await h.request('GET', '/user/enrollments?include=secrets', { token: learner.token })).status).toBe(400);
    expect((await h.request('GET', '/user/enrollments?status=nope', { token: learner.token })).status).toBe(422);
  });

  test('a pending enrolment can be edited; invalid edits are 422 and change nothing', async () => {
    const learner = await learnerWithToken(h.db);
    const { body } = await enroll(learner.token, enrollBody(await openClass(h.db)));
    const id = body.data.id;
    const bad = await h.request('PATCH', `/user/enrollments/${id}`, { token: learner.token, json: { phone: '1', education: '无' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['phone']);
    const badDictionary = await h.request('PATCH', `/user/enrollments/${id}`, { token: learner.token, json: { education: '无' } });
    expect(badDictionary.status).toBe(422);
    const ok = await h.request('PATCH', `/user/enrollments/${id}`, { token: learner.token, json: { phone: '13700001111', employment_category: '农民工' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'pending', phone: '13700001111', employment_category: '农民工', education: '高中' });
  });

  test('cancelling frees the seat; a cancelled enrolment cannot be edited or cancelled again', async () => {
    const learner = await learnerWithToken(h.db);
    const classId = await openClass(h.db);
    const { body } = await enroll(learner.token, enrollBody(classId));
    const id = body.data.id;
    const cancelled = await h.request('POST', `/user/enrollments/${id}/cancel`, { token: learner.token, json: { reason: '时间冲突' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', reason: '时间冲突' });
    expect(cancelled.body.data.events.data.map((e: { to_status: string }) => e.to_status)).toEqual(['pending', 'cancelled']);
    expect(await seatsTaken(h.db, classId)).toBe(0);
    expect((await h.request('POST', `/user/enrollments/${id}/cancel`, { token: learner.token, json: {} })).status).toBe(409);
    expect((await h.request('PATCH', `/user/enrollments/${id}`, { token: learner.token, json: { phone: '13700001111' } })).status).toBe(409);
    expect((await h.request('POST', `/user/enrollments/${id}/cancel`, { token: learner.token, json: { reason: 'x' } })).status).toBe(422);
    expect((await enroll(learner.token, enrollBody(classId))).status).toBe(201);
  });
});

const masked = (id: string) => `${id.slice(0, 4)}${'*'.repeat(10)}${id.slice(-4)}`;

describe('whole ID numbers for managers', () => {
  test('a reviewer sees them masked; with learners.id-number whole, and each such view is in the operation log', async () => {
    const learner = await learnerWithToken(h.db);
    const { body } = await enroll(learner.token, enrollBody(await openClass(h.db)));
    const id = body.data.id as number;
    const reviewer = await managerWithToken(h.db, REVIEWER);
    const logged = async () => Number((await h.db.selectFrom('operation_logs').select((eb) => eb.fn.countAll().as('n')).where('action', '=', 'view-id-number').executeTakeFirstOrThrow()).n);
    const before = await logged();
    const plain = await h.request('GET', `/manage/enrollments/${id}`, { token: reviewer.token });
    expect(plain.body.data.id_number).toBe(masked(learner.idNumber));
    const plainList = await h.request('GET', '/manage/enrollments', { token: reviewer.token });
    expect(JSON.stringify(plainList.body)).not.toContain(learner.idNumber);
    expect(await logged()).toBe(before);

    const privileged = await managerWithToken(h.db, [...REVIEWER, ID_NUMBER_PERMISSION]);
    const whole = await h.request('GET', `/manage/enrollments/${id}`, { token: privileged.token });
    expect(whole.body.data.id_number).toBe(learner.idNumber);
    const log = await h.db.selectFrom('operation_logs').selectAll().where('action', '=', 'view-id-number').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ manager_id: privileged.id, module: 'enrollments', method: 'GET', params: JSON.stringify({ enrollments: [id] }) });
    // The list stays masked for everyone and logs nothing: whole values are revealed one at a time (manage-reveal.test.ts).
    const privilegedList = await h.request('GET', '/manage/enrollments', { token: privileged.token });
    expect(JSON.stringify(privilegedList.body)).not.toContain(learner.idNumber);
    expect(await logged()).toBe(before + 1);
  });
});

describe('manager review, orders and payment', () => {
  test('approve a free class: approved, no order, the learner is notified', async () => {
    const learner = await learnerWithToken(h.db);
    const manager = await managerWithToken(h.db, REVIEWER);
    const { body } = await enroll(learner.token, enrollBody(await openClass(h.db)));
    const answer = await h.request('POST', `/manage/enrollments/${body.data.id}/approve`, { token: manager.token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'approved', order: { data: null }, id_number: masked(learner.idNumber) });
    const notes = await h.request('GET', '/user/notifications', { token: learner.token });
    expect(notes.body.data[0]).toMatchObject({ kind: 'enrollment_approved', read_at: null });
    expect(notes.body.meta.unread).toBe(1);
    expect((await h.request('POST', `/manage/enrollments/${body.data.id}/approve`, { token: manager.token })).status).toBe(409);
  });

  test('notifications: another learner’s ids mark nothing; bad ids are a 422', async () => {
    const owner = await learnerWithToken(h.db);
    const other = await learnerWithToken(h.db);
    const manager = await managerWithToken(h.db, REVIEWER);
    const { body } = await enroll(owner.token, enrollBody(await openClass(h.db)));
    await h.request('POST', `/manage/enrollments/${body.data.id}/approve`, { token: manager.token });
    const notes = await h.request('GET', '/user/notifications', { token: owner.token });
    const ids = notes.body.data.map((n: { id: number }) => n.id);
    expect(ids.length).toBeGreaterThan(0);
    expect((await h.request('GET', '/user/notifications', { token: other.token })).body.data).toEqual([]);
    const foreign = await h.request('POST', '/user/notifications/read', { token: other.token, json: { ids } });
    expect(foreign.body.data.updated).toBe(0);
    for (const json of [{ ids: [] }, { ids: ['x'] }, { ids: [0] }]) {
      expect((await h.request('POST', '/user/notifications/read', { token: owner.token, json })).status).toBe(422);
    }
    expect((await h.request('GET', '/user/notifications?unread=1', { token: owner.token })).body.meta.unread).toBe(ids.length);
    expect((await h.request('POST', '/user/notifications/read', { token: owner.token, json: { ids } })).body.data.updated).toBe(ids.length);
    expect((await h.request('GET', '/user/notifications', { token: owner.token })).body.meta.unread).toBe(0);
  });

  test('a paid class: approval opens an order; confirming payment makes order and enrolment paid together; refund cancels both ways', async () => {
    const learner = await learnerWithToken(h.db);
    const manager = await managerWithToken(h.db, REVIEWER);
    const classId = await openClass(h.db, { fee: 120_000, subsidy: 20_000, capacity: 1 });
    const { body } = await enroll(learner.token, enrollBody(classId));
    const waiting = await learnerWithToken(h.db);
    const queued = await enroll(waiting.token, enrollBody(classId, { join_waitlist: true }));
    expect(queued.body.data).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });

    const approved = await h.request('POST', `/manage/enrollments/${body.data.id}/approve`, { token: manager.token });
    const order = approved.body.data.order.data;
    expect(order).toMatchObject({ amount_cents: 100_000, status: 'pending', provider: 'offline', order_no: expect.stringMatching(/^PX\d{20}$/) });

    const mine = await h.request('GET', `/user/orders/${order.order_no}`, { token: learner.token });
    expect(mine.body.data.payment).toMatchObject({ provider: 'offline', kind: 'offline', payee: { name: expect.stringContaining('培训学校') } });
    expect((await h.request('GET', `/user/orders/${order.order_no}`, { token: waiting.token })).status).toBe(404);
    expect((await h.request('POST', `/user/orders/${order.order_no}/pay`, { token: learner.token, json: { provider: 'wechat' } })).status).toBe(422);
    expect((await h.request('POST', `/user/orders/${order.order_no}/pay`, { token: learner.token, json: {} })).status).toBe(200);
    const noStudyBeforePaying = await h.request('POST', `/user/enrollments/${body.data.id}/cancel`, { token: learner.token, json: {} });
    expect(noStudyBeforePaying.status).toBe(200);
    // cancelled before paying: the order closed with it, and the waitlisted learner was promoted
    expect((await h.request('GET', `/user/orders/${order.order_no}`, { token: learner.token })).body.data.status).toBe('closed');
    const promoted = await h.request('GET', `/user/enrollments/${queued.body.data.id}?include=events`, { token: waiting.token });
    expect(promoted.body.data.status).toBe('pending');
    expect(promoted.body.data.events.data.at(-1)).toMatchObject({ from_status: 'waitlisted', to_status: 'pending', actor_type: 'system' });
    expect((await h.request('GET', '/user/notifications', { token: waiting.token })).body.data[0].kind).toBe('waitlist_promoted');

    const second = await h.request('POST', `/manage/enrollments/${queued.body.data.id}/approve`, { token: manager.token });
    const orderNo = second.body.data.order.data.order_no;
    const confirmed = await h.request('POST', `/manage/orders/${orderNo}/confirm`, { token: manager.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    const paid = await h.request('GET', `/user/enrollments/${queued.body.data.id}?include=order`, { token: waiting.token });
    expect(paid.body.data).toMatchObject({ status: 'paid', order: { data: { status: 'paid' } } });
    expect((await h.request('POST', `/manage/orders/${orderNo}/confirm`, { token: manager.token })).status).toBe(409);
    expect((await h.request('POST', `/user/enrollments/${queued.body.data.id}/cancel`, { token: waiting.token, json: {} })).status).toBe(409);

    expect((await h.request('POST', `/manage/orders/${orderNo}/refund`, { token: manager.token, json: {} })).status).toBe(422);
    const refunded = await h.request('POST', `/manage/orders/${orderNo}/refund`, { token: manager.token, json: { reason: '学员因病无法参训' } });
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) });
    const after = await h.request('GET', `/user/enrollments/${queued.body.data.id}`, { token: waiting.token });
    expect(after.body.data.status).toBe('cancelled');
    expect(await seatsTaken(h.db, classId)).toBe(0);
  });

  test('a failed step inside confirmation rolls the order back too', async () => {
    const learner = await learnerWithToken(h.db);
    const manager = await managerWithToken(h.db, REVIEWER);
    const { body } = await enroll(learner.token, enrollBody(await openClass(h.db, { fee: 50_000 })));
    const approved = await h.request('POST', `/manage/enrollments/${body.data.id}/approve`, { token: manager.token });
    const orderNo = approved.body.data.order.data.order_no;
    // The enrolment moved on behind the order's back (e.g. a concurrent cancellation): confirming must not leave a paid order.
    await h.db.updateTable('enrollments').set({ status: 'cancelled', active_slot: null }).where('id', '=', body.data.id).execute();
    expect((await h.request('POST', `/manage/orders/${orderNo}/confirm`, { token: manager.token })).status).toBe(409);
    const order = await h.db.selectFrom('orders').select(['status', 'paid_at']).where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'pending', paid_at: null });
  });

  test('reject needs a reason; the learner edits and resubmits the rejected enrolment', async () => {
    const learner = await learnerWithToken(h.db);
    const manager = await managerWithToken(h.db, REVIEWER);
    const classId = await openClass(h.db);
    const { body } = await enroll(learner.token, enrollBody(classId));
    expect((await h.request('POST', `/manage/enrollments/${body.data.id}/reject`, { token: manager.token, json: {} })).status).toBe(422);
    const rejected = await h.request('POST', `/manage/enrollments/${body.data.id}/reject`, { token: manager.token, json: { reason: '缺少失业证明' } });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: '缺少失业证明' });
    expect(await seatsTaken(h.db, classId)).toBe(0);
    const resubmitted = await h.request('PATCH', `/user/enrollments/${body.data.id}`, { token: learner.token, json: { employment_category: '农民工' } });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.data).toMatchObject({ status: 'pending', reason: null });
    expect(resubmitted.body.data.events.data.map((e: { to_status: string }) => e.to_status)).toEqual(['pending', 'rejected', 'pending']);
    expect(await seatsTaken(h.db, classId)).toBe(1);
  });

  test('the institution marks training done: completed, once paid; not from pending', async () => {
    const learner = await learnerWithToken(h.db);
    const manager = await managerWithToken(h.db, REVIEWER);
    const free = await enroll(learner.token, enrollBody(await openClass(h.db)));
    const id = free.body.data.id;
    expect((await h.request('POST', `/manage/enrollments/${id}/complete`, { token: manager.token })).status).toBe(409);
    await h.request('POST', `/manage/enrollments/${id}/approve`, { token: manager.token });
    const done = await h.request('POST', `/manage/enrollments/${id}/complete`, { token: manager.token });
    expect(done.status).toBe(200);
    expect(done.body.data.events.data.map((e: { to_status: string }) => e.to_status)).toEqual(['pending', 'approved', 'studying', 'completed']);
    expect((await h.request('GET', '/user/notifications', { token: learner.token })).body.data[0].kind).toBe('study_completed');

    const paid = await enroll(learner.token, enrollBody(await openClass(h.db, { fee: 10_000 })));
    await h.request('POST', `/manage/enrollments/${paid.body.data.id}/approve`, { token: manager.token });
    const unpaid = await h.request('POST', `/manage/enrollments/${paid.body.data.id}/complete`, { token: manager.token });
    expect(unpaid.status).toBe(402);
    expect(await h.db.selectFrom('enrollments').select('status').where('id', '=', paid.body.data.id).executeTakeFirstOrThrow()).toEqual({ status: 'approved' });
  });

  test('permissions and scope are checked on the server', async () => {
    const learner = await learnerWithToken(h.db);
    const orgId = await insertOrganization(h.db);
    const classId = await openClass(h.db, { organizationId: orgId });
    const { body } = await enroll(learner.token, enrollBody(classId));
    const id = body.data.id;
    const viewer = await managerWithToken(h.db, ['enrollments.view']);
    const otherOrg = await managerWithToken(h.db, REVIEWER, await insertOrganization(h.db));
    const otherCity = await managerWithToken(h.db, REVIEWER, null, '410300');
    const ownOrg = await managerWithToken(h.db, REVIEWER, orgId);
    expect((await h.request('POST', `/manage/enrollments/${id}/approve`, { token: learner.token })).status).toBe(401);
    expect((await h.request('GET', `/manage/enrollments/${id}`, { token: viewer.token })).status).toBe(200);
    expect((await h.request('POST', `/manage/enrollments/${id}/approve`, { token: viewer.token })).status).toBe(403);
    expect((await h.request('POST', `/manage/enrollments/${id}/approve`, { token: otherOrg.token })).status).toBe(404);
    expect((await h.request('POST', `/manage/enrollments/${id}/approve`, { token: otherCity.token })).status).toBe(404);
    expect((await h.request('POST', `/manage/enrollments/${id}/complete`, { token: otherOrg.token })).status).toBe(404);
    expect((await h.request('POST', `/manage/enrollments/${id}/complete`, { token: viewer.token })).status).toBe(403);
    expect((await h.request('GET', `/manage/enrollments?class_id=${classId}`, { token: otherOrg.token })).body.data).toEqual([]);
    expect((await h.request('GET', `/manage/enrollments?class_id=${classId}`, { token: ownOrg.token })).body.data).toHaveLength(1);
    // What completion and certificates are decided on (issue 37): lessons and the latest exam result.
    const listed = async () => (await h.request('GET', `/manage/enrollments?class_id=${classId}`, { token: ownOrg.token })).body.data[0].decision;
    expect(await listed()).toEqual({ lessons_done: 0, lessons_total: 0, exam: null });
    const { user_id } = await h.db.selectFrom('enrollments').select('user_id').where('id', '=', id).executeTakeFirstOrThrow();
    const stamp = new Date().toISOString();
    const exam = await h.db.insertInto('exams').values({ class_id: classId, title: '理论考试', start_at: stamp, end_at: stamp, place: null, status: 'published', created_at: stamp, updated_at: stamp })
      .returning('id').executeTakeFirstOrThrow();
    await h.db.insertInto('exam_results').values({ exam_id: exam.id, user_id, enrollment_id: id, ticket_no: `T${id}`, score: 52, passed: 0, created_at: stamp, updated_at: stamp }).execute();
    expect(await listed()).toEqual({ lessons_done: 0, lessons_total: 0, exam: { score: 52, passed: false } });
    expect(await h.db.selectFrom('enrollments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 'pending' });
    expect((await h.request('POST', `/manage/enrollments/${id}/approve`, { token: ownOrg.token })).status).toBe(200);
  });
});
