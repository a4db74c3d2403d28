import type { ManageScreen } from '@/lib/contract/data-screen/figures';
import { loadExcelJS } from '@/lib/server/excel/exceljs';
import { safeCell, tableSheet, type Cell } from '@/lib/server/excel/xlsx';
import { levelNameZh } from '@/lib/format/skill-level';

// The screen's figures as .xlsx: one sheet per section, Chinese headers, the header row frozen. Money
// in yuan with two decimals, as the subsidy reports show it.

type Section = { name: string; headers: string[]; rows: Cell[][] };

const yuan = (fen: number) => (fen / 100).toFixed(2);
const percent = (rate: number | null) => (rate === null ? '' : `${(rate * 100).toFixed(1)}%`);

function sections(s: ManageScreen): Section[] {
  const list: Section[] = [
    {
      name: '总览',
      headers: ['指标', '数值'],
      rows: [
        ['范围', `${s.scope.province_name}${s.scope.level === 'city' ? ` · ${s.scope.name}` : ''}`],
        ['统计时间', s.computed_at],
        ['注册学员', s.learners.registered],
        ['实名认证学员', s.learners.verified],
        ['本月报名', s.enrollments.this_month],
        ['本年报名', s.enrollments.this_year],
        ['今日开班', s.classes_running_today],
        ['参考人次', s.exams.sat],
        ['合格人次', s.exams.passed],
        ['考试合格率', percent(s.exams.pass_rate)],
        ['发布岗位', s.jobs.posted],
        ['岗位投递', s.jobs.applications],
      ],
    },
    { name: '证书等级', headers: ['等级', '证书数'], rows: s.certificates_by_level.map((l) => [levelNameZh(l.level), l.count]) },
    { name: '热门职业（报名）', headers: ['职业（工种）', '报名人次'], rows: s.top_occupations_by_enrollment.map((o) => [o.name, o.count]) },
    { name: '热门职业（证书）', headers: ['职业（工种）', '证书数'], rows: s.top_occupations_by_certificates.map((o) => [o.name, o.count]) },
    {
      name: s.scope.level === 'city' ? '各区县' : '各地市',
      headers: [s.scope.level === 'city' ? '区县' : '地市', '培训学员', '证书数', '考试合格率', '补贴拨付（元）', '发布岗位'],
      rows: s.areas.map((a) => [a.name, a.learners, a.certificates, percent(a.pass_rate), yuan(a.subsidy_paid_fen), a.jobs]),
    },
    {
      name: '月度趋势',
      headers: ['月份', '注册学员', '报名人次', '证书数', '发布岗位', '岗位投递', ...(s.trends.subsidy_paid_fen ? ['补贴拨付（元）'] : [])],
      rows: s.trends.learners.map((p, i) => [
        p.month, p.value, s.trends.enrollments[i].value, s.trends.certificates[i].value, s.trends.jobs[i].value, s.trends.applications[i].value,
        ...(s.trends.subsidy_paid_fen ? [yuan(s.trends.subsidy_paid_fen[i].value)] : []),
      ]),
    },
  ];
  if (s.subsidy) {
    list.splice(1, 0, {
      name: '培训补贴',
      headers: ['项目', '金额（元）'],
      rows: [['申报金额', yuan(s.subsidy.claimed_fen)], ['核定金额', yuan(s.subsidy.approved_fen)], ['已拨付金额', yuan(s.subsidy.paid_fen)]],
    });
  }
  list.push({
    name: '最新动态',
    headers: ['类型', '时间', '姓名', '职业（工种）', '地区', '等级'],
    rows: s.feed.map((f) => [f.kind === 'certificate' ? '取证' : '报名', f.at, f.name_masked, f.occupation, f.area_name, f.level ? levelNameZh(f.level) : '']),
  });
  return list;
}

export async function screenWorkbook(screen: ManageScreen): Promise<Uint8Array<ArrayBuffer>> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  for (const section of sections(screen)) {
    const sheet = tableSheet(workbook, section.name, section.headers.map((header, i) => ({ header, key: String(i), width: i === 0 ? 24 : 16 })));
    for (const row of section.rows) sheet.addRow(row.map(safeCell));
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer as unknown as ArrayLike<number>);
}
