import { loadExcelJS } from '@/lib/server/excel/exceljs';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { noteSheet, tableSheet, type XlsxColumn } from '@/lib/server/excel/xlsx';
import { enumLabelZh, examOutcome } from '@/lib/format/enum-labels';
import { examResults, type ExamResultRow, showExam } from './exam-admin';
import { readImportSheet } from './import-sheet';
import type { ManagerScope } from './manager-scope';

// Scores in and out of Excel. The template is the session's own roster (admission ticket, name,
// masked ID number) with an empty score column; each row is matched by its ticket number, checked,
// and either every row is written or none (or only the valid rows, as the operator chooses).

export type ScoreRowError = { row: number; column: string; message: string };
export type ScoreImportReport = { total: number; valid: number; imported: number; errors: ScoreRowError[] };

const HEADERS = { ticket: '准考证号', name: '姓名', id: '身份证号', score: '成绩' } as const;
export const MAX_SCORE_ROWS = 5000;

export const RESULT_EXPORT_COLUMNS: XlsxColumn<ExamResultRow>[] = [
  { header: HEADERS.ticket, width: 22, value: (r) => r.ticket_no },
  { header: HEADERS.name, width: 10, value: (r) => r.real_name },
  { header: HEADERS.id, width: 20, value: (r) => r.id_number },
  { header: HEADERS.score, width: 8, value: (r) => r.score },
  { header: '是否合格', width: 10, value: (r) => enumLabelZh('examResult', examOutcome(r.passed)) },
  { header: '已发证', width: 8, value: (r) => (r.certified ? '是' : '否') },
];

export async function scoreTemplate(db: Db, scope: ManagerScope, examId: number): Promise<{ buffer: Buffer; title: string }> {
  const exam = await showExam(db, scope, examId);
  const results = await examResults(db, scope, examId);
  const workbook = new (await loadExcelJS()).Workbook();
  const sheet = tableSheet(workbook, '成绩', [
    { header: `${HEADERS.ticket}*`, width: 22 }, { header: HEADERS.name, width: 10 }, { header: HEADERS.id, width: 20 }, { header: `${HEADERS.score}*`, width: 8 },
  ]);
  for (const r of results) sheet.addRow([r.ticket_no, r.real_name, r.id_number, r.score]);
  noteSheet(workbook, '填写说明', [
    `考试：${exam.title}（${exam.class_title}），合格分 ${exam.pass_score}。`,
    '按准考证号匹配考生；成绩填 0 到 100 之间的数字，最多一位小数将四舍五入为整数；姓名、身份证号仅供核对。',
  ]);
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), title: exam.title };
}

function parseScore(raw: string): number | string {
  if (raw === '') return '成绩不能为空。';
  const n = Number(raw);
  if (!Number.isFinite(n)) return '成绩必须是数字。';
  if (n < 0 || n > 100) return '成绩必须在 0 到 100 之间。';
  return Math.round(n);
}

export async function importScores(db: Db, scope: ManagerScope, examId: number, file: ArrayBuffer, mode: 'all' | 'valid', dryRun: boolean, now: string): Promise<ScoreImportReport> {
  const exam = await showExam(db, scope, examId);
  if (exam.status === 'cancelled') throw new AppError('conflict', '考试已取消，不能录入成绩。');
  const sheet = await readImportSheet(file, MAX_SCORE_ROWS);
  const missing = [HEADERS.ticket, HEADERS.score].filter((h) => !sheet.headers.includes(h));
  if (missing.length) throw new AppError('validation_failed', undefined, { file: [`file 缺少列：${missing.join('、')}。请使用成绩导入模板。`] });
  if (sheet.rows.length === 0) throw new AppError('validation_failed', undefined, { file: ['file 没有数据行。'] });

  const byTicket = new Map((await examResults(db, scope, examId)).map((r) => [r.ticket_no, r]));
  const seen = new Map<string, number>();
  const errors: ScoreRowError[] = [];
  const valid: { id: number; score: number }[] = [];
  for (const { row, values } of sheet.rows) {
    const ticket = values[HEADERS.ticket] ?? '';
    const score = parseScore(values[HEADERS.score] ?? '');
    const rowErrors: ScoreRowError[] = [];
    const result = byTicket.get(ticket);
    if (!ticket) rowErrors.push({ row, column: HEADERS.ticket, message: '准考证号不能为空。' });
    else if (!result) rowErrors.push({ row, column: HEADERS.ticket, message: '本场考试没有这个准考证号。' });
    else if (seen.has(ticket)) rowErrors.push({ row, column: HEADERS.ticket, message: `与第 ${seen.get(ticket)} 行重复。` });
    else if (result.certified) rowErrors.push({ row, column: HEADERS.score, message: '该成绩已据以颁发证书，不能修改。' });
    if (typeof score === 'string') rowErrors.push({ row, column: HEADERS.score, message: score });
    if (ticket && !seen.has(ticket)) seen.set(ticket, row);
    if (rowErrors.length === 0 && result && typeof score === 'number') valid.push({ id: result.id, score });
    errors.push(...rowErrors);
  }
  const write = !dryRun && (mode === 'valid' || errors.length === 0) && valid.length > 0;
  if (write) {
    await db.transaction().execute(async (trx) => {
      for (const v of valid) {
        await trx.updateTable('exam_results').set({ score: v.score, passed: v.score >= exam.pass_score ? 1 : 0, updated_at: now }).where('id', '=', v.id).execute();
      }
    });
  }
  return { total: sheet.rows.length, valid: valid.length, imported: write ? valid.length : 0, errors };
}
