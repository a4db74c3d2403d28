import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertOccupation, insertOrganization, insertRegions } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';
import { finishedClass } from '../helpers/subsidy';

// The claim state machine end to end, including return for correction; the public notice (masked)
// and objections; payment in batches; fen adding up across claims and batches; the audit trail;
// the learner's view and notifications; the fraud signals a reviewer sees.

let h: AccountsHarness;
let occupation: number;
let org: number;
let otherOrg: number;
const token = { province: '', city: '', institution: '', otherInstitution: '' };
const payee = { payee_name: '郑州市金水区职业技能培训学校', payee_bank: '中国工商银行郑州金水支行', payee_account: '1702020109000012345' };

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  occupation = await insertOccupation(h.db);
  org = await insertOrganization(h.db);
  otherOrg = await insertOrganization(h.db);
  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null }).where('id', '=', province.id).execute();
  token.province = province.token;
  token.city = (await managerWithRole(h, 'city-admin')).token;
  token.institution = (await managerWithRole(h, 'institution', org)).token;
  token.otherInstitution = (await managerWithRole(h, 'institution', otherOrg)).token;
  await h.request('POST', '/manage/subsidy/standards', {
    token: token.province,
    json: { occupation_id: occupation, level: 5, amount_fen: 123456, min_attendance_percent: 80, claim_months: 12, once_per_occupation_level: true, max_per_year: 3, valid_from: '2026-01-01' },
  });
});
afterAll(() => h.close());

const call = (method: string, path: string, t: string, json?: unknown) => h.request(method, path, { token: t, json });

async function submittedClaim(n: number, o = org, t = token.institution) {
  const made = await finishedClass(h.db, { organizationId: o, occupationId: occupation, learners: Array.from({ length: n }, (_, i) => ({ name: `王${'一二三四五六七八九十'[i]}` })) });
  const claim = (await call('POST', '/manage/subsidy/claims', t, { class_id: made.classId })).body.data;
  expect((await call('POST', `/manage/subsidy/claims/${claim.id}/submit`, t)).status).toBe(422);
  await call('PUT', `/manage/subsidy/claims/${claim.id}/payee`, t, payee);
  expect((await call('POST', `/manage/subsidy/claims/${claim.id}/submit`, t)).body.data.status).toBe('submitted');
  return { claim, made };
}

test('return for correction, resubmit, approve per learner, notice, objection, payable, batch, paid: fen add up and every step is audited', async () => {
  const { claim, made } = await submittedClaim(3);
  expect(claim.total_fen).toBe(3 * 123456);
  expect((await call('POST', `/manage/subsidy/claims/${claim.id}/submit`, token.institution)).status).toBe(409);
  expect((await call('POST', `/manage/subsidy/claims/${claim.id}/review`, token.city, { decision: 'return' })).status).toBe(422);
  const returned = await call('POST', `/manage/subsidy/claims/${claim.id}/review`, token.city, { decision: 'return', reason: '请补充上课照片' });
  expect(returned.body.data).toMatchObject({ status: 'returned', review_reason: '请补充上课照片' });
  // Corrections are allowed again while returned; then the claim is recomputed and resubmitted.
  const fix = await call('PUT', `/manage/subsidy/sessions/${made.sessionId}/attendance/${made.people[0].enrollmentId}`, token.institution, {
    check_in_at: '2026-03-10T01:00:00.000Z', check_out_at: '2026-03-10T09:00:00.000Z', reason: '补录签退时间，经班主任核实',
  });
  expect(fix.status).toBe(200);
  expect((await call('POST', `/manage/subsidy/claims/${claim.id}/refresh`, token.institution)).body.data.status).toBe('returned');
  expect((await call('POST', `/manage/subsidy/claims/${claim.id}/submit`, token.institution)).body.data.status).toBe('submitted');

  const lines = (await call('GET', `/manage/subsidy/claims/${claim.id}`, token.city)).body.data.lines;
  const badLine = await call('POST', `/manage/subsidy/claims/${claim.id}/review`, token.city, { decision: 'approve', reason: '同意', lines: [{ line_id: lines[2].id, decision: 'rejected' }] });
  expect(badLine.status).toBe(422);
  expect(badLine.body.errors['lines.0.reason']).toBeDefined();
  const approved = await call('POST', `/manage/subsidy/claims/${claim.id}/review`, token.city, {
    decision: 'approve', reason: '材料齐全，同意补贴', lines: [{ line_id: lines[2].id, decision: 'rejected', reason: '本人未到现场，经电话核实' }],
  });
  expect(approved.status).toBe(200);
  expect(approved.body.data).toMatchObject({ status: 'notice', approved_fen: 2 * 123456, total_fen: 3 * 123456 });
  expect(approved.body.data.lines.map((l: { decision: string }) => l.decision)).toEqual(['approved', 'approved', 'rejected']);
  const { notice_starts_on: starts, notice_ends_on: ends } = approved.body.data;
  expect(ends > starts).toBe(true);

  // The public notice: masked names and ID numbers, approved learners only.
  const notice = await h.request('GET', `/subsidy/notices/${claim.id}`);
  expect(notice.status).toBe(200);
  expect(notice.body.data).toMatchObject({ open: true, learner_count: 2, total_fen: 2 * 123456 });
  expect(notice.body.data.lines.map((l: { name_masked: string }) => l.name_masked)).toEqual(['王*', '王*']);
  expect(JSON.stringify(notice.body)).not.toContain(made.people[0].learner.idNumber);
  expect(notice.body.data.lines[0].id_number_masked).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
  expect((await h.request('GET', '/subsidy/notices?open=1')).body.data.map((n: { id: number }) => n.id)).toContain(claim.id);

  // Objections: validated, rate-limited per address, and shown to the reviewers.
  expect((await h.request('POST', `/subsidy/notices/${claim.id}/objections`, { json: { message: '短' } })).status).toBe(422);
  const ip = { 'x-forwarded-for': '203.0.113.9' };
  for (let i = 0; i < 5; i++) {
    expect((await h.request('POST', `/subsidy/notices/${claim.id}/objections`, { headers: ip, json: { message: `王三并未参加培训，请核查第${i + 1}次。`, contact_phone: '13800138000' } })).status).toBe(201);
  }
  expect((await h.request('POST', `/subsidy/notices/${claim.id}/objections`, { headers: ip, json: { message: '王三并未参加培训，请核查第六次。' } })).status).toBe(429);
  const objections = (await call('GET', `/manage/subsidy/claims/${claim.id}/objections`, token.city)).body.data;
  expect(objections).toHaveLength(5);
  expect(objections[0].contact_phone_masked).toBe('138****8000');
  expect((await call('GET', `/manage/subsidy/claims/${claim.id}`, token.city)).body.data.open_objection_count).toBe(5);
  expect((await call('POST', `/manage/subsidy/objections/${objections[0].id}/handle`, token.city, { note: '已核实，王三已从补贴名单中剔除' })).status).toBe(204);

  // Payment before the notice ends is refused; after it the claim is payable.
  const second = (await submittedClaim(2)).claim;
  await call('POST', `/manage/subsidy/claims/${second.id}/review`, token.city, { decision: 'approve', reason: '同意' });
  expect((await call('POST', '/manage/subsidy/payment-batches', token.province, { claim_ids: [claim.id, second.id] })).status).toBe(422);
  // The notice period passes (moved back in the data: a moved clock would also expire the sessions).
  await h.db.updateTable('subsidy_claims').set({ notice_starts_on: '2026-01-05', notice_ends_on: '2026-01-12' }).where('id', 'in', [claim.id, second.id]).execute();
  expect((await h.request('POST', `/subsidy/notices/${claim.id}/objections`, { json: { message: '公示期满后再提异议会被拒绝吗？' } })).status).toBe(409);
  const queue = (await call('GET', '/manage/subsidy/claims?status=payable', token.province)).body.data.map((c: { id: number }) => c.id);
  expect(queue).toEqual(expect.arrayContaining([claim.id, second.id]));
  expect((await call('POST', '/manage/subsidy/payment-batches', token.city, { claim_ids: [claim.id] })).status).toBe(403);
  expect((await call('POST', '/manage/subsidy/payment-batches', token.institution, { claim_ids: [claim.id] })).status).toBe(403);
  const batch = await call('POST', '/manage/subsidy/payment-batches', token.province, { claim_ids: [claim.id, second.id], note: '2026 年第 1 批' });
  expect(batch.status).toBe(201);
  expect(batch.body.data).toMatchObject({ status: 'open', claim_count: 2, total_fen: 2 * 123456 + 2 * 123456 });
  expect(batch.body.data.items.map((i: { amount_fen: number }) => i.amount_fen).reduce((a: number, b: number) => a + b, 0)).toBe(batch.body.data.total_fen);
  expect(batch.body.data.items[0].payee_account_masked).toBe('***************2345');

  const sheet = await h.request('GET', `/manage/subsidy/payment-batches/${batch.body.data.id}/export`, { token: token.province });
  expect(sheet.status).toBe(200);
  expect(sheet.headers.get('content-type')).toMatch(/spreadsheetml/);
  expect((await call('POST', `/manage/subsidy/payment-batches/${batch.body.data.id}/pay`, token.province, { paid_on: '2026-13-01', voucher_no: '' })).status).toBe(422);
  const paid = await call('POST', `/manage/subsidy/payment-batches/${batch.body.data.id}/pay`, token.province, { paid_on: '2026-12-15', voucher_no: 'PZ-2026-0001' });
  expect(paid.body.data).toMatchObject({ status: 'paid', voucher_no: 'PZ-2026-0001', paid_on: '2026-12-15' });
  expect((await call('POST', `/manage/subsidy/payment-batches/${batch.body.data.id}/pay`, token.province, { paid_on: '2026-12-15', voucher_no: 'PZ-2026-0001' })).status).toBe(409);
  expect((await call('GET', `/manage/subsidy/claims/${claim.id}`, token.institution)).body.data).toMatchObject({ status: 'paid', paid_on: '2026-12-15', approved_fen: 246912 });

  // The audit trail of the claim, append-only, with who and from where.
  const audit = (await call('GET', `/manage/subsidy/claims/${claim.id}/audit`, token.city)).body.data;
  expect(audit.filter((a: { entity: string }) => a.entity === 'claim').map((a: { action: string; to_status: string | null }) => `${a.action}:${a.to_status}`)).toEqual([
    'create:draft', 'payee:null', 'submit:submitted', 'return:returned', 'refresh:returned', 'submit:submitted', 'approve:notice', 'close_notice:payable', 'batch:in_batch', 'pay:paid',
  ]);
  expect(audit.find((a: { action: string }) => a.action === 'approve')).toMatchObject({ actor_type: 'manager', ip: expect.any(String), reason: '材料齐全，同意补贴' });
  expect(audit.find((a: { action: string }) => a.action === 'close_notice')).toMatchObject({ actor_type: 'system' });

  // The learner sees the subsidy and was told at each step.
  const learner = made.people[0].learner;
  const mine = (await h.request('GET', '/user/subsidies', { token: learner.token })).body.data;
  expect(mine).toEqual([expect.objectContaining({ claim_id: claim.id, claim_status: 'paid', decision: 'approved', approved_fen: 123456 })]);
  const rejected = (await h.request('GET', '/user/subsidies', { token: made.people[2].learner.token })).body.data[0];
  expect(rejected).toMatchObject({ decision: 'rejected', decision_reason: '本人未到现场，经电话核实', approved_fen: 0 });
  const notes = await h.db.selectFrom('notifications').select('title').where('user_id', '=', learner.id).where('kind', '=', 'subsidy').orderBy('id').execute();
  expect(notes.map((n) => n.title)).toEqual(['培训补贴已申报', '培训补贴申领退回补正', '培训补贴已申报', '培训补贴审核通过并进入公示', '培训补贴公示期满', '培训补贴已拨付']);
});

test('rejection ends a claim; a rejected claim cannot be paid or resubmitted', async () => {
  const { claim } = await submittedClaim(1);
  expect((await call('POST', `/manage/subsidy/claims/${claim.id}/review`, token.city, { decision: 'reject', reason: '培训机构资质不符' })).body.data.status).toBe('rejected');
  expect((await call('POST', `/manage/subsidy/claims/${claim.id}/submit`, token.institution)).status).toBe(409);
  expect((await call('POST', `/manage/subsidy/claims/${claim.id}/review`, token.city, { decision: 'approve', reason: '同意' })).status).toBe(409);
  expect((await call('POST', '/manage/subsidy/payment-batches', token.province, { claim_ids: [claim.id] })).status).toBe(422);
});

test('fraud signals are listed for the reviewer and decide nothing', async () => {
  const made = await finishedClass(h.db, { organizationId: org, occupationId: occupation, learners: [{ name: '赵一', issuedOn: '2026-03-05' }, { name: '赵二' }, { name: '赵三' }] });
  const [a, b] = made.people;
  await h.db.updateTable('attendance_records').set({ device_id: 'same-phone', latitude: 35, longitude: 114, distance_m: 40_000, outside_radius: 1 }).where('enrollment_id', '=', a.enrollmentId).execute();
  await h.db.updateTable('attendance_records').set({ device_id: 'same-phone' }).where('enrollment_id', '=', b.enrollmentId).execute();
  const claim = (await call('POST', '/manage/subsidy/claims', token.institution, { class_id: made.classId })).body.data;
  await call('PUT', `/manage/subsidy/sessions/${made.sessionId}/attendance/${made.people[2].enrollmentId}`, token.institution, {
    check_in_at: '2026-03-10T01:00:00.000Z', check_out_at: '2026-03-10T09:00:00.000Z', reason: '课后补录，经班主任核实',
  });
  // The same learner in another institution's class and claim.
  const elsewhere = await finishedClass(h.db, { organizationId: otherOrg, occupationId: occupation, learners: [{ learner: b.learner, name: '赵二' }] });
  await call('POST', '/manage/subsidy/claims', token.otherInstitution, { class_id: elsewhere.classId });
  const signals = (await call('GET', `/manage/subsidy/claims/${claim.id}/fraud-signals`, token.city)).body.data;
  expect(signals.map((s: { kind: string }) => s.kind).sort()).toEqual(['certificate_before_last_session', 'claimed_by_two_institutions', 'corrected_after_session', 'outside_radius', 'shared_device_or_address']);
  expect(signals.find((s: { kind: string }) => s.kind === 'shared_device_or_address').message).toMatch(/2 名学员在 5 分钟内使用同一设备签到/);
  const detail = (await call('GET', `/manage/subsidy/claims/${claim.id}`, token.city)).body.data;
  expect(detail).toMatchObject({ status: 'draft', fraud_signal_count: 5 });
  expect(detail.lines.every((l: { eligible: boolean }) => l.eligible)).toBe(true);
});


test('reports by city, institution, occupation and month add up in fen, within each scope', async () => {
  for (const group of ['city', 'institution', 'occupation', 'month']) {
    const report = (await call('GET', `/manage/subsidy/reports?group=${group}`, token.province)).body.data;
    expect(report.group).toBe(group);
    for (const k of ['claims', 'claimed_fen', 'approved_fen', 'paid_fen'] as const) {
      expect(report.rows.reduce((s: number, r: Record<string, number>) => s + r[k], 0)).toBe(report.totals[k]);
    }
    expect(report.totals.paid_fen).toBe(4 * 123456);
  }
  const byInstitution = (await call('GET', '/manage/subsidy/reports?group=institution', token.province)).body.data;
  expect(byInstitution.rows.map((r: { key: string }) => r.key).sort()).toEqual([String(org)]);
  expect((await call('GET', '/manage/subsidy/reports?group=institution', token.city)).body.data.totals.paid_fen).toBe(4 * 123456);
  expect((await call('GET', '/manage/subsidy/reports', token.institution)).status).toBe(403);
  expect((await call('GET', '/manage/subsidy/reports?group=week', token.province)).status).toBe(422);
  const sheet = await h.request('GET', '/manage/subsidy/reports/export?group=city', { token: token.province });
  expect(sheet.status).toBe(200);
  expect(sheet.headers.get('content-type')).toMatch(/spreadsheetml/);
  const audit = (await call('GET', '/manage/subsidy/audit?per_page=100', token.institution)).body;
  expect(audit.data.length).toBeGreaterThan(0);
  expect(audit.data.every((a: { claim_id: number | null }) => a.claim_id !== null)).toBe(true);
});
