/** @jest-environment node */
import { enumLabelZh, examOutcome } from '@/lib/format/enum-labels';
import { RESULT_EXPORT_COLUMNS } from '@/lib/server/services/exam-scores';
import type { ExamResultRow } from '@/lib/server/services/exam-admin';

// Exam and certificate statuses are labelled through the one enum dictionary (ManageEnums), in
// the back office and in the Chinese exports alike.

test('certificate, exam and result values have their Chinese labels in the dictionary', () => {
  expect(enumLabelZh('certificateStatus', 'valid')).toBe('有效');
  expect(enumLabelZh('certificateStatus', 'revoked')).toBe('已撤销');
  expect(enumLabelZh('examStatus', 'scheduled')).toBe('待考');
  expect(enumLabelZh('examStatus', 'cancelled')).toBe('已取消');
  expect([true, false, null].map((p) => enumLabelZh('examResult', examOutcome(p)))).toEqual(['合格', '不合格', '未录入']);
});

test('the score export writes the outcome through the dictionary', () => {
  const column = RESULT_EXPORT_COLUMNS.find((c) => c.header === '是否合格')!;
  const row = (passed: boolean | null) => ({ passed } as ExamResultRow);
  expect([column.value(row(true)), column.value(row(false)), column.value(row(null))]).toEqual(['合格', '不合格', '未录入']);
});
