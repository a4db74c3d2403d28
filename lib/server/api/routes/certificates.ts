import { createRoute, z } from '@hono/zod-openapi';
import { findCertificateByNo, findCertificatesByHolder } from '@/lib/server/services/certificates';
import { checkIdNumber, ID_NUMBER_MESSAGES } from '@/lib/validation/id-number';
import { CERT_NO_PATTERN, CHINESE_NAME_PATTERN, normalizeCertNo } from '@/lib/validation/certificate-query';
import { collection, item } from '../http/envelope';
import { AppError } from '../http/errors';
import { clientIp } from '../http/auth';
import { createRouter, dbOf } from '../http/router';
import { CertificateSchema, collectionOf, errorResponse, errorResponses, itemOf, json, notFoundResponse } from '../http/schemas';
import { publicAccess } from '../http/access';
import { accountsRuntime } from '@/lib/server/auth/runtime';

// Public certificate verification (SPEC.md §2 /cerQuery). Guessing ID numbers is the abuse to
// slow down, so the query is capped per address.
export const CERTIFICATE_QUERY_LIMIT_MESSAGE = '查询过于频繁，请稍后再试。';

// Messages follow the field name (http/validation.ts), e.g. "cert_no 应为 1 位大写字母加 21 位数字。"
const certNo = z
  .string()
  .transform(normalizeCertNo)
  .refine((v) => CERT_NO_PATTERN.test(v), '应为 1 位大写字母加 21 位数字。')
  .openapi({ type: 'string', pattern: CERT_NO_PATTERN.source, example: 'S0000410000122512345678' });

export const holderName = z
  .string()
  .trim()
  .refine((v) => CHINESE_NAME_PATTERN.test(v), '应为 2–20 个汉字。')
  .openapi({ type: 'string', example: '张三' });

export const idNumber = z
  .string()
  .transform((v) => v.trim().toUpperCase())
  .superRefine((v, ctx) => {
    const checked = checkIdNumber(v);
    if (!checked.ok) ctx.addIssue({ code: 'custom', message: ID_NUMBER_MESSAGES[checked.problem] });
  })
  .openapi({ type: 'string', pattern: '^\\d{17}[\\dX]$', example: '11010519491231002X' });

const QuerySchema = z
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
  });

const tooMany = { 429: errorResponse(`Too many queries from this address (${CERTIFICATE_QUERY_LIMIT_MESSAGE})`) };

const queryRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['certificates'],
  summary: 'Find certificates by number, or by holder name and ID number (ID numbers masked; empty list when none match)',
  request: { query: QuerySchema },
  responses: { 200: json(collectionOf(CertificateSchema), 'Matching certificates, newest first'), ...tooMany, ...errorResponses },
});

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/{cert_no}',
  tags: ['certificates'],
  summary: 'One certificate by number: the target of a verification link or QR code',
  request: { params: z.object({ cert_no: certNo.openapi({ param: { name: 'cert_no', in: 'path' } }) }) },
  responses: { 200: json(itemOf(CertificateSchema), 'The certificate'), ...notFoundResponse, ...errorResponses },
});

export const certificateQueryRoutes = createRouter().openapi(queryRoute, async (c) => {
  const limit = await accountsRuntime(await dbOf(c)).limits.certificateQueryIp.consume(clientIp(c) ?? 'unknown');
  if (!limit.allowed) throw new AppError('too_many_requests', CERTIFICATE_QUERY_LIMIT_MESSAGE);
  const { cert_no, name, id_number } = c.req.valid('query');
  const db = await dbOf(c);
  if (cert_no !== undefined) {
    const found = await findCertificateByNo(db, cert_no);
    return c.json(collection(found ? [found] : []), 200);
  }
  return c.json(collection(await findCertificatesByHolder(db, name!, id_number!)), 200);
});

// Not throttled: it reveals nothing beyond a number the caller already holds, and the server-rendered
// certificate page calls it without a visitor address.
export const certificateRoutes = createRouter().openapi(showRoute, async (c) => {
  const found = await findCertificateByNo(await dbOf(c), c.req.valid('param').cert_no);
  if (!found) throw new AppError('not_found', '证书不存在。');
  return c.json(item(found), 200);
});
