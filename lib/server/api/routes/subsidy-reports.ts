import { z } from '@hono/zod-openapi';
import { AuditEntrySchema } from '@/lib/contract/subsidy/audit';
import { yuanText } from '@/lib/contract/subsidy/money';
import { SUBSIDY_PERMISSIONS as P } from '@/lib/contract/subsidy/permissions';
import { ReportQuery, ReportSchema, type ReportRow } from '@/lib/contract/subsidy/report';
import { attachmentHeaders, once, XLSX_TYPE, xlsxStream, type XlsxColumn } from '@/lib/server/excel/xlsx';
import { scopedAudit } from '@/lib/server/subsidy/audit-log';
import { subsidyReport } from '@/lib/server/subsidy/reports';
import { item, list } from '../http/envelope';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter } from '../http/router';
import { binaryField, itemOf, json, listOf } from '../http/schemas';
import { idRef } from '@/lib/contract/fields';
import { guarded, managerContext, managerErrors, managerRoute, writeErrors } from './subsidy-kit';

// Reports (JSON and .xlsx) and the audit log, within the manager's scope (mounted at /manage/subsidy).

const GROUP_WORDS = { city: '地市', institution: '培训机构', occupation: '职业（工种）', month: '月份' } as const;
const AuditQuery = z.object({ claim_id: idRef().optional(), entity: z.string().max(20).optional(), ...pageParams });

const reportRoute = managerRoute('get', '/reports', P.reports, 'Claims, learners and fen by city, institution, occupation or month', {
  request: { query: ReportQuery }, responses: { 200: json(itemOf(ReportSchema), 'The report'), ...managerErrors, ...writeErrors },
});
const exportRoute = managerRoute('get', '/reports/export', P.reports, 'The same report as .xlsx', {
  request: { query: ReportQuery }, responses: { 200: { description: 'The sheet', content: { [XLSX_TYPE]: { schema: binaryField } } }, ...managerErrors, ...writeErrors },
});
const auditRoute = managerRoute('get', '/audit', P.view, 'Audit entries in my scope, newest first', {
  request: { query: AuditQuery }, responses: { 200: json(listOf(AuditEntrySchema), 'A page of entries'), ...managerErrors, ...writeErrors },
});

const columns = (group: keyof typeof GROUP_WORDS): XlsxColumn<ReportRow>[] => [
  { header: GROUP_WORDS[group], width: 24, value: (r) => r.label },
  { header: '申领数', width: 10, value: (r) => r.claims },
  { header: '学员数', width: 10, value: (r) => r.learners },
  { header: '符合条件人数', width: 14, value: (r) => r.eligible_learners },
  { header: '申报金额（元）', width: 16, value: (r) => yuanText(r.claimed_fen) },
  { header: '核定金额（元）', width: 16, value: (r) => yuanText(r.approved_fen) },
  { header: '已拨付金额（元）', width: 16, value: (r) => yuanText(r.paid_fen) },
];

const router = createRouter();
export const subsidyReportRoutes = router
  .on(...guarded(router, reportRoute), async (c) => {
    const query = c.req.valid('query');
    const { db, scope } = await managerContext(c);
    return c.json(item(await subsidyReport(db, scope, query)), 200);
  })
  .on(...guarded(router, exportRoute), async (c) => {
    const query = c.req.valid('query');
    const { db, scope, now } = await managerContext(c);
    const report = await subsidyReport(db, scope, query);
    const total: ReportRow = { key: '', label: '合计', ...report.totals };
    const body = xlsxStream([{ name: '补贴统计', columns: columns(query.group), chunks: once([...report.rows, total]) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`培训补贴统计-${GROUP_WORDS[query.group]}-${now.slice(0, 10)}.xlsx`) });
  })
  .on(...guarded(router, auditRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await managerContext(c);
    const pageRequest = pageOf({ page, per_page });
    const result = await scopedAudit(db, scope, filters, pageRequest);
    return c.json(list(c.req.url, pageRequest, { data: result.items, total: result.total }), 200);
  });
