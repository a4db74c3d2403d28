import { createRoute, z } from '@hono/zod-openapi';
import { appContext } from '@/lib/server/app-context';
import { storedFileResponse } from '@/lib/server/storage/respond';
import { AppError } from '@/lib/server/domain/errors';
import { closeAccount } from '@/lib/server/services/learner-rights/account-closure';
import { collectLearnerData } from '@/lib/server/services/learner-rights/data-export';
import { listRightsEvents, recordRightsEvent } from '@/lib/server/services/learner-rights/events';
import { holdingsOf } from '@/lib/server/services/learner-rights/holdings';
import {
  AccountClosureBody, ClosureResultSchema, DataExportSchema, EXPORT_SECTIONS, ExportPurpose, RightsEventKind, RightsEventSchema,
} from '@/lib/contract/learner-rights';
import { dateParam, idRef } from '@/lib/contract/fields';
import { learnerAccess, managerAccess } from '../http/access';
import { clientIp, requireManager, requireUser } from '../http/auth';
import { item, list } from '../http/envelope';
import { pageOf, pageParams } from '../http/pagination';
import { requirePermission } from '../http/permission';
import { documented, jsonObject, parseInput } from '../http/request-body';
import { createRouter, dbOf } from '../http/router';
import { binaryField, errorResponse, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { platformDate } from '@/lib/format/time-zone';

// The learner's rights (issue 30): download everything held about them, and close their account;
// the back office lists both. Every export and closure is logged (services/learner-rights/events.ts).

const tags = ['learner-rights'];
export const RIGHTS_PERMISSION = 'logs.learner-rights';

const ExportQuery = z.object({ purpose: ExportPurpose.optional() });
const FileQuery = z.object({ id: idRef() });
const EventQuery = z.object({
  ...pageParams, kind: RightsEventKind.optional(), from: dateParam.optional(), to: dateParam.optional(), user_id: idRef().optional(),
});

const exportRoute = createRoute({
  ...learnerAccess, method: 'get', path: '/data-export', tags,
  summary: 'Everything the platform holds about me, whole, as a JSON download (logged each time)',
  request: { query: ExportQuery },
  responses: { 200: json(DataExportSchema, 'The export, as an attachment, never cached'), ...unauthenticatedResponse, 422: errorResponse('Unknown purpose') },
});
const fileRoute = createRoute({
  ...learnerAccess, method: 'get', path: '/data-export/file', tags,
  summary: 'One of my own uploads (ID photos, enrolment documents, avatar), as the export links it',
  request: { query: FileQuery },
  responses: {
    200: { description: 'The file, never cached', content: { 'application/octet-stream': { schema: binaryField } } },
    ...unauthenticatedResponse, ...notFoundResponse, 422: errorResponse('Invalid id'),
  },
});
const closeRoute = createRoute({
  ...learnerAccess, method: 'post', path: '/account-closure', tags,
  summary: 'Close my account: sessions end, personal fields are erased, certificates stay verifiable (logged)',
  request: { body: { required: true, content: { 'application/json': { schema: AccountClosureBody } } } },
  responses: {
    200: json(itemOf(ClosureResultSchema), 'Closed'), 400: errorResponse('Unreadable body'), ...unauthenticatedResponse,
    409: errorResponse('Enrolments under way must end first (errors name them)'), 422: errorResponse('Wrong password, or not confirmed'),
    429: errorResponse('Too many wrong passwords: locked as the sign-in is'),
  },
});
const eventsRoute = createRoute({
  ...managerAccess(RIGHTS_PERMISSION), method: 'get', path: '/', tags,
  summary: `Learners' data exports and account closures, newest first (permission ${RIGHTS_PERMISSION})`,
  request: { query: EventQuery },
  responses: { 200: json(listOf(RightsEventSchema), 'A page of events'), ...unauthenticatedResponse, 403: errorResponse('The manager lacks the permission'), 422: errorResponse('Invalid filters') },
});

const router = createRouter();
export const learnerRightsRoutes = router
  .on(exportRoute.method, documented(router, exportRoute), requireUser(), async (c) => {
    const { purpose = 'download' } = parseInput(ExportQuery, c.req.query());
    const db = await dbOf(c);
    const now = appContext(db).now();
    const data = await collectLearnerData(db, c.var.userId, now);
    const records = Object.fromEntries(EXPORT_SECTIONS.map((s) => [s, data[s].length]));
    await recordRightsEvent(db, c.var.userId, 'export', { purpose, records }, now);
    c.header('content-disposition', `attachment; filename="my-data-${platformDate(now)}.json"`);
    c.header('cache-control', 'no-store');
    return c.json(data, 200);
  })
  .on(fileRoute.method, documented(router, fileRoute), requireUser(), async (c) => {
    const { id } = parseInput(FileQuery, c.req.query());
    const db = await dbOf(c);
    const holdings = await holdingsOf(db, c.var.userId);
    const file = holdings?.fileIds.includes(id) ? await db.selectFrom('files').select(['storage_key', 'mime', 'size', 'original_name']).where('id', '=', id).executeTakeFirst() : undefined;
    if (!file) throw new AppError('not_found', '文件不存在。');
    return storedFileResponse(appContext(db).storage, { storageKey: file.storage_key, mime: file.mime, size: file.size }, {
      range: c.req.header('range'), missing: '文件不存在。',
      headers: { 'cache-control': 'private, no-store', 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.original_name)}` },
    });
  })
  .on(closeRoute.method, documented(router, closeRoute), requireUser(), async (c) => {
    const { password } = parseInput(AccountClosureBody, await jsonObject(c));
    const db = await dbOf(c);
    return c.json(item(await closeAccount(db, appContext(db), c.var.userId, password, clientIp(c))), 200);
  });

const manageRouter = createRouter();
export const manageLearnerRightsRoutes = manageRouter.on(
  eventsRoute.method, documented(manageRouter, eventsRoute), requireManager(), requirePermission(eventsRoute), async (c) => {
    const { page, per_page, ...filters } = parseInput(EventQuery, c.req.query());
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listRightsEvents(await dbOf(c), filters, pageRequest)), 200);
  },
);
