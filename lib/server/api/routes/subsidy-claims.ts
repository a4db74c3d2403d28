import { AuditEntrySchema } from '@/lib/contract/subsidy/audit';
import { ClaimCreateBody, ClaimDetailSchema, ClaimPayeeBody, ClaimQuery, ClaimSchema } from '@/lib/contract/subsidy/claim';
import { ClassEligibilitySchema } from '@/lib/contract/subsidy/eligibility';
import { FraudSignalSchema } from '@/lib/contract/subsidy/fraud-signal';
import { ObjectionHandleBody, ObjectionSchema } from '@/lib/contract/subsidy/notice';
import { SUBSIDY_PERMISSIONS as P } from '@/lib/contract/subsidy/permissions';
import { ReviewBody } from '@/lib/contract/subsidy/review';
import { appContext } from '@/lib/server/app-context';
import { claimAudit } from '@/lib/server/subsidy/audit-log';
import { claimDetail, claimQueue, claimRow } from '@/lib/server/subsidy/claim-read';
import { createClaim, refreshClaim, setPayee, submitClaim } from '@/lib/server/subsidy/claims';
import { classEligibility, summary } from '@/lib/server/subsidy/eligibility';
import { claimFraudSignals } from '@/lib/server/subsidy/fraud-signals';
import { claimObjections, closeDueNotices, handleObjection } from '@/lib/server/subsidy/notice';
import { reviewClaim } from '@/lib/server/subsidy/review';
import { scopedClass } from '@/lib/server/subsidy/sessions';
import { item, list } from '../http/envelope';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter } from '../http/router';
import { collectionOf, itemOf, json, listOf, notFoundResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { conflict, guarded, jsonBody, managerContext, managerErrors, managerRoute, writeErrors } from './subsidy-kit';

// Claims (mounted at /manage/subsidy): eligibility of a class, the queue per role, one claim with
// everything the reviewer needs, the institution's steps and the city's review.

const ListQuery = ClaimQuery.extend(pageParams);
const detail = (d: string) => json(itemOf(ClaimDetailSchema), d);
const one = { ...managerErrors, ...notFoundResponse, ...writeErrors };
const stateful = { ...one, ...conflict('Not allowed in the current state') };

const eligibilityRoute = managerRoute('get', '/classes/{id}/eligibility', P.view, 'Eligibility of every learner of a class, with reasons', {
  request: { params: idParam }, responses: { 200: json(itemOf(ClassEligibilitySchema), 'Eligibility'), ...one },
});
const listRoute = managerRoute('get', '/claims', P.view, 'The claims queue in my scope', {
  request: { query: ListQuery }, responses: { 200: json(listOf(ClaimSchema), 'A page of claims'), ...managerErrors, ...writeErrors },
});
const createRoute = managerRoute('post', '/claims', P.claims, 'Create the claim of a class (certificates issued)', {
  request: jsonBody(ClaimCreateBody), responses: { 201: detail('Created'), ...stateful },
});
const showRoute = managerRoute('get', '/claims/{id}', P.view, 'One claim with its learner lines and attachments', {
  request: { params: idParam }, responses: { 200: detail('The claim'), ...one },
});
const refreshRoute = managerRoute('post', '/claims/{id}/refresh', P.claims, 'Recompute the lines (draft or returned)', {
  request: { params: idParam }, responses: { 200: detail('Recomputed'), ...stateful },
});
const payeeRoute = managerRoute('put', '/claims/{id}/payee', P.claims, 'Set the payee account (draft or returned)', {
  request: { params: idParam, ...jsonBody(ClaimPayeeBody) }, responses: { 200: detail('Saved'), ...stateful },
});
const submitRoute = managerRoute('post', '/claims/{id}/submit', P.claims, 'Submit the claim; its contents are frozen', {
  request: { params: idParam }, responses: { 200: detail('Submitted'), ...stateful },
});
const reviewRoute = managerRoute('post', '/claims/{id}/review', P.review, 'Approve (into public notice), reject or return for correction; per learner where needed', {
  request: { params: idParam, ...jsonBody(ReviewBody) }, responses: { 200: detail('Reviewed'), ...stateful },
});
const signalsRoute = managerRoute('get', '/claims/{id}/fraud-signals', P.view, 'Fraud signals for the reviewer (never decided automatically)', {
  request: { params: idParam }, responses: { 200: json(collectionOf(FraudSignalSchema), 'Signals'), ...one },
});
const objectionsRoute = managerRoute('get', '/claims/{id}/objections', P.view, 'Objections made during the public notice', {
  request: { params: idParam }, responses: { 200: json(collectionOf(ObjectionSchema), 'Objections'), ...one },
});
const handleRoute = managerRoute('post', '/objections/{id}/handle', P.review, 'Mark an objection handled, with a note', {
  request: { params: idParam, ...jsonBody(ObjectionHandleBody) }, responses: { 204: { description: 'Handled' }, ...stateful },
});
const auditRoute = managerRoute('get', '/claims/{id}/audit', P.view, "The claim's append-only audit entries", {
  request: { params: idParam }, responses: { 200: json(collectionOf(AuditEntrySchema), 'Entries'), ...one },
});

const router = createRouter();
export const subsidyClaimRoutes = router
  .on(...guarded(router, eligibilityRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope, now } = await managerContext(c);
    const cls = await scopedClass(db, scope, id);
    return c.json(item(summary(id, await classEligibility(db, cls, appContext(db).now()), now)), 200);
  })
  .on(...guarded(router, listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope, now } = await managerContext(c);
    await closeDueNotices(db, now);
    const pageRequest = pageOf({ page, per_page });
    const result = await claimQueue(db, scope, filters, pageRequest);
    return c.json(list(c.req.url, pageRequest, { data: result.items, total: result.total }), 200);
  })
  .on(...guarded(router, createRoute), async (c) => {
    const input = c.req.valid('json');
    const { db, scope, actor, now } = await managerContext(c);
    return c.json(item(await createClaim(db, scope, actor, input.class_id, now)), 201);
  })
  .on(...guarded(router, showRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope, now } = await managerContext(c);
    await closeDueNotices(db, now);
    const signals = await claimFraudSignals(db, scope, id);
    return c.json(item(await claimDetail(db, scope, id, signals.length)), 200);
  })
  .on(...guarded(router, refreshRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope, actor, now } = await managerContext(c);
    return c.json(item(await refreshClaim(db, scope, actor, id, now)), 200);
  })
  .on(...guarded(router, payeeRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope, actor, now } = await managerContext(c);
    return c.json(item(await setPayee(db, scope, actor, id, input, now)), 200);
  })
  .on(...guarded(router, submitRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope, actor, now } = await managerContext(c);
    return c.json(item(await submitClaim(db, scope, actor, id, now)), 200);
  })
  .on(...guarded(router, reviewRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope, actor, now } = await managerContext(c);
    return c.json(item(await reviewClaim(db, scope, actor, id, input, now)), 200);
  })
  .on(...guarded(router, signalsRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await managerContext(c);
    return c.json({ data: await claimFraudSignals(db, scope, id) }, 200);
  })
  .on(...guarded(router, objectionsRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await managerContext(c);
    return c.json({ data: await claimObjections(db, scope, id) }, 200);
  })
  .on(...guarded(router, handleRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope, actor, now } = await managerContext(c);
    await handleObjection(db, scope, actor, id, input.note, now);
    return c.body(null, 204);
  })
  .on(...guarded(router, auditRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await managerContext(c);
    await claimRow(db, scope, id);
    return c.json({ data: await claimAudit(db, id) }, 200);
  });

