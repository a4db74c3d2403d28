import { z } from '@hono/zod-openapi';
import { platformDate } from '@/lib/format/time-zone';
import { attachmentHeaders, xlsxStream } from '@/lib/server/excel/xlsx';
import {
  issueMoxCertificates, listMoxCertificates, MOX_CERTIFICATE_EXPORT_COLUMNS, moxCertificateExportChunks, revokeMoxCertificate, setMoxCertificateIssuer, showMoxCertificate,
} from '@/lib/server/services/moxibustion-admin/certificates';
import { item, list } from '../http/envelope';
import { revealInExport } from '../http/id-numbers';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter } from '../http/router';
import { errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { dateParam, idRef, keywordParam } from '@/lib/contract/fields';
import { conflict, context, forbidden, guarded, jsonBody, reason, route, writeErrors, xlsx } from './manage-moxibustion-kit';
import { MoxibustionIssuerBody } from '@/lib/contract/moxibustion-batch';
import {
  ManagedMoxCertificateSchema as CertificateSchema, MOX_CERTIFICATE_STATUSES, MoxIssueReportSchema as IssueReport,
} from '@/lib/contract/moxibustion-admin';

// Programme certificates in the back office: issue, revoke, correct the issuer, list and export.

const Filters = z.object({
  status: z.enum(MOX_CERTIFICATE_STATUSES).optional(), batch_id: idRef().optional(),
  keyword: keywordParam.optional().openapi({ description: 'Certificate number or ID number (exact), or part of the name' }),
});
const ListQuery = Filters.extend(pageParams);
const issuer = MoxibustionIssuerBody.shape.issuer;
export const IssueBody = z
  .object({ enrollment_ids: z.array(idRef()).min(1).max(200), issuer: issuer.optional(), issued_on: dateParam.optional() })
  .openapi('MoxibustionIssueBody');
export const RevokeBody = z.object({ reason }).openapi('MoxibustionCertificateRevokeBody');
const one = (description: string) => json(itemOf(CertificateSchema), description);

const listRoute = route('get', '/', 'moxibustion.view', 'Programme certificates in my scope; ID numbers masked (whole ones by a logged reveal)', {
  request: { query: ListQuery }, responses: { 200: json(listOf(CertificateSchema), 'A page of certificates'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const exportRoute = route('get', '/export', 'moxibustion.view', 'The filtered certificates as a streamed .xlsx', {
  request: { query: Filters }, responses: { 200: xlsx('The workbook'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const showRoute = route('get', '/{id}', 'moxibustion.view', 'One programme certificate', {
  request: { params: idParam }, responses: { 200: one('The certificate'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...errorResponses },
});
const issueRoute = route('post', '/', 'moxibustion.certificates', 'Issue certificates to approved enrollees (AJ + year + serial); those not approved or already certified are skipped', {
  request: jsonBody(IssueBody), responses: { 201: json(itemOf(IssueReport), 'What was issued'), ...unauthenticatedResponse, ...forbidden, ...writeErrors },
});
const revokeRoute = route('post', '/{id}/revoke', 'moxibustion.certificates', 'Revoke a valid certificate with a reason; the public search then shows it revoked', {
  request: { params: idParam, ...jsonBody(RevokeBody) },
  responses: { 200: one('Revoked'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Already revoked'), ...writeErrors },
});
const issuerRoute = route('patch', '/{id}', 'moxibustion.certificates', 'Correct the issuer printed on a certificate', {
  request: { params: idParam, ...jsonBody(MoxibustionIssuerBody) }, responses: { 200: one('Saved'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...writeErrors },
});

const router = createRouter();
export const manageMoxibustionCertificateRoutes = router
  .on(...guarded(router, listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    // Masked for every manager; a whole ID number is one logged reveal (POST /manage/moxibustion-certificates/{id}/reveal).
    return c.json(list(c.req.url, pageRequest, await listMoxCertificates(db, scope, filters, pageRequest, false)), 200);
  })
  .on(...guarded(router, exportRoute), async (c) => {
    const filters = c.req.valid('query');
    const { db, scope } = await context(c);
    const body = xlsxStream([{ name: '艾灸证书', columns: MOX_CERTIFICATE_EXPORT_COLUMNS, chunks: moxCertificateExportChunks(db, scope, filters, await revealInExport(c, 'moxibustion-certificates')) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`艾灸证书-${platformDate()}.xlsx`) });
  })
  .on(...guarded(router, showRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await showMoxCertificate(db, scope, id, false)), 200);
  })
  .on(...guarded(router, issueRoute), async (c) => {
    const input = c.req.valid('json');
    const { db, scope, now } = await context(c);
    return c.json(item(await issueMoxCertificates(db, scope, { ...input, issued_on: input.issued_on ?? platformDate(new Date(now)) }, now)), 201);
  })
  .on(...guarded(router, revokeRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope, now } = await context(c);
    return c.json(item(await revokeMoxCertificate(db, scope, id, input.reason, now)), 200);
  })
  .on(...guarded(router, issuerRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope, now } = await context(c);
    return c.json(item(await setMoxCertificateIssuer(db, scope, id, input.issuer, now)), 200);
  });
