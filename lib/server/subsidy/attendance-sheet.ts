import { findCjkFont, FONT_MISSING_MESSAGE } from '@/lib/server/certificates/font';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import { yuanText } from '@/lib/contract/subsidy/money';
import { claimLines, claimRow } from './claim-read';
import type { SubsidyScope } from './scope';
import { formatDate } from '@/lib/format/date';
import { maskIdNumber } from '@/lib/server/services/learners';

// The attendance sheet of a claim (考勤签到表): generated from the attendance records with the PDF
// library and Chinese font the certificates use, one row per learner and session, with a signature
// line. Names are printed whole (it is the institution's and reviewer's paper), ID numbers masked.

const chinaTime = (iso: string | null) => (iso ? formatDate(iso, 'HH:mm') : '—');

export async function attendanceSheetPdf(db: Db, scope: SubsidyScope, claimId: number): Promise<{ pdf: Buffer; name: string }> {
  const claim = await claimRow(db, scope, claimId);
  const font = findCjkFont();
  if (!font) throw new AppError('service_unavailable', FONT_MISSING_MESSAGE);
  const [lines, sessions, records] = await Promise.all([
    claimLines(db, claimId),
    db.selectFrom('class_sessions').select(['id', 'date', 'start_time', 'end_time', 'place']).where('class_id', '=', claim.class_id).orderBy('starts_at').execute(),
    db.selectFrom('attendance_records as a').innerJoin('class_sessions as s', 's.id', 'a.session_id')
      .select(['a.session_id', 'a.enrollment_id', 'a.check_in_at', 'a.check_out_at', 'a.corrected']).where('s.class_id', '=', claim.class_id).execute(),
  ]);
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `培训考勤签到表 ${claim.claim_no}`, Author: claim.organization_name ?? '' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font.file, font.family);
  doc.font('cjk').fontSize(18).text('职业技能培训考勤签到表', { align: 'center' });
  doc.moveDown(0.5).fontSize(10);
  doc.text(`申领编号：${claim.claim_no}　　培训机构：${claim.organization_name ?? ''}`);
  doc.text(`培训班：${claim.class_title}　　职业（工种）：${claim.occupation_name ?? ''}　　等级：${claim.level} 级`);
  doc.text(`学员人数：${claim.learner_count}　　符合条件：${claim.eligible_count}　　申报金额：${yuanText(Number(claim.total_fen))} 元`);
  doc.moveDown(0.5);
  const byKey = new Map(records.map((r) => [`${r.session_id}:${r.enrollment_id}`, r]));
  for (const s of sessions) {
    doc.fontSize(11).text(`课次：${s.date} ${s.start_time}–${s.end_time}　地点：${s.place}`);
    doc.fontSize(9);
    for (const l of lines) {
      const r = byKey.get(`${s.id}:${l.enrollment_id}`);
      const mark = r?.corrected ? '（已更正）' : '';
      doc.text(`　${l.learner_name}　${l.id_number ? maskIdNumber(l.id_number) : ''}　签到 ${chinaTime(r?.check_in_at ?? null)}　签退 ${chinaTime(r?.check_out_at ?? null)}${mark}`);
    }
    doc.moveDown(0.4);
  }
  doc.moveDown(1).fontSize(11);
  doc.text('培训机构（盖章）：____________________　　负责人签字：______________　　日期：____________');
  doc.moveDown(0.8);
  doc.text('授课教师签字：______________　　　　审核人签字：______________　　日期：____________');
  doc.end();
  return { pdf: await done, name: `考勤签到表-${claim.claim_no}.pdf` };
}
