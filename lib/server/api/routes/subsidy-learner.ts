import { AttendanceRecordSchema } from '@/lib/contract/subsidy/attendance';
import { CheckInBody } from '@/lib/contract/subsidy/check-in';
import { MySessionSchema, MySubsidySchema } from '@/lib/contract/subsidy/my-subsidy';
import { appContext } from '@/lib/server/app-context';
import { checkIn, checkOut } from '@/lib/server/subsidy/attendance';
import { mySessions } from '@/lib/server/subsidy/my-sessions';
import { mySubsidies } from '@/lib/server/subsidy/my-subsidies';
import { item } from '../http/envelope';
import { createRouter } from '../http/router';
import { collectionOf, errorResponse, itemOf, json, unauthenticatedResponse } from '../http/schemas';
import { jsonBody, learnerContext, learnerGuarded, learnerRoute, writeErrors } from './subsidy-kit';

// The learner's side (mounted at /user/subsidy): their sessions, check-in and check-out, their subsidies.

const refused = { 403: errorResponse('Not enrolled in the class'), 404: errorResponse('No such session'), 409: errorResponse('Not checked in') } as const;
const sessionsRoute = learnerRoute('get', '/sessions', 'My sessions (the last week and later) with my attendance', {
  responses: { 200: json(collectionOf(MySessionSchema), 'Sessions'), ...unauthenticatedResponse, ...writeErrors },
});
const checkInRoute = learnerRoute('post', '/check-in', "Check in with the session's current code; the location is optional and only flagged", {
  request: jsonBody(CheckInBody), responses: { 200: json(itemOf(AttendanceRecordSchema), 'Checked in'), ...unauthenticatedResponse, ...refused, ...writeErrors },
});
const checkOutRoute = learnerRoute('post', '/check-out', "Check out with the session's current code", {
  request: jsonBody(CheckInBody), responses: { 200: json(itemOf(AttendanceRecordSchema), 'Checked out'), ...unauthenticatedResponse, ...refused, ...writeErrors },
});

const subsidiesRoute = learnerRoute('get', '/subsidies', 'My subsidies: each claim line of mine, its status and amount', {
  responses: { 200: json(collectionOf(MySubsidySchema), 'Subsidies'), ...unauthenticatedResponse, ...writeErrors },
});

const router = createRouter();
export const subsidyLearnerRoutes = router
  .on(...learnerGuarded(router, sessionsRoute), async (c) => {
    const { db, userId } = await learnerContext(c);
    return c.json({ data: await mySessions(db, userId, appContext(db).now()) }, 200);
  })
  .on(...learnerGuarded(router, checkInRoute), async (c) => {
    const input = c.req.valid('json');
    const { db, actor } = await learnerContext(c);
    return c.json(item(await checkIn(db, actor, input, appContext(db).now())), 200);
  })
  .on(...learnerGuarded(router, checkOutRoute), async (c) => {
    const input = c.req.valid('json');
    const { db, actor } = await learnerContext(c);
    return c.json(item(await checkOut(db, actor, input, appContext(db).now())), 200);
  });

/** GET /user/subsidies (mounted at /user). */
const mineRouter = createRouter();
export const subsidyMineRoutes = mineRouter.on(...learnerGuarded(mineRouter, subsidiesRoute), async (c) => {
  const { db, userId } = await learnerContext(c);
  return c.json({ data: await mySubsidies(db, userId) }, 200);
});
