import { z } from '@hono/zod-openapi';
import { AttendanceCorrectionBody, AttendanceCorrectionSchema, AttendanceRecordSchema, AttendanceSummarySchema } from '@/lib/contract/subsidy/attendance';
import { CheckInCodeSchema } from '@/lib/contract/subsidy/check-in';
import { idRef } from '@/lib/contract/fields';
import { SUBSIDY_PERMISSIONS as P } from '@/lib/contract/subsidy/permissions';
import { ClassSessionBody, ClassSessionSchema } from '@/lib/contract/subsidy/session';
import { appContext } from '@/lib/server/app-context';
import { correctAttendance, sessionAttendance } from '@/lib/server/subsidy/attendance';
import { codeFor } from '@/lib/server/subsidy/check-in-code';
import { classAttendance, classCorrections } from '@/lib/server/subsidy/class-attendance';
import { classSessions, createSession, deleteSession, scopedSession, updateSession } from '@/lib/server/subsidy/sessions';
import { item } from '../http/envelope';
import { createRouter } from '../http/router';
import { collectionOf, itemOf, json, notFoundResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { conflict, guarded, jsonBody, managerContext, managerErrors, managerRoute, writeErrors } from './subsidy-kit';

// Class sessions, the teacher's rotating check-in code, and the attendance of a session with the
// institution's corrections (mounted at /manage/subsidy).

const enrollmentParam = z.object({
  id: idParam.shape.id,
  enrollment_id: idRef().openapi({ param: { name: 'enrollment_id', in: 'path' }, example: 1 }),
});

const listRoute = managerRoute('get', '/classes/{id}/sessions', P.sessions, "A class's sessions", {
  request: { params: idParam }, responses: { 200: json(collectionOf(ClassSessionSchema), 'Sessions'), ...managerErrors, ...notFoundResponse, ...writeErrors },
});
const createRoute = managerRoute('post', '/classes/{id}/sessions', P.sessions, 'Schedule a session', {
  request: { params: idParam, ...jsonBody(ClassSessionBody) }, responses: { 201: json(itemOf(ClassSessionSchema), 'Scheduled'), ...managerErrors, ...notFoundResponse, ...writeErrors },
});
const updateRoute = managerRoute('put', '/sessions/{id}', P.sessions, 'Edit a session', {
  request: { params: idParam, ...jsonBody(ClassSessionBody) }, responses: { 200: json(itemOf(ClassSessionSchema), 'Saved'), ...managerErrors, ...notFoundResponse, ...writeErrors },
});
const deleteRoute = managerRoute('delete', '/sessions/{id}', P.sessions, 'Delete a session nobody checked in to', {
  request: { params: idParam }, responses: { 204: { description: 'Deleted' }, ...managerErrors, ...notFoundResponse, ...conflict('Has attendance'), ...writeErrors },
});
const codeRoute = managerRoute('get', '/sessions/{id}/code', P.sessions, 'The check-in code of the current 30-second window (six digits and the QR payload)', {
  request: { params: idParam }, responses: { 200: json(itemOf(CheckInCodeSchema), 'The code'), ...managerErrors, ...notFoundResponse, ...writeErrors },
});
const attendanceRoute = managerRoute('get', '/sessions/{id}/attendance', P.view, 'Attendance records of a session', {
  request: { params: idParam }, responses: { 200: json(collectionOf(AttendanceRecordSchema), 'Records'), ...managerErrors, ...notFoundResponse, ...writeErrors },
});
const correctRoute = managerRoute('put', '/sessions/{id}/attendance/{enrollment_id}', P.sessions, "Correct a learner's attendance in a session (reason required, logged, shown to reviewers)", {
  request: { params: enrollmentParam, ...jsonBody(AttendanceCorrectionBody) }, responses: { 200: json(itemOf(AttendanceRecordSchema), 'Corrected'), ...managerErrors, ...notFoundResponse, ...conflict('Claim submitted'), ...writeErrors },
});

const summaryRoute = managerRoute('get', '/classes/{id}/attendance', P.view, "Each learner's attendance in a class: offline, online and the rate", {
  request: { params: idParam }, responses: { 200: json(collectionOf(AttendanceSummarySchema), 'Per learner'), ...managerErrors, ...notFoundResponse, ...writeErrors },
});
const correctionsRoute = managerRoute('get', '/classes/{id}/corrections', P.view, "The institution's attendance corrections in a class, with reasons", {
  request: { params: idParam }, responses: { 200: json(collectionOf(AttendanceCorrectionSchema), 'Corrections'), ...managerErrors, ...notFoundResponse, ...writeErrors },
});

const router = createRouter();
export const subsidySessionRoutes = router
  .on(...guarded(router, listRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await managerContext(c);
    return c.json({ data: await classSessions(db, scope, id) }, 200);
  })
  .on(...guarded(router, summaryRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await managerContext(c);
    return c.json({ data: await classAttendance(db, scope, id) }, 200);
  })
  .on(...guarded(router, correctionsRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await managerContext(c);
    return c.json({ data: await classCorrections(db, scope, id) }, 200);
  })
  .on(...guarded(router, createRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope, actor, now } = await managerContext(c);
    return c.json(item(await createSession(db, scope, actor, id, input, now)), 201);
  })
  .on(...guarded(router, updateRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope, actor, now } = await managerContext(c);
    return c.json(item(await updateSession(db, scope, actor, id, input, now)), 200);
  })
  .on(...guarded(router, deleteRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope, actor, now } = await managerContext(c);
    await deleteSession(db, scope, actor, id, now);
    return c.body(null, 204);
  })
  .on(...guarded(router, codeRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await managerContext(c);
    const session = await scopedSession(db, scope, id);
    const at = appContext(db).now();
    const code = codeFor(db, id, at);
    const counts = await db.selectFrom('attendance_records').where('session_id', '=', id)
      .select((eb) => [eb.fn.count<number>('check_in_at').as('checked_in'), eb.fn.count<number>('check_out_at').as('checked_out')]).executeTakeFirstOrThrow();
    return c.json({
      data: {
        session_id: session.id, code: code.code, window: code.window, expires_at: code.expires_at, refresh_in_ms: code.refresh_in_ms,
        qr_payload: `/user/subsidy/check-in?s=${session.id}&c=${encodeURIComponent(code.signed)}`,
        checked_in: Number(counts.checked_in), checked_out: Number(counts.checked_out),
      },
    }, 200);
  })
  .on(...guarded(router, attendanceRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await managerContext(c);
    return c.json({ data: await sessionAttendance(db, scope, id) }, 200);
  })
  .on(...guarded(router, correctRoute), async (c) => {
    const id = c.req.valid('param').id;
    const enrollmentId = c.req.valid('param').enrollment_id;
    const input = c.req.valid('json');
    const { db, scope, actor, now } = await managerContext(c);
    return c.json(item(await correctAttendance(db, scope, actor, id, enrollmentId, input, now)), 200);
  });
