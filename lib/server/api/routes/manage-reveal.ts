import { createRoute, z } from '@hono/zod-openapi';
import { managerScope } from '@/lib/server/services/manager-scope';
import { REVEAL_FIELDS, REVEAL_SUBJECT_NAMES, REVEAL_SUBJECTS, revealPersonal } from '@/lib/server/services/personal-reveal';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { AppError } from '@/lib/server/domain/errors';
import { item } from '../http/envelope';
import { ID_NUMBER_PERMISSION } from '../http/id-numbers';
import { managerHasPermission, requirePermission } from '../http/permission';
import { createRouter, dbOf } from '../http/router';
import { errorResponse, errorResponses, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { documented, jsonObject, parseInput } from '../http/request-body';
import { RevealedSchema } from '@/lib/contract/manager-shell';

// Click-to-reveal: one whole phone or ID number of one record. The POST itself is what the
// operation log records (module = subject, action = reveal, the record's id in the path).

const RevealParams = idParam.extend({ subject: z.enum(REVEAL_SUBJECT_NAMES).openapi({ param: { name: 'subject', in: 'path' } }) });
const RevealBody = z.object({ field: z.enum(REVEAL_FIELDS) }).strict().openapi('RevealBody');

const revealRoute = createRoute({
  ...managerAccess(ID_NUMBER_PERMISSION), method: 'post', path: '/{subject}/{id}/reveal', tags: ['manage-reveal'],
  summary: "One record's whole phone or ID number, logged (permission learners.id-number and the list's own view permission)",
  request: { params: RevealParams, body: { required: true, content: { 'application/json': { schema: RevealBody } } } },
  responses: {
    200: json(itemOf(RevealedSchema), 'The whole value'), ...unauthenticatedResponse, 403: errorResponse('The manager lacks a permission'),
    ...notFoundResponse, ...errorResponses,
  },
});

const router = createRouter();
export const manageRevealRoutes = router.on(
  revealRoute.method, documented(router, revealRoute), requireManager(), requirePermission(revealRoute), async (c) => {
    const { subject, id } = parseInput(RevealParams, { subject: c.req.param('subject'), id: c.req.param('id') });
    const { field } = parseInput(RevealBody, await jsonObject(c));
    const db = await dbOf(c);
    if (!(await managerHasPermission(db, c.var.managerId, REVEAL_SUBJECTS[subject].permission))) throw new AppError('forbidden');
    const value = await revealPersonal(db, await managerScope(db, c.var.managerId), subject, id, field);
    c.header('cache-control', 'private, no-store');
    return c.json(item({ value }), 200);
  },
);
