import { z } from '@hono/zod-openapi';
import { NoticeDetailSchema, NoticeSchema, ObjectionBody } from '@/lib/contract/subsidy/notice';
import { appContext, nowIsoOf } from '@/lib/server/app-context';
import { tooManyRequests } from '@/lib/server/domain/errors';
import { objectToNotice, publicNotice, publicNotices } from '@/lib/server/subsidy/notice';
import { clientIp } from '../http/auth';
import { item } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { collectionOf, errorResponse, itemOf, json, notFoundResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { conflict, jsonBody, open, publicRoute, writeErrors } from './subsidy-kit';

// The public notice of approved claims (mounted at /subsidy): masked lists, and objections from anyone.

const NoticeQuery = z.object({ city_code: z.string().regex(/^\d{6}$/).optional(), open: z.enum(['1', 'true']).optional() });

const listRoute = publicRoute('get', '/notices', 'Claims in public notice and recently out of it', {
  request: { query: NoticeQuery }, responses: { 200: json(collectionOf(NoticeSchema), 'Notices'), ...writeErrors },
});
const showRoute = publicRoute('get', '/notices/{id}', 'One notice: learners with names and ID numbers masked', {
  request: { params: idParam }, responses: { 200: json(itemOf(NoticeDetailSchema), 'The notice'), ...notFoundResponse, ...writeErrors },
});
const objectRoute = publicRoute('post', '/notices/{id}/objections', 'Object to a claim in notice; the message reaches the reviewers (rate-limited per address)', {
  request: { params: idParam, ...jsonBody(ObjectionBody) },
  responses: { 201: { description: 'Received' }, ...notFoundResponse, ...conflict('Notice period over'), 429: errorResponse('Too many objections from this address'), ...writeErrors },
});

const router = createRouter();
export const subsidyNoticeRoutes = router
  .on(...open(router, listRoute), async (c) => {
    const query = c.req.valid('query');
    const db = await dbOf(c);
    return c.json({ data: await publicNotices(db, nowIsoOf(db), { city_code: query.city_code, open: Boolean(query.open) }) }, 200);
  })
  .on(...open(router, showRoute), async (c) => {
    const id = c.req.valid('param').id;
    const db = await dbOf(c);
    return c.json(item(await publicNotice(db, nowIsoOf(db), id)), 200);
  })
  .on(...open(router, objectRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const db = await dbOf(c);
    const ip = clientIp(c);
    const limit = await appContext(db).limits.subsidyObjectionIp.consume(ip ?? 'unknown');
    if (!limit.allowed) throw tooManyRequests('提交异议过于频繁，请稍后再试。', limit.retryAfterSeconds);
    await objectToNotice(db, { type: 'public', id: null, name: input.contact_name || null, ip }, id, input, nowIsoOf(db));
    return c.body(null, 201);
  });
