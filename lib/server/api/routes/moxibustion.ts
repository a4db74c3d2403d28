import { createRoute, z } from '@hono/zod-openapi';
import {
  findBatch,
  findMoxibustionCertificate,
  findMoxibustionCertificatesByHolder,
  listBatches,
  listEnrollees,
  moxibustionSummary,
} from '@/lib/server/services/moxibustion';
import { MOXIBUSTION_CERT_NO_PATTERN, normalizeMoxibustionCertNo } from '@/lib/validation/moxibustion';
import { collection, item, list } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { parseIncludes, type IncludeTree } from '../http/includes';
import { MOXIBUSTION_BATCH_STATUSES, MoxibustionBatchSchema, MoxibustionCertificateSchema, MoxibustionEnrolleeSchema, MoxibustionSummarySchema } from '@/lib/contract/moxibustion';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { collectionOf, errorResponse, errorResponses, itemOf, json, listOf, notFoundResponse } from '../http/schemas';
import { idParam, includeParam } from '../http/validation';
import { CERTIFICATE_QUERY_LIMIT_MESSAGE, holderName, idNumber, limitLookups } from './certificates';
import { publicAccess } from '../http/access';

// The moxibustion (艾灸) programme, read side: batches, admission lists, certificates.
const INCLUDES: IncludeTree = { city: {} };
export const MOXIBUSTION_QUERY_LIMIT_MESSAGE = CERTIFICATE_QUERY_LIMIT_MESSAGE;

const certNo = z
  .string()
  .transform(normalizeMoxibustionCertNo)
  .refine((v) => MOXIBUSTION_CERT_NO_PATTERN.test(v), '应为 AJ 加 10 位数字。')
  .openapi({ type: 'string', pattern: MOXIBUSTION_CERT_NO_PATTERN.source, example: 'AJ2026000001' });

// A lookup by holder sends the ID number in a POST body, never in a URL (issue 30); GET finds by number only.
const CertificateQueryBody = z
  .object({ cert_no: certNo.optional(), name: holderName.optional(), id_number: idNumber.optional() })
  .superRefine((q, ctx) => {
    if (q.cert_no !== undefined) return;
    if (q.name === undefined && q.id_number === undefined) {
      ctx.addIssue({ code: 'custom', path: ['cert_no'], message: '必须填写，或同时填写 name 和 id_number。' });
    } else if (q.name === undefined) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: '必须与 id_number 一起填写。' });
    } else if (q.id_number === undefined) {
      ctx.addIssue({ code: 'custom', path: ['id_number'], message: '必须与 name 一起填写。' });
    }
  })
  .openapi('MoxibustionCertificateQueryBody');

const tags = ['moxibustion'];

const summaryRoute = createRoute({
  ...publicAccess,
  method: 'get', path: '/summary', tags, summary: 'Headline figures of the moxibustion programme',
  responses: { 200: json(itemOf(MoxibustionSummarySchema), 'The figures'), ...errorResponses },
});

const batchesRoute = createRoute({
  ...publicAccess,
  method: 'get', path: '/batches', tags, summary: 'Batches (期) of the programme, open enrolment first',
  request: {
    query: z.object({
      ...pageParams,
      status: z.enum(MOXIBUSTION_BATCH_STATUSES).optional(),
      city_code: z.string().regex(/^\d{6}$/).optional(),
      include: includeParam.optional(),
    }),
  },
  responses: { 200: json(listOf(MoxibustionBatchSchema), 'A page of batches'), ...errorResponses },
});

const batchRoute = createRoute({
  ...publicAccess,
  method: 'get', path: '/batches/{id}', tags, summary: 'One batch: schedule, venue, organiser, certificate issuer, seats',
  request: { params: idParam, query: z.object({ include: includeParam.optional() }) },
  responses: { 200: json(itemOf(MoxibustionBatchSchema), 'The batch'), ...notFoundResponse, ...errorResponses },
});

const enrolleesRoute = createRoute({
  ...publicAccess,
  method: 'get', path: '/batches/{id}/enrollees', tags, summary: 'The published admission list of a batch (names masked)',
  request: { params: idParam, query: z.object(pageParams) },
  responses: { 200: json(listOf(MoxibustionEnrolleeSchema), 'A page of admitted learners'), ...notFoundResponse, ...errorResponses },
});

const certificatesRoute = createRoute({
  ...publicAccess,
  method: 'get', path: '/certificates', tags,
  summary: 'Find a programme certificate by number (a lookup by holder is POST /moxibustion/certificate-queries, which keeps the ID number out of URLs)',
  request: { query: z.object({ cert_no: certNo }) },
  responses: {
    200: json(collectionOf(MoxibustionCertificateSchema), 'The certificate, or an empty list'),
    429: errorResponse(`Too many queries from this address (${MOXIBUSTION_QUERY_LIMIT_MESSAGE})`),
    ...errorResponses,
  },
});

const certificateQueryRoute = createRoute({
  ...publicAccess,
  method: 'post', path: '/certificate-queries', tags,
  summary: 'Find programme certificates by number, or by holder name and ID number, given in the body (ID numbers masked; empty list when none match)',
  request: { body: { required: true, content: { 'application/json': { schema: CertificateQueryBody } } } },
  responses: {
    200: json(collectionOf(MoxibustionCertificateSchema), 'Matching certificates, newest first'),
    429: errorResponse(`Too many queries from this address (${MOXIBUSTION_QUERY_LIMIT_MESSAGE})`),
    ...errorResponses,
  },
});

const certificateRoute = createRoute({
  ...publicAccess,
  method: 'get', path: '/certificates/{cert_no}', tags, summary: 'One programme certificate by number, with its issuer',
  request: { params: z.object({ cert_no: certNo.openapi({ param: { name: 'cert_no', in: 'path' } }) }) },
  responses: {
    200: json(itemOf(MoxibustionCertificateSchema), 'The certificate'),
    429: errorResponse(`Too many queries from this address (${MOXIBUSTION_QUERY_LIMIT_MESSAGE})`),
    ...notFoundResponse,
    ...errorResponses,
  },
});

const moxibustionRouter = createRouter();
export const moxibustionRoutes = moxibustionRouter
  .on(summaryRoute.method, documented(moxibustionRouter, summaryRoute), validated(summaryRoute), async (c) => c.json(item(await moxibustionSummary(await dbOf(c))), 200))
  .on(batchesRoute.method, documented(moxibustionRouter, batchesRoute), validated(batchesRoute), async (c) => {
    const { include, page, per_page, ...filters } = c.req.valid('query');
    const pageRequest = pageOf({ page, per_page });
    const result = await listBatches(await dbOf(c), filters, pageRequest, parseIncludes(include, INCLUDES));
    return c.json(list(c.req.url, pageRequest, result), 200);
  })
  .on(batchRoute.method, documented(moxibustionRouter, batchRoute), validated(batchRoute), async (c) => {
    const found = await findBatch(await dbOf(c), c.req.valid('param').id, parseIncludes(c.req.valid('query').include, INCLUDES));
    if (!found) throw new AppError('not_found', '培训期次不存在。');
    return c.json(item(found), 200);
  })
  .on(enrolleesRoute.method, documented(moxibustionRouter, enrolleesRoute), validated(enrolleesRoute), async (c) => {
    const db = await dbOf(c);
    const batch = await findBatch(db, c.req.valid('param').id, {});
    if (!batch) throw new AppError('not_found', '培训期次不存在。');
    const pageRequest = pageOf(c.req.valid('query'));
    return c.json(list(c.req.url, pageRequest, await listEnrollees(db, batch.code, pageRequest)), 200);
  })
  .on(certificatesRoute.method, documented(moxibustionRouter, certificatesRoute), validated(certificatesRoute), async (c) => {
    await limitLookups(c, 'moxibustionQueryIp');
    const found = await findMoxibustionCertificate(await dbOf(c), c.req.valid('query').cert_no);
    return c.json(collection(found ? [found] : []), 200);
  })
  .on(certificateQueryRoute.method, documented(moxibustionRouter, certificateQueryRoute), validated(certificateQueryRoute), async (c) => {
    await limitLookups(c, 'moxibustionQueryIp');
    const { cert_no, name, id_number } = c.req.valid('json');
    const db = await dbOf(c);
    if (cert_no !== undefined) {
      const found = await findMoxibustionCertificate(db, cert_no);
      return c.json(collection(found ? [found] : []), 200);
    }
    return c.json(collection(await findMoxibustionCertificatesByHolder(db, name!, id_number!)), 200);
  })
  .on(certificateRoute.method, documented(moxibustionRouter, certificateRoute), validated(certificateRoute), async (c) => {
    await limitLookups(c, 'moxibustionQueryIp');
    const found = await findMoxibustionCertificate(await dbOf(c), c.req.valid('param').cert_no);
    if (!found) throw new AppError('not_found', '证书不存在。');
    return c.json(item(found), 200);
  });
