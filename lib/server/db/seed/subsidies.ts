import type { Db } from '@/lib/server/db';
import type { Actor } from '@/lib/server/subsidy/actor';
import { attendanceHours } from '@/lib/server/subsidy/seed-attendance';
import { createClaim, setPayee, submitClaim } from '@/lib/server/subsidy/claims';
import { closeDueNotices } from '@/lib/server/subsidy/notice';
import { createBatch, recordPayment } from '@/lib/server/subsidy/payment';
import { reviewClaim } from '@/lib/server/subsidy/review';
import { chinaInstant } from '@/lib/server/subsidy/sessions';
import type { SubsidyScope } from '@/lib/server/subsidy/scope';
import type { SeedContext } from './context';
import { platformDate } from '@/lib/format/time-zone';

// The training-subsidy chain's demo (issue 31): standards for the occupations of finished classes,
// sessions with real-name attendance, a session open today for the check-in screen, one claim in each
// state, made through the same services the API uses so the audit log reads as in real use, and a
// finished class of the demo institution left without a claim, for a newcomer to claim it.

const PROVINCE: SubsidyScope = { managerId: 0, organizationId: null, cityCode: null };
const AMOUNT_BY_LEVEL: Record<number, number> = { 1: 300000, 2: 250000, 3: 200000, 4: 150000, 5: 100000 };
const STATES = ['draft', 'submitted', 'returned', 'rejected', 'notice', 'payable', 'in_batch', 'paid'] as const;

export async function seedSubsidies(db: Db, ctx: SeedContext, adminId: number): Promise<number> {
  const { stamp, now } = ctx;
  const actor: Actor = { type: 'manager', id: adminId, name: '系统管理员', ip: '127.0.0.1' };
  const institution = await db.selectFrom('managers').select('organization_id').where('username', '=', 'institution_demo').executeTakeFirst();
  // Finished classes with valid certificates: the demo institution's first is kept ready to claim, the others take the states.
  const candidates = await db.selectFrom('classes as c').innerJoin('certificates as t', 't.class_id', 'c.id')
    .select(['c.id', 'c.organization_id', 'c.occupation_id', 'c.level', 'c.start_date', 'c.end_date', 'c.hours'])
    .select((eb) => eb.fn.count<number>('t.id').as('n'))
    .where('t.status', '=', 'valid').where('c.status', '=', 'finished').where('c.organization_id', 'is not', null)
    .groupBy(['c.id', 'c.organization_id', 'c.occupation_id', 'c.level', 'c.start_date', 'c.end_date', 'c.hours']).orderBy('c.id').execute();
  const usable = candidates.filter((c) => Number(c.n) >= 2);
  const ready = usable.find((c) => c.organization_id === institution?.organization_id);
  const others = usable.filter((c) => c !== ready);
  // With too few other classes, the ready one takes a state too (a small seed).
  const chosen = [...others, ...(ready ? [ready] : [])].slice(0, STATES.length);
  if (!chosen.length) return 0;
  const prepared = ready && !chosen.includes(ready) ? [...chosen, ready] : chosen;

  const pairs = [...new Map(prepared.map((c) => [`${c.occupation_id}:${c.level}`, c])).values()];
  for (const p of pairs) {
    await db.insertInto('subsidy_standards').values({
      occupation_id: p.occupation_id, level: p.level, learner_category: null, amount_fen: AMOUNT_BY_LEVEL[p.level] ?? 100000, min_attendance_percent: 80, claim_months: 24,
      once_per_occupation_level: 1, max_per_year: 3, valid_from: '2024-01-01', valid_to: null, note: '职业技能提升行动培训补贴（演示数据）', created_by: adminId, created_at: stamp, updated_at: stamp,
    }).execute();
  }

  for (const [i, cls] of prepared.entries()) await attendanceHours(db, cls, i, stamp);
  await todaySession(db, institution?.organization_id ?? chosen[0].organization_id!, now, stamp);

  let made = 0;
  const claims: { id: number; state: (typeof STATES)[number] }[] = [];
  for (const [i, cls] of chosen.entries()) {
    const state = STATES[i];
    const claim = await createClaim(db, PROVINCE, actor, cls.id, stamp);
    made += 1;
    claims.push({ id: claim.id, state });
    if (state === 'draft' || claim.eligible_count === 0) continue;
    await setPayee(db, PROVINCE, actor, claim.id, { payee_name: claim.organization_name ?? '培训机构', payee_bank: '中国工商银行郑州分行营业部', payee_account: `17020201090000${String(cls.id).padStart(5, '0')}` }, stamp);
    await submitClaim(db, PROVINCE, actor, claim.id, stamp);
    if (state === 'submitted') continue;
    if (state === 'returned') { await reviewClaim(db, PROVINCE, actor, claim.id, { decision: 'return', reason: '请补充培训现场照片和发票复印件。' }, stamp); continue; }
    if (state === 'rejected') { await reviewClaim(db, PROVINCE, actor, claim.id, { decision: 'reject', reason: '培训课时不足，不符合补贴条件。' }, stamp); continue; }
    await reviewClaim(db, PROVINCE, actor, claim.id, { decision: 'approve', reason: '材料齐全，考勤、考核和证书信息核验一致，同意补贴。' }, stamp);
    if (state === 'notice') continue;
    // The notice period of the older claims has passed.
    await db.updateTable('subsidy_claims').set({ notice_starts_on: '2024-01-02', notice_ends_on: '2024-01-09' }).where('id', '=', claim.id).execute();
  }
  await closeDueNotices(db, stamp);
  const forBatch = claims.filter((c) => c.state === 'in_batch' || c.state === 'paid').map((c) => c.id);
  const payable = await db.selectFrom('subsidy_claims').select('id').where('id', 'in', forBatch.length ? forBatch : [0]).where('status', '=', 'payable').execute();
  for (const c of payable) {
    const batch = await createBatch(db, PROVINCE, 'province', actor, { claim_ids: [c.id], note: '演示拨付批次' }, stamp);
    if (claims.find((x) => x.id === c.id)?.state === 'paid') await recordPayment(db, PROVINCE, 'province', actor, batch.id, { paid_on: stamp.slice(0, 10), voucher_no: `PZ${stamp.slice(0, 4)}${String(c.id).padStart(4, '0')}` }, stamp);
  }
  return made;
}

/** A session of an ongoing class today, for the check-in screen of the demo. */
async function todaySession(db: Db, organizationId: number, now: Date, stamp: string): Promise<void> {
  const today = platformDate(now);
  const open = () => db.selectFrom('classes').select('id').where('organization_id', '=', organizationId).where('status', 'in', ['ongoing', 'enrolling', 'closed']);
  // A class under way today, so a session today is within its dates; else any open one.
  const cls = (await open().where('start_date', '<=', today).where('end_date', '>=', today).orderBy('id').executeTakeFirst()) ?? (await open().orderBy('id').executeTakeFirst());
  if (!cls) return;
  await db.insertInto('class_sessions').values({
    class_id: cls.id, date: today, start_time: '08:00', end_time: '20:00', starts_at: chinaInstant(today, '08:00'), ends_at: chinaInstant(today, '20:00'),
    place: '郑州市金水区职业技能实训基地 3 号楼 301 室', latitude: 34.7466, longitude: 113.6253, radius_m: 300, created_by: null, created_at: stamp, updated_at: stamp,
  }).execute();
}
