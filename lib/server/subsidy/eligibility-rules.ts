import type { EligibilityReason, IneligibilityCode } from '@/lib/contract/subsidy/eligibility';

// The eligibility rules as a pure function of one learner's facts, so each rule reads (and is tested)
// on its own. eligibility.ts gathers the facts for a whole class in a few queries.

export type StandardFacts = { id: number; amount_fen: number; min_attendance_percent: number; claim_months: number; once_per_occupation_level: boolean; max_per_year: number };
export type LearnerFacts = {
  identityVerified: boolean;
  standard: StandardFacts | null;
  attendancePercent: number;
  examPassed: boolean;
  certificate: { no: string; issuedOn: string } | null;
  /** Subsidies the same person holds in other claims (any institution): occupation+level matches, and this year's count. */
  sameLevelElsewhere: number;
  thisYearElsewhere: number;
  today: string;
};

const reason = (code: IneligibilityCode, message: string, params: EligibilityReason['params'] = {}): EligibilityReason => ({ code, message, params });

/** YYYY-MM-DD plus n calendar months (clamped to the month's last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export function judge(f: LearnerFacts): EligibilityReason[] {
  const out: EligibilityReason[] = [];
  if (!f.identityVerified) out.push(reason('identity_unverified', '未完成实名认证，身份信息未经核验。'));
  const s = f.standard;
  if (!s) out.push(reason('no_standard', '该职业（工种）等级在培训期间无适用的补贴标准。'));
  if (s && f.attendancePercent < s.min_attendance_percent) {
    out.push(reason('attendance_below_standard', `出勤率 ${f.attendancePercent}%，低于补贴标准要求的 ${s.min_attendance_percent}%。`, { rate: f.attendancePercent, required: s.min_attendance_percent }));
  }
  if (!f.examPassed) out.push(reason('exam_not_passed', '未参加考核或考核成绩不合格。'));
  if (!f.certificate) out.push(reason('no_certificate', '未取得有效的职业技能等级证书。'));
  if (s && f.certificate) {
    const deadline = addMonths(f.certificate.issuedOn, s.claim_months);
    if (f.today > deadline) {
      out.push(reason('claim_window_expired', `证书于 ${f.certificate.issuedOn} 颁发，已超过 ${s.claim_months} 个月的申领期限（截至 ${deadline}）。`, { issued_on: f.certificate.issuedOn, months: s.claim_months, deadline }));
    }
  }
  if (s?.once_per_occupation_level && f.sameLevelElsewhere > 0) {
    out.push(reason('already_subsidised_same_level', '同一职业（工种）同一等级已享受过职业培训补贴，不得重复享受。'));
  }
  if (s && f.thisYearElsewhere >= s.max_per_year) {
    out.push(reason('yearly_limit_reached', `本年度已享受职业培训补贴 ${f.thisYearElsewhere} 次，达到每人每年 ${s.max_per_year} 次的上限。`, { count: f.thisYearElsewhere, max: s.max_per_year }));
  }
  return out;
}
