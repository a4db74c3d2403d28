import { SHARED_CHECK_IN_MINUTES, type FraudSignal } from '@/lib/contract/subsidy/fraud-signal';
import type { Db } from '@/lib/server/db';
import { claimRow } from './claim-read';
import type { SubsidyScope } from './scope';

// Fraud signals beside a claim, for the reviewer to weigh; nothing here decides. Computed from the
// records on each read, so a correction or another institution's claim shows at once.

const WINDOW_MS = SHARED_CHECK_IN_MINUTES * 60_000;
/** Learners behind one address within the window before it counts: a classroom's Wi-Fi is shared. */
const SHARED_ADDRESS_LEARNERS = 3;

type CheckIn = { session_id: number; enrollment_id: number; learner_name: string; check_in_at: string; key: string };

/** Groups check-ins sharing a key (a device or an address) within the window. */
function clusters(checkIns: CheckIn[], minimum: number): CheckIn[][] {
  const byKey = new Map<string, CheckIn[]>();
  for (const c of checkIns) byKey.set(`${c.session_id}|${c.key}`, [...(byKey.get(`${c.session_id}|${c.key}`) ?? []), c]);
  const out: CheckIn[][] = [];
  for (const group of byKey.values()) {
    const sorted = group.sort((a, b) => a.check_in_at.localeCompare(b.check_in_at));
    let start = 0;
    for (let end = 0; end <= sorted.length; end++) {
      if (end === sorted.length || Date.parse(sorted[end].check_in_at) - Date.parse(sorted[start].check_in_at) > WINDOW_MS) {
        const run = sorted.slice(start, end);
        if (new Set(run.map((r) => r.enrollment_id)).size >= minimum) out.push(run);
        start = end;
      }
    }
  }
  return out;
}

export async function claimFraudSignals(db: Db, scope: SubsidyScope, claimId: number): Promise<FraudSignal[]> {
  const claim = await claimRow(db, scope, claimId);
  const [records, corrections, lines, lastSession] = await Promise.all([
    db.selectFrom('attendance_records as a').innerJoin('class_sessions as s', 's.id', 'a.session_id').innerJoin('enrollments as e', 'e.id', 'a.enrollment_id')
      .select(['a.session_id', 'a.enrollment_id', 'e.real_name as learner_name', 'a.check_in_at', 'a.check_in_ip', 'a.device_id', 'a.outside_radius', 'a.distance_m', 's.radius_m'])
      .where('s.class_id', '=', claim.class_id).where('a.check_in_at', 'is not', null).execute(),
    db.selectFrom('attendance_corrections as k').innerJoin('class_sessions as s', 's.id', 'k.session_id').innerJoin('enrollments as e', 'e.id', 'k.enrollment_id')
      .select(['k.session_id', 'k.enrollment_id', 'e.real_name as learner_name', 'k.reason', 'k.created_at']).where('s.class_id', '=', claim.class_id).where('k.after_session', '=', 1).execute(),
    db.selectFrom('subsidy_claim_lines').select(['user_id', 'enrollment_id', 'learner_name', 'certificate_issued_on']).where('claim_id', '=', claimId).execute(),
    db.selectFrom('class_sessions').select((eb) => eb.fn.max('date').as('date')).where('class_id', '=', claim.class_id).executeTakeFirst(),
  ]);
  const signals: FraudSignal[] = [];
  const checkIns = records.map((r) => ({ ...r, check_in_at: r.check_in_at! }));
  const shared = [
    ...clusters(checkIns.filter((r) => r.device_id).map((r) => ({ ...r, key: `device:${r.device_id}` })), 2),
    ...clusters(checkIns.filter((r) => r.check_in_ip).map((r) => ({ ...r, key: `ip:${r.check_in_ip}` })), SHARED_ADDRESS_LEARNERS),
  ];
  for (const run of shared) {
    const byDevice = run[0].key.startsWith('device:');
    signals.push({
      kind: 'shared_device_or_address', session_id: run[0].session_id, learner_names: [...new Set(run.map((r) => r.learner_name))], enrollment_ids: [...new Set(run.map((r) => r.enrollment_id))],
      message: `${new Set(run.map((r) => r.enrollment_id)).size} 名学员在 ${SHARED_CHECK_IN_MINUTES} 分钟内使用同一${byDevice ? '设备' : '网络地址'}签到。`,
      details: { by: byDevice ? 'device' : 'address', first: run[0].check_in_at, last: run[run.length - 1].check_in_at },
    });
  }
  for (const r of records.filter((x) => x.outside_radius === 1)) {
    signals.push({
      kind: 'outside_radius', session_id: r.session_id, learner_names: [r.learner_name], enrollment_ids: [r.enrollment_id],
      message: `${r.learner_name} 签到位置距上课地点约 ${r.distance_m ?? '?'} 米，超出 ${r.radius_m} 米范围。`, details: { distance_m: r.distance_m ?? -1, radius_m: r.radius_m },
    });
  }
  for (const k of corrections) {
    signals.push({
      kind: 'corrected_after_session', session_id: k.session_id, learner_names: [k.learner_name], enrollment_ids: [k.enrollment_id],
      message: `课次结束后更正了 ${k.learner_name} 的考勤，原因：${k.reason}`, details: { corrected_at: k.created_at },
    });
  }
  if (lines.length) {
    const userIds = lines.map((l) => l.user_id);
    const elsewhere = await db.selectFrom('subsidy_claim_lines as l').innerJoin('subsidy_claims as c', 'c.id', 'l.claim_id').leftJoin('organizations as o', 'o.id', 'c.organization_id')
      .select(['l.user_id', 'c.claim_no', 'o.name as organization_name']).where('l.user_id', 'in', userIds).where('c.id', '!=', claimId)
      .where((eb) => (claim.organization_id === null ? eb('c.organization_id', 'is not', null) : eb.or([eb('c.organization_id', 'is', null), eb('c.organization_id', '!=', claim.organization_id)])))
      .where('c.status', '!=', 'rejected').execute();
    for (const l of lines) {
      const other = elsewhere.filter((x) => x.user_id === l.user_id);
      if (!other.length) continue;
      signals.push({
        kind: 'claimed_by_two_institutions', session_id: null, learner_names: [l.learner_name], enrollment_ids: [l.enrollment_id],
        message: `${l.learner_name} 同时被其他培训机构申领补贴（${other.map((o) => `${o.organization_name ?? '未知机构'} ${o.claim_no}`).join('、')}）。`,
        details: { other_claims: other.map((o) => o.claim_no).join(',') },
      });
    }
  }
  const last = lastSession?.date as string | null | undefined;
  if (last) {
    for (const l of lines.filter((x) => x.certificate_issued_on && x.certificate_issued_on < last)) {
      signals.push({
        kind: 'certificate_before_last_session', session_id: null, learner_names: [l.learner_name], enrollment_ids: [l.enrollment_id],
        message: `${l.learner_name} 的证书颁发日期（${l.certificate_issued_on}）早于最后一次课（${last}）。`, details: { issued_on: l.certificate_issued_on!, last_session: last },
      });
    }
  }
  return signals;
}
