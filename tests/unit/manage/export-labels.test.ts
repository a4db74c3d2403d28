/** @jest-environment node */
import { enumLabelZh, examOutcome, type EnumGroup } from '@/lib/format/enum-labels';
import { RESULT_EXPORT_COLUMNS } from '@/lib/server/services/exam-scores';
import type { ExamResultRow } from '@/lib/server/services/exam-admin';
import { EXAMINER_EXPORT_COLUMNS } from '@/lib/server/services/faculty/examiner-admin';
import { OCCUPATION_EXPORT_COLUMNS } from '@/lib/server/services/faculty/occupation-admin';
import { TEACHER_EXPORT_COLUMNS } from '@/lib/server/services/faculty/teacher-admin';
import { APPLICATION_EXPORT_COLUMNS } from '@/lib/server/services/faculty/teacher-application-reviews';
import { JOB_EXPORT_COLUMNS } from '@/lib/server/services/job-admin';
import { APPLICANT_EXPORT_COLUMNS } from '@/lib/server/services/job-application-admin';
import { MOX_ENROLLMENT_EXPORT_COLUMNS } from '@/lib/server/services/moxibustion-admin/enrollments';
import { STUDY_REPORT_COLUMNS } from '@/lib/server/services/study-report';
import { TALENT_EXPORT_COLUMNS } from '@/lib/server/services/talent-admin';

// Statuses are labelled through the one enum dictionary (ManageEnums), in the back office and in
// the Chinese exports alike; exported times are in the platform zone, as the lists show them.

test('certificate, exam and result values have their Chinese labels in the dictionary', () => {
  expect(enumLabelZh('certificateStatus', 'valid')).toBe('有效');
  expect(enumLabelZh('certificateStatus', 'revoked')).toBe('已注销');
  expect(enumLabelZh('examStatus', 'scheduled')).toBe('待考');
  expect(enumLabelZh('examStatus', 'cancelled')).toBe('已取消');
  expect([true, false, null].map((p) => enumLabelZh('examResult', examOutcome(p)))).toEqual(['合格', '不合格', '未录入']);
});

test('the score export writes the outcome through the dictionary', () => {
  const column = RESULT_EXPORT_COLUMNS.find((c) => c.header === '是否合格')!;
  const row = (passed: boolean | null) => ({ passed } as ExamResultRow);
  expect([column.value(row(true)), column.value(row(false)), column.value(row(null))]).toEqual(['合格', '不合格', '未录入']);
});

type Column = { header: string; value: (row: never) => unknown };
const cell = (columns: Column[], header: string, row: Record<string, unknown>) => columns.find((c) => c.header === header)!.value(row as never);

test('every export writes its status through the dictionary the list shows (no second set of words)', () => {
  const cases: [Column[], string, EnumGroup, string[]][] = [
    [OCCUPATION_EXPORT_COLUMNS, '状态', 'accountStatus', ['active', 'disabled']],
    [TEACHER_EXPORT_COLUMNS, '状态', 'accountStatus', ['active', 'disabled']],
    [EXAMINER_EXPORT_COLUMNS, '状态', 'accountStatus', ['active', 'disabled']],
    [TALENT_EXPORT_COLUMNS, '状态', 'talentStatus', ['active', 'hidden']],
    [JOB_EXPORT_COLUMNS, '状态', 'jobStatus', ['pending', 'published', 'rejected', 'closed']],
    [APPLICANT_EXPORT_COLUMNS, '状态', 'jobApplicationStatus', ['submitted', 'viewed', 'interview', 'hired', 'rejected', 'withdrawn']],
    [APPLICATION_EXPORT_COLUMNS, '状态', 'applicationStatus', ['pending', 'approved', 'rejected']],
    [MOX_ENROLLMENT_EXPORT_COLUMNS, '状态', 'programmeEnrollmentStatus', ['pending', 'approved', 'rejected', 'cancelled']],
    [STUDY_REPORT_COLUMNS, '报名状态', 'enrollmentStatus', ['approved', 'rejected', 'certified']],
  ];
  for (const [columns, header, group, values] of cases) {
    for (const status of values) {
      const label = enumLabelZh(group, status);
      expect([group, status, label === status ? 'unlabelled' : 'labelled']).toEqual([group, status, 'labelled']);
      expect([group, status, cell(columns, header, { status })]).toEqual([group, status, label]);
    }
  }
});

test('times in the job, applicant, teacher application and study exports are in the platform zone (UTC+8)', () => {
  const at = '2026-11-25T16:30:05.000Z';
  expect(cell(JOB_EXPORT_COLUMNS, '发布时间', { published_at: at })).toBe('2026-11-26 00:30:05');
  expect(cell(APPLICANT_EXPORT_COLUMNS, '投递时间', { created_at: at })).toBe('2026-11-26 00:30:05');
  expect(cell(APPLICATION_EXPORT_COLUMNS, '申请时间', { created_at: at })).toBe('2026-11-26 00:30:05');
  expect(cell(APPLICATION_EXPORT_COLUMNS, '审核时间', { reviewed_at: null })).toBe('');
  expect(cell(STUDY_REPORT_COLUMNS, '最近学习时间', { last_study_at: at })).toBe('2026-11-26 00:30:05');
});
