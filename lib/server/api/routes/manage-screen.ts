import type { Context } from 'hono';
import { ManageScreenQuerySchema, ManageScreenSchema, type ManageScreen } from '@/lib/contract/data-screen/figures';
import { SCREEN_PERMISSION } from '@/lib/contract/data-screen/routes';
import { appContext } from '@/lib/server/app-context';
import { managerScope } from '@/lib/server/services/manager-scope';
import { screenFeed } from '@/lib/server/services/screen/feed';
import { managerPlace } from '@/lib/server/services/screen/place';
import { screenWorkbook } from '@/lib/server/services/screen/workbook';
import { attachmentHeaders, XLSX_TYPE } from '@/lib/server/excel/xlsx';
import { platformDate } from '@/lib/format/time-zone';
import { item } from '../http/envelope';
import type { RouteInput } from '../http/request-body';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { binaryField, itemOf, json } from '../http/schemas';
import { guarded, managerErrors, managerRoute, writeErrors } from './subsidy-kit';
import { EVENT_STREAM_TYPE, keptFigures, screenEventStream } from './screen-kit';

// The back-office data screen (issue 32), mounted under /manage: the figures of the manager's
// province or city with the latest certificates and enrolments, the same as server-sent events,
// and as .xlsx. An organisation's managers are refused (403) even if a role gave them screen.view.

const query = { query: ManageScreenQuerySchema };
const screenErrors = { ...managerErrors, ...writeErrors };
const tags = ['data-screen'];

const showRoute = { ...managerRoute('get', '/screen', SCREEN_PERMISSION, "The data screen of the manager's province (?city_code= drills down) or city", {
  request: query, responses: { 200: json(itemOf(ManageScreenSchema), 'Figures and feed'), ...screenErrors },
}), tags };
const eventsRoute = { ...managerRoute('get', '/screen/events', SCREEN_PERMISSION, 'Server-sent events: `figures` (the ManageDataScreen JSON) at once and whenever the aggregates change, a `ping` comment every 15 s; without Accept: text/event-stream, the figures once', {
  request: query, responses: { 200: { description: 'An event stream', content: { [EVENT_STREAM_TYPE]: { schema: binaryField } } }, ...screenErrors },
}), tags };
const exportRoute = { ...managerRoute('get', '/screen/export', SCREEN_PERMISSION, "The data screen's figures as .xlsx, one sheet per section", {
  request: query, responses: { 200: { description: 'The workbook', content: { [XLSX_TYPE]: { schema: binaryField } } }, ...screenErrors },
}), tags };

async function screenOf(c: Context<ApiEnv, string, RouteInput<typeof showRoute>>) {
  const { city_code } = c.req.valid('query');
  const db = await dbOf(c);
  const context = appContext(db);
  const place = await managerPlace(db, context.province, await managerScope(db, c.var.managerId), city_code);
  const read = async (): Promise<ManageScreen> => {
    const [figures, feed] = await Promise.all([keptFigures(db, place, context.now()), screenFeed(db, place)]);
    return { ...figures, feed };
  };
  return { db, place, read, now: context.now() };
}

const router = createRouter();
export const manageScreenRoutes = router
  .on(...guarded(router, showRoute), async (c) => {
    const { read } = await screenOf(c);
    return c.json(item(await read()), 200);
  })
  .on(...guarded(router, eventsRoute), async (c) => {
    const { db, read } = await screenOf(c);
    const live = Boolean(c.req.header('accept')?.includes(EVENT_STREAM_TYPE));
    return screenEventStream({ db, signal: c.req.raw.signal, live, read });
  })
  .on(...guarded(router, exportRoute), async (c) => {
    const { read, place, now } = await screenOf(c);
    const body = await screenWorkbook(await read());
    return new Response(body, { status: 200, headers: attachmentHeaders(`数据大屏-${place.name}-${platformDate(now)}.xlsx`) });
  });
