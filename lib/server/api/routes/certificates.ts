import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { findCertificateByNo, findCertificatesByHolder } from '@/lib/server/services/certificates';
import { holderMatches, logHolderCheck, type HolderCheckOutcome } from '@/lib/server/services/certificate-holder-check';
import { holderName, idNumber } from '@/lib/contract/person';
import { CERT_NO_PATTERN, normalizeCertNo } from '@/lib/validation/certificate-query';
import { collection, item } from '../http/envelope';
import { AppError, tooManyRequests } from '@/lib/server/domain/errors';
import { clientIp } from '../http/auth';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { documented, validated } from '../http/request-body';
import { collectionOf, errorResponse, errorResponses, itemOf, json, notFoundResponse } from '../http/schemas';
import { CertificateSchema, HolderCheckSchema } from '@/lib/contract/certificate';
import { MOXIBUSTION_CERT_NO_PATTERN } from '@/lib/validation/moxibustion';
import { publicAccess } from '../http/access';
import { appContext, nowIsoOf } from '@/lib/server/app-context';

// Public certificate verification (SPEC.md §2 /cerQuery). Guessing ID numbers and walking the
// sequential numbers are the abuses to slow down, so every lookup is capped per address. An ID
// number travels only in a request body, never in a URL (issue 30): URLs end up in browser history,
// proxies' logs and Referer headers.
export const CERTIFICATE_QUERY_LIMIT_MESSAGE = '查询过于频繁，请稍后再试。';

// Messages follow the field name (http/validation.ts), e.g. "cert_no 应为 1 位大写字母加 21 位数字。"
const certNo = z
  .string()
  .transform(normalizeCertNo)
  .refine((v) => CERT_NO_PATTERN.test(v), '应为 1 位大写字母加 21 位数字。')
  .openapi({ type: 'string', pattern: CERT_NO_PATTERN.source, example: 'S0000410000122512345678' });

export { holderName, idNumber } from '@/lib/contract/person';

const QueryBody = z
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
  .openapi('CertificateQueryBody');

/** By number only: a lookup by holder is POST, so the ID number never sits in a URL. */
const NumberQuery = z.object({ cert_no: certNo });

/** A skills certificate (S…) or a programme certificate (AJ…), both of which print a signed QR code. */
const anyCertNo = z
  .string()
  .transform(normalizeCertNo)
  .refine((v) => CERT_NO_PATTERN.test(v) || MOXIBUSTION_CERT_NO_PATTERN.test(v), '应为证书编号（1 位大写字母加 21 位数字，或 AJ 加 10 位数字）。')
  .openapi({ type: 'string', example: 'S0000410000122512345678', param: { name: 'cert_no', in: 'path' } });

const HolderCheckBody = z.object({ id_number: idNumber }).strict().openapi('HolderCheckBody');

const tooMany = { 429: errorResponse(`Too many queries from this address (${CERTIFICATE_QUERY_LIMIT_MESSAGE})`) };

const queryRoute = createRoute({
  ...publicAccess,
  method: 'post',
  path: '/',
  tags: ['certificates'],
  summary: 'Find certificates by number, or by holder name and ID number, given in the body (ID numbers masked; empty list when none match)',
  request: { body: { required: true, content: { 'application/json': { schema: QueryBody } } } },
  responses: { 200: json(collectionOf(CertificateSchema), 'Matching certificates, newest first'), ...tooMany, ...errorResponses },
});

const numberQueryRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['certificates'],
  summary: 'Find a certificate by number (a lookup by holder is the POST form, which keeps the ID number out of URLs)',
  request: { query: NumberQuery },
  responses: { 200: json(collectionOf(CertificateSchema), 'The certificate, or an empty list'), ...tooMany, ...errorResponses },
});

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/{cert_no}',
  tags: ['certificates'],
  summary: 'One certificate by number: the target of a verification link or QR code',
  request: { params: z.object({ cert_no: certNo.openapi({ param: { name: 'cert_no', in: 'path' } }) }) },
  responses: { 200: json(itemOf(CertificateSchema), 'The certificate'), ...notFoundResponse, ...tooMany, ...errorResponses },
});

export const HOLDER_CHECK_LIMIT_MESSAGE = '核对次数过多，请稍后再试。';

const holderCheckRoute = createRoute({
  ...publicAccess,
  method: 'post',
  path: '/{cert_no}/holder-check',
  tags: ['certificates'],
  summary: 'Whether an ID number is the one the certificate was issued to: yes or no, nothing else; rate-limited per address and per certificate, and logged without the number',
  request: { params: z.object({ cert_no: anyCertNo }), body: { required: true, content: { 'application/json': { schema: HolderCheckBody } } } },
  responses: {
    200: json(itemOf(HolderCheckSchema), 'The answer'),
    ...notFoundResponse,
    429: errorResponse(`Too many checks from this address or of this certificate (${HOLDER_CHECK_LIMIT_MESSAGE})`),
    ...errorResponses,
  },
});

/**
 * Every public lookup of holder data counts against one limit per address and register, by number
 * as by name and ID number: numbers are sequential, so an unlimited lookup by number would hand over
 * the whole register. Server-rendered certificate pages pass their visitor's address on.
 */
export async function limitLookups(c: Context<ApiEnv>, register: 'certificateQueryIp' | 'moxibustionQueryIp'): Promise<void> {
  const limit = await appContext(await dbOf(c)).limits[register].consume(clientIp(c) ?? 'unknown');
  if (!limit.allowed) throw tooManyRequests(CERTIFICATE_QUERY_LIMIT_MESSAGE, limit.retryAfterSeconds);
}

const certificateQueryRouter = createRouter();
export const certificateQueryRoutes = certificateQueryRouter
  .on(queryRoute.method, documented(certificateQueryRouter, queryRoute), validated(queryRoute), async (c) => {
    await limitLookups(c, 'certificateQueryIp');
    const { cert_no, name, id_number } = c.req.valid('json');
    const db = await dbOf(c);
    if (cert_no !== undefined) {
      const found = await findCertificateByNo(db, cert_no);
      return c.json(collection(found ? [found] : []), 200);
    }
    return c.json(collection(await findCertificatesByHolder(db, name!, id_number!)), 200);
  })
  .on(numberQueryRoute.method, documented(certificateQueryRouter, numberQueryRoute), validated(numberQueryRoute), async (c) => {
    await limitLookups(c, 'certificateQueryIp');
    const found = await findCertificateByNo(await dbOf(c), c.req.valid('query').cert_no);
    return c.json(collection(found ? [found] : []), 200);
  });

const certificateRouter = createRouter();
export const certificateRoutes = certificateRouter
  .on(showRoute.method, documented(certificateRouter, showRoute), validated(showRoute), async (c) => {
    await limitLookups(c, 'certificateQueryIp');
    const found = await findCertificateByNo(await dbOf(c), c.req.valid('param').cert_no);
    if (!found) throw new AppError('not_found', '证书不存在。');
    return c.json(item(found), 200);
  })
  .on(holderCheckRoute.method, documented(certificateRouter, holderCheckRoute), validated(holderCheckRoute), async (c) => {
    const started = performance.now();
    const db = await dbOf(c);
    const certNo = c.req.valid('param').cert_no;
    const ip = clientIp(c);
    const log = (outcome: HolderCheckOutcome, status: number) =>
      logHolderCheck(db, { certNo, outcome, ip, path: c.req.path, status, at: nowIsoOf(db), durationMs: Math.round(performance.now() - started) });
    const { limits } = appContext(db);
    // The address first, so one client guessing cannot use up a certificate's allowance for everyone else as fast.
    for (const limiter of [limits.holderCheckIp, limits.holderCheckCertificate]) {
      const limit = await limiter.consume(limiter === limits.holderCheckIp ? ip ?? 'unknown' : certNo);
      if (!limit.allowed) {
        await log('limited', 429);
        throw tooManyRequests(HOLDER_CHECK_LIMIT_MESSAGE, limit.retryAfterSeconds);
      }
    }
    const match = await holderMatches(db, certNo, c.req.valid('json').id_number);
    if (match === undefined) {
      await log('not_found', 404);
      throw new AppError('not_found', '证书不存在。');
    }
    await log(match ? 'match' : 'no_match', 200);
    return c.json({ data: { match } }, 200);
  });
