import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { env } from '@/lib/env';
import { platformDate } from '@/lib/format/time-zone';
import { appContext } from '@/lib/server/app-context';
import { checkUrl } from '@/lib/credentials/claims';
import { renderCertificatePdf } from '@/lib/server/certificates/pdf';
import { attachmentHeaders, XLSX_TYPE, xlsxStream } from '@/lib/server/excel/xlsx';
import {
  CERTIFICATE_EXPORT_COLUMNS, certificateExportChunks, certificatePdfInput, listCertificates, reissueCertificate, revokeCertificate, showCertificate,
} from '@/lib/server/services/certificate-admin';
import { verifyUrl } from '@/lib/server/services/my-certificates';
import { certificateImportTemplate, importCertificates } from '@/lib/server/services/certificate-import';
import { managerScope } from '@/lib/server/services/manager-scope';
import { CHINESE_NAME_PATTERN } from '@/lib/validation/certificate-query';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item, list } from '../http/envelope';
import { revealInExport } from '../http/id-numbers';
import { pageOf, pageParams } from '../http/pagination';
import { requirePermission, type DeclaredAccess } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { binaryField, errorResponse, errorResponses, extensionOf, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { idRef, intParam, keywordParam } from '@/lib/contract/fields';
import { CERTIFICATE_STATUSES, CertificateDetailSchema as CertificateDetail, CertificateRowSchema } from '@/lib/contract/certificate-admin';
import { CertificateImportReportSchema as ReportSchema } from '@/lib/contract/import-report';
import { documented, validated } from '../http/request-body';
import { ImportFields, uploadedWorkbook } from './excel-upload';
import type { Permission } from '@/lib/contract/permissions';

// Back-office certificate register (issuing from an enrolment is POST /certificates): list, history,
// revoke, reissue, Excel export and import.

const tags = ['manage-certificates'];
const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
const conflict = (what: string) => ({ 409: errorResponse(what) }) as const;
const xlsx = (description: string) => ({ description, content: { [XLSX_TYPE]: { schema: binaryField } } });

const CertificateDetailSchema = extensionOf(CertificateRowSchema, 'ManagedCertificate', CertificateDetail, 'ManagedCertificateDetail');

const Filters = z.object({
  status: z.enum(CERTIFICATE_STATUSES).optional(), level: intParam(1, 5).optional(), class_id: idRef().optional(),
  keyword: keywordParam.optional().openapi({ description: 'Certificate number or ID number (exact), or part of the name' }),
});
const ListQuery = Filters.extend(pageParams);
export const RevokeBody = z.object({ reason: z.string().trim().min(2).max(200) }).openapi('CertificateRevokeBody');
export const ReissueBody = z
  .object({ reason: z.string().trim().min(2).max(200), holder_name: z.string().trim().regex(CHINESE_NAME_PATTERN, '必须是 2-20 个汉字。').optional() })
  .openapi('CertificateReissueBody');

const route = <X extends Pick<RouteConfig, 'request' | 'responses'>>(method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: X) =>
  createRoute({ ...managerAccess(permission), method, path, tags, summary: `${summary} (permission ${permission})`, ...extra });
const jsonBody = <S extends z.ZodType>(schema: S) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const writeErrors = { 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') };

const listRoute = route('get', '/', 'certificates.view', 'Certificates in my scope with search and filters; ID numbers masked (whole one at a time through POST /manage/certificates/{id}/reveal)', {
  request: { query: ListQuery }, responses: { 200: json(listOf(CertificateRowSchema), 'A page of certificates'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const exportRoute = route('get', '/export', 'certificates.export', 'The filtered certificates as a streamed .xlsx', {
  request: { query: Filters }, responses: { 200: xlsx('The workbook'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const templateRoute = route('get', '/import/template', 'certificates.issue', 'The certificate import template', {
  responses: { 200: xlsx('The template'), ...unauthenticatedResponse, ...forbidden },
});
const importRoute = route('post', '/import', 'certificates.issue', 'Import certificates issued elsewhere; row errors reported, all-or-none or valid rows only', {
  request: { body: { required: true, content: { 'multipart/form-data': { schema: ImportFields.extend({ file: binaryField }) } } } },
  responses: { 200: json(itemOf(ReportSchema), 'What was checked and imported'), ...unauthenticatedResponse, ...forbidden, 400: errorResponse('Not a form'), 422: errorResponse('No readable workbook') },
});
const showRoute = route('get', '/{id}', 'certificates.view', 'One certificate with its history (who, when, why) and what replaced it', {
  request: { params: idParam }, responses: { 200: json(itemOf(CertificateDetailSchema), 'The certificate'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});
const pdfRoute = route('get', '/{id}/pdf', 'certificates.view', 'One certificate as the PDF its holder downloads (ID number masked, QR code to the verification page)', {
  request: { params: idParam },
  responses: {
    200: { description: 'The certificate PDF', content: { 'application/pdf': { schema: binaryField } } },
    ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, 503: errorResponse('No Chinese font is installed on the server'),
  },
});
const revokeRoute = route('post', '/{id}/revoke', 'certificates.revoke', 'Revoke a valid certificate with a reason; the public check then shows it revoked', {
  request: { params: idParam, ...jsonBody(RevokeBody) },
  responses: { 200: json(itemOf(CertificateDetailSchema), 'The certificate'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Already revoked'), ...writeErrors },
});
const reissueRoute = route('post', '/{id}/reissue', 'certificates.issue', 'Reissue under a new number (optionally a corrected name); the old one is revoked and points to it', {
  request: { params: idParam, ...jsonBody(ReissueBody) },
  responses: { 201: json(itemOf(CertificateDetailSchema), 'The new certificate'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Already reissued'), ...writeErrors },
});

type Ctx = Context<ApiEnv>;
async function context(c: Ctx) {
  const db = await dbOf(c);
  return {
    db, scope: await managerScope(db, c.var.managerId),
    /** The app context's clock. */
    now: appContext(db).now(),
  };
}
const withLink = <T extends { cert_no: string; content_hash: string; signed_payload: string | null }>({ signed_payload, ...c }: T) => ({
  ...c, verify_url: verifyUrl(env().SITE_URL, c.cert_no), check_url: signed_payload ? checkUrl(env().SITE_URL, signed_payload) : null,
});

const router = createRouter();
const on = <R extends RouteConfig & DeclaredAccess>(r: R) => [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;
export const manageCertificateRoutes = router
  .on(...on(listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    // Masked in the list and the detail; a whole value is asked for one at a time (POST /manage/certificates/{id}/reveal, logged).
    return c.json(list(c.req.url, pageRequest, await listCertificates(db, scope, filters, pageRequest, false)), 200);
  })
  .on(...on(exportRoute), async (c) => {
    const filters = c.req.valid('query');
    const { db, scope, now } = await context(c);
    const body = xlsxStream([{ name: '证书', columns: CERTIFICATE_EXPORT_COLUMNS, chunks: certificateExportChunks(db, scope, filters, await revealInExport(c, 'certificates')) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`证书-${platformDate(now)}.xlsx`) });
  })
  .on(...on(templateRoute), async () => {
    return new Response(new Uint8Array(await certificateImportTemplate()), { status: 200, headers: attachmentHeaders('证书导入模板.xlsx') });
  })
  // The multipart form is read by uploadedWorkbook: the file part is checked by its bytes (excel-upload.ts).
  .on(importRoute.method, documented(router, importRoute), requireManager(), requirePermission(importRoute), async (c) => {
    const { file, mode, dryRun } = await uploadedWorkbook(c);
    const { db, scope, now } = await context(c);
    return c.json(item(await importCertificates(db, scope, file, mode, dryRun, c.var.managerId, now)), 200);
  })
  .on(...on(showRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(withLink(await showCertificate(db, scope, id, false))), 200);
  })
  .on(...on(pdfRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    const input = await certificatePdfInput(db, scope, id, env().SITE_URL);
    const pdf = await renderCertificatePdf(input);
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf', 'content-length': String(pdf.length), 'content-disposition': `attachment; filename="certificate-${input.certNo}.pdf"`,
        'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff',
      },
    });
  })
  .on(...on(revokeRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { reason } = c.req.valid('json');
    const { db, scope, now } = await context(c);
    return c.json(item(withLink(await revokeCertificate(db, scope, id, reason, now.toISOString()))), 200);
  })
  .on(...on(reissueRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope, now } = await context(c);
    return c.json(item(withLink(await reissueCertificate(db, scope, id, input, now))), 201);
  });
