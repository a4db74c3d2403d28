import { createRoute, z } from '@hono/zod-openapi';
import { env } from '@/lib/env';
import { appContext } from '@/lib/server/app-context';
import { renderCertificatePdf } from '@/lib/server/certificates/pdf';
import { issueCertificate } from '@/lib/server/services/certificate-issue';
import { listMyCertificates, myCertificatePdfInput } from '@/lib/server/services/my-certificates';
import { CERT_NO_PATTERN, normalizeCertNo } from '@/lib/validation/certificate-query';
import { requireManager, requireUser } from '../http/auth';
import { MyCertificateSchema } from '@/lib/contract/career';
import { collection, item } from '../http/envelope';
import { requirePermission } from '../http/permission';
import { learnerAccess, managerAccess } from '../http/access';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { binaryField, collectionOf, errorResponse, errorResponses, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idRef } from '@/lib/contract/fields';

const certNoParam = z
  .string()
  .transform(normalizeCertNo)
  .refine((v) => CERT_NO_PATTERN.test(v), '应为 1 位大写字母加 21 位数字。')
  .openapi({ param: { name: 'cert_no', in: 'path' }, type: 'string', pattern: CERT_NO_PATTERN.source, example: 'S0000410000122512345678' });

const listRoute = createRoute({
  method: 'get',
  path: '/user/certificates',
  tags: ['certificates'],
  summary: "The learner's certificates, newest first, each with the verification link its QR code carries",
  ...learnerAccess,
  middleware: [requireUser()] as const,
  responses: { 200: json(collectionOf(MyCertificateSchema), 'My certificates'), ...unauthenticatedResponse },
});

const pdfRoute = createRoute({
  method: 'get',
  path: '/user/certificates/{cert_no}/pdf',
  tags: ['certificates'],
  summary: "One of the learner's certificates as a PDF with a QR code to the public verification page; another's is a 404",
  ...learnerAccess,
  middleware: [requireUser()] as const,
  request: { params: z.object({ cert_no: certNoParam }) },
  responses: {
    200: { description: 'The certificate PDF', content: { 'application/pdf': { schema: binaryField } } },
    ...unauthenticatedResponse, ...notFoundResponse, ...errorResponses,
    503: errorResponse('No Chinese font is installed on the server'),
  },
});

const issueRoute = createRoute({
  method: 'post',
  path: '/certificates',
  tags: ['certificates'],
  summary: 'Issue the certificate of a completed enrolment whose learner passed the exam (permission certificates.issue); repeating it returns the same certificate with 200',
  ...managerAccess('certificates.issue'),
  request: { body: { required: true, content: { 'application/json': { schema: z.object({ enrollment_id: idRef() }).openapi('CertificateIssueBody') } } } },
  responses: {
    201: json(itemOf(MyCertificateSchema), 'Issued'),
    200: json(itemOf(MyCertificateSchema), 'Already issued: the same certificate'),
    ...unauthenticatedResponse,
    403: errorResponse('The manager lacks the permission'),
    ...notFoundResponse,
    409: errorResponse('The enrolment is not completed, or the learner has not passed the exam'),
    ...errorResponses,
  },
});

const myCertificateRouter = createRouter();
export const myCertificateRoutes = myCertificateRouter
  .on(listRoute.method, documented(myCertificateRouter, listRoute), validated(listRoute), async (c) => c.json(collection(await listMyCertificates(await dbOf(c), c.var.userId, env().SITE_URL)), 200))
  .on(pdfRoute.method, documented(myCertificateRouter, pdfRoute), validated(pdfRoute), async (c) => {
    const input = await myCertificatePdfInput(await dbOf(c), c.var.userId, c.req.valid('param').cert_no, env().SITE_URL);
    const pdf = await renderCertificatePdf(input);
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(pdf.length),
        'content-disposition': `attachment; filename="certificate-${input.certNo}.pdf"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  })
  .on(issueRoute.method, documented(myCertificateRouter, issueRoute), requireManager(), requirePermission(issueRoute), validated(issueRoute), async (c) => {
    const config = env();
    const db = await dbOf(c);
    const outcome = await issueCertificate(db, c.req.valid('json').enrollment_id, {
      managerId: c.var.managerId, province: config.PLATFORM_PROVINCE, siteUrl: config.SITE_URL, now: appContext(db).now(),
    });
    return c.json(item(outcome.certificate), outcome.created ? 201 : 200);
  });
