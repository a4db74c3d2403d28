import { loadExcelJS } from '@/lib/server/excel/exceljs';
import { noteSheet, tableSheet } from '@/lib/server/excel/xlsx';
import { levelFromText, levelNameZh } from '@/lib/format/skill-level';
import { parseLevels } from './occupations';
import { AppError } from '@/lib/server/domain/errors';
import { ClassCreateBody, type ClassCreateInput } from '@/lib/contract/class-admin';
import { MAX_ID } from '@/lib/contract/fields';
import { validationError } from '@/lib/server/domain/validation';
import type { Db } from '@/lib/server/db';
import { classProblems, insertClasses, orderProblems, ownedBy } from './class-admin-writes';
import { readImportSheet, type ImportSheet } from './import-sheet';
import type { ManagerScope } from './manager-scope';

// Importing classes from the downloadable template: every row is checked like a form (the same
// schema and rules), errors are reported per row and column, and the operator imports either all
// rows or none, or only the valid ones. Imported classes start as drafts.

type Column = { header: string; field: string; required?: boolean; example: string };
export const IMPORT_COLUMNS: Column[] = [
  { header: '班级名称', field: 'title', required: true, example: '保育师四级（中级工）周末班' },
  { header: '职业编码', field: 'occupation_id', required: true, example: '4-10-01-05' },
  { header: '等级', field: 'level', required: true, example: '四级/中级工' },
  { header: '培训机构', field: 'organization_id', example: '郑州市职业技术学院' },
  { header: '城市', field: 'city_code', required: true, example: '郑州市' },
  { header: '区县', field: 'area_code', example: '金水区' },
  { header: '地址', field: 'address', example: '金水路 88 号实训楼 3 层' },
  { header: '报名开始', field: 'enroll_start', example: '2026-12-01' },
  { header: '报名截止', field: 'enroll_end', example: '2026-12-20' },
  { header: '开班日期', field: 'start_date', required: true, example: '2027-01-05' },
  { header: '结班日期', field: 'end_date', required: true, example: '2027-02-28' },
  { header: '上课安排', field: 'schedule', example: '每周六、周日 9:00-17:00' },
  { header: '课时', field: 'hours', example: '120' },
  { header: '名额', field: 'capacity', required: true, example: '50' },
  { header: '培训费（元）', field: 'fee_cents', example: '1800' },
  { header: '补贴（元）', field: 'subsidy_cents', example: '1200' },
  { header: '需要实名认证', field: 'requires_verification', example: '是' },
  { header: '简介', field: 'description', example: '理论与实操结合，结业参加职业技能等级认定' },
];
const HEADER_OF = new Map(IMPORT_COLUMNS.map((c) => [c.field, c.header]));
export const MAX_IMPORT_ROWS = 5000;

export type ImportMode = 'all' | 'valid';
export type RowError = { row: number; column: string; message: string };
export type ImportReport = { total: number; valid: number; imported: number; errors: RowError[] };

/** The sample row's occupation is a real one of the catalogue, its own code beside its own name and a level it offers. */
async function sampleOccupation(db: Db): Promise<Record<string, string>> {
  const all = await db.selectFrom('occupations').select(['code', 'name', 'levels']).orderBy('code').execute();
  const offers = (o: { levels: string }, level: number) => parseLevels(o.levels).includes(level);
  const o = all.find((x) => offers(x, 4)) ?? all.find((x) => parseLevels(x.levels).length > 0);
  if (!o) return {};
  const level = offers(o, 4) ? 4 : parseLevels(o.levels)[0];
  return { title: `${o.name}${levelNameZh(level).split('/')[0]}（${levelNameZh(level).split('/')[1]}）周末班`, occupation_id: o.code, level: levelNameZh(level) };
}

export async function classImportTemplate(db: Db): Promise<Buffer> {
  const sample = await sampleOccupation(db);
  const workbook = new (await loadExcelJS()).Workbook();
  const sheet = tableSheet(workbook, '培训班', IMPORT_COLUMNS.map((c) => ({ header: c.required ? `${c.header}*` : c.header, key: c.field, width: Math.max(12, c.example.length * 2) })));
  sheet.addRow(IMPORT_COLUMNS.map((c) => sample[c.field] ?? c.example));
  const codes = tableSheet(workbook, '职业编码', [{ header: '职业编码', width: 14 }, { header: '职业名称', width: 24 }, { header: '可选等级', width: 12 }]);
  for (const o of await db.selectFrom('occupations').select(['code', 'name', 'levels']).orderBy('code').execute()) codes.addRow([o.code, o.name, o.levels]);
  noteSheet(workbook, '填写说明', [
    '带 * 的列必填；等级填 1–5 或等级名称（如 四级/中级工）；日期格式 YYYY-MM-DD；城市、区县可填名称或 6 位代码；金额单位为元；需要实名认证填“是”或“否”。',
    '第 2 行是示例，导入前请删除或改为真实数据。',
  ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Lookups = { occupations: Map<string, number>; cities: Map<string, string>; areas: Map<string, { code: string; city: string }> };

async function lookups(db: Db): Promise<Lookups> {
  const [occupations, regions] = await Promise.all([
    db.selectFrom('occupations').select(['id', 'code', 'name']).execute(),
    db.selectFrom('regions').select(['code', 'name', 'parent_code', 'level']).where('level', 'in', [2, 3]).execute(),
  ]);
  const byName = new Map<string, string>();
  for (const r of regions) byName.set(`${r.parent_code}/${r.name}`, r.code);
  return {
    occupations: new Map(occupations.flatMap((o) => [[o.code, o.id], [o.name, o.id]])),
    cities: new Map(regions.filter((r) => r.level === 2).flatMap((r) => [[r.code, r.code], [r.name, r.code]])),
    areas: new Map(regions.filter((r) => r.level === 3).flatMap((r) => [[r.code, { code: r.code, city: r.parent_code ?? '' }], [`${r.parent_code}/${r.name}`, { code: r.code, city: r.parent_code ?? '' }]])),
  };
}

const num = (v: string) => (v === '' ? undefined : Number.isFinite(Number(v)) ? Number(v) : v);
const cents = (v: string) => { const n = num(v); return typeof n === 'number' ? Math.round(n * 100) : n; };
const yesNo = (v: string) => (v === '' ? undefined : v === '是' ? true : v === '否' ? false : v);
const text = (v: string) => (v === '' ? undefined : v);

async function rowInput(db: Db, l: Lookups, v: Record<string, string>, orgIds: Map<string, number | undefined>) {
  const problems: RowError[] = [];
  const occupation = v['职业编码'] ? l.occupations.get(v['职业编码']) : undefined;
  if (v['职业编码'] && !occupation) problems.push({ row: 0, column: '职业编码', message: '职业编码不存在。' });
  const city = v['城市'] ? l.cities.get(v['城市']) : undefined;
  if (v['城市'] && !city) problems.push({ row: 0, column: '城市', message: '不是有效的城市名称或代码。' });
  const area = v['区县'] ? (l.areas.get(v['区县']) ?? l.areas.get(`${city}/${v['区县']}`)) : undefined;
  if (v['区县'] && !area) problems.push({ row: 0, column: '区县', message: '不是有效的区县名称或代码。' });
  let organization: number | undefined;
  const orgName = v['培训机构'];
  if (orgName) {
    if (!orgIds.has(orgName)) orgIds.set(orgName, (await db.selectFrom('organizations').select('id').where('name', '=', orgName).executeTakeFirst())?.id);
    organization = orgIds.get(orgName);
    if (!organization) problems.push({ row: 0, column: '培训机构', message: '没有这个名称的机构。' });
  }
  // A name that found nothing is already reported; a placeholder lets the row's other checks run.
  const input = {
    title: text(v['班级名称']), occupation_id: occupation ?? (v['职业编码'] ? MAX_ID : undefined), level: levelFromText(v['等级']) ?? num(v['等级']), organization_id: organization,
    city_code: city ?? (v['城市'] ? '000000' : undefined), area_code: area?.code, address: text(v['地址']), enroll_start: text(v['报名开始']),
    enroll_end: text(v['报名截止']), start_date: text(v['开班日期']), end_date: text(v['结班日期']), schedule: text(v['上课安排']), hours: num(v['课时']),
    capacity: num(v['名额']), fee_cents: cents(v['培训费（元）']), subsidy_cents: cents(v['补贴（元）']), requires_verification: yesNo(v['需要实名认证']),
    description: text(v['简介']),
  };
  return { input, problems };
}

const asRowErrors = (row: number, errors: Record<string, string[]>, skip: Set<string>): RowError[] =>
  Object.entries(errors).flatMap(([field, messages]) => {
    const column = HEADER_OF.get(field) ?? (field === 'request' ? '整行' : field);
    if (skip.has(column)) return [];
    return messages.map((m) => ({ row, column, message: m.startsWith(`${field} `) ? m.slice(field.length + 1) : m }));
  });

export type ImportProgress = (done: number, total: number) => void;

/** Reads an uploaded workbook and checks its shape; a file that cannot be imported at all is a 422. */
export async function classImportSheet(file: ArrayBuffer): Promise<ImportSheet> {
  const sheet = await readImportSheet(file, MAX_IMPORT_ROWS);
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !sheet.headers.includes(c.header)).map((c) => c.header);
  if (missing.length) throw new AppError('validation_failed', undefined, { file: [`file 缺少列：${missing.join('、')}。请使用导入模板。`] });
  if (sheet.rows.length === 0) throw new AppError('validation_failed', undefined, { file: ['file 没有数据行。'] });
  return sheet;
}

const PROGRESS_EVERY = 25;

/** Checks every row, then writes all or none, or only the valid rows; `progress` hears of each batch of rows checked. */
export async function importClassRows(
  db: Db, scope: ManagerScope, sheet: ImportSheet, mode: ImportMode, dryRun: boolean, now: string, progress?: ImportProgress,
): Promise<ImportReport> {
  const l = await lookups(db);
  const orgIds = new Map<string, number | undefined>();
  const valid: ClassCreateInput[] = [];
  const errors: RowError[] = [];
  const total = sheet.rows.length;
  for (const [index, { row, values }] of sheet.rows.entries()) {
    const { input, problems } = await rowInput(db, l, values, orgIds);
    const rowErrors = problems.map((p) => ({ ...p, row }));
    const reported = new Set(rowErrors.map((e) => e.column));
    const parsed = ClassCreateBody.safeParse(input);
    if (!parsed.success) {
      const errors = { ...(validationError(parsed.error, input).errors ?? {}) };
      for (const [field, messages] of Object.entries(orderProblems(input))) errors[field] = [...(errors[field] ?? []), ...messages];
      rowErrors.push(...asRowErrors(row, errors, reported));
    }
    else {
      const owned = ownedBy(scope, parsed.data);
      rowErrors.push(...asRowErrors(row, await classProblems(db, scope, owned, owned.teacher_ids), reported));
      if (rowErrors.length === 0) valid.push(owned);
    }
    errors.push(...rowErrors);
    if (progress && ((index + 1) % PROGRESS_EVERY === 0 || index + 1 === total)) progress(index + 1, total);
  }
  const willImport = !dryRun && (mode === 'valid' || errors.length === 0);
  const imported = willImport && valid.length ? (await insertClasses(db, valid, now)).length : 0;
  return { total, valid: valid.length, imported, errors };
}
