import type { TrainingClass } from '@/lib/contract/training-class';
import type { ManageClassFilters } from '@/lib/contract/class-admin';
import type { Db } from '@/lib/server/db';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import { orderedClasses } from './class-admin';
import type { RosterEntry } from './class-roster';
import { attachClassIncludes, toTrainingClass } from './classes';
import type { ManagerScope } from './manager-scope';
import { formatDateTime } from '@/lib/format/date';
import { enumLabelZh, enumValues } from '@/lib/format/enum-labels';
import { levelNameZh } from '@/lib/format/skill-level';

// What the class list and roster exports contain. Money is shown in yuan, statuses in Chinese.

// Labels come from the one dictionary the pages show (lib/format/enum-labels.ts), times in the platform zone.
export const CLASS_STATUS_LABELS: Record<string, string> = Object.fromEntries(enumValues('classStatus').map((v) => [v, enumLabelZh('classStatus', v)]));
export const ENROLLMENT_STATUS_LABELS: Record<string, string> = Object.fromEntries(enumValues('enrollmentStatus').map((v) => [v, enumLabelZh('enrollmentStatus', v)]));
const yuan = (cents: number) => cents / 100;

export const CLASS_EXPORT_COLUMNS: XlsxColumn<TrainingClass>[] = [
  { header: 'ID', width: 8, value: (c) => c.id },
  { header: '班级名称', width: 30, value: (c) => c.title },
  { header: '职业（工种）', width: 16, value: (c) => c.occupation?.data.name ?? null },
  { header: '等级', width: 14, value: (c) => levelNameZh(c.level) },
  { header: '培训机构', width: 26, value: (c) => c.organization?.data?.name ?? null },
  { header: '城市', width: 10, value: (c) => c.city?.data?.name ?? c.city_code },
  { header: '区县', width: 10, value: (c) => c.area?.data?.name ?? c.area_code },
  { header: '地址', width: 24, value: (c) => c.address },
  { header: '报名开始', width: 12, value: (c) => c.enroll_start },
  { header: '报名截止', width: 12, value: (c) => c.enroll_end },
  { header: '开班日期', width: 12, value: (c) => c.start_date },
  { header: '结班日期', width: 12, value: (c) => c.end_date },
  { header: '课时', width: 6, value: (c) => c.hours },
  { header: '名额', width: 6, value: (c) => c.capacity },
  { header: '已报名', width: 8, value: (c) => c.enrolled_count },
  { header: '培训费（元）', width: 12, value: (c) => yuan(c.fee_cents) },
  { header: '补贴（元）', width: 12, value: (c) => yuan(c.subsidy_cents) },
  { header: '状态', width: 10, value: (c) => CLASS_STATUS_LABELS[c.status] ?? c.status },
];

/** The filtered list in chunks of `chunk` classes with their names attached, for the streamed export. */
export async function* classExportChunks(db: Db, scope: ManagerScope, filters: ManageClassFilters, chunk = 1000): AsyncGenerator<TrainingClass[]> {
  for (let skip = 0; ; skip += chunk) {
    const rows = await orderedClasses(db, scope, filters).limit(chunk).offset(skip).execute();
    if (rows.length === 0) return;
    const data = rows.map(toTrainingClass);
    await attachClassIncludes(db, data, { occupation: {}, organization: {}, city: {}, area: {} });
    yield data;
    if (rows.length < chunk) return;
  }
}

export const ROSTER_EXPORT_COLUMNS: XlsxColumn<RosterEntry>[] = [
  { header: '姓名', width: 10, value: (r) => r.real_name },
  { header: '手机号', width: 14, value: (r) => r.phone },
  { header: '身份证号', width: 20, value: (r) => r.id_number },
  { header: '状态', width: 10, value: (r) => ENROLLMENT_STATUS_LABELS[r.status] ?? r.status },
  { header: '学习时长（小时）', width: 16, value: (r) => r.study_hours },
  { header: '考试', width: 24, value: (r) => r.exam?.title ?? null },
  { header: '准考证号', width: 18, value: (r) => r.exam?.ticket_no ?? null },
  { header: '成绩', width: 8, value: (r) => r.exam?.score ?? null },
  { header: '是否合格', width: 10, value: (r) => (r.exam?.passed === true ? '合格' : r.exam?.passed === false ? '不合格' : null) },
  { header: '报名时间', width: 20, value: (r) => formatDateTime(r.created_at, { empty: '' }) },
];
