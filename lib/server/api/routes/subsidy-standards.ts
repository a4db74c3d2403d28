import { SUBSIDY_PERMISSIONS as P } from '@/lib/contract/subsidy/permissions';
import { SubsidyStandardBody, SubsidyStandardQuery, SubsidyStandardSchema } from '@/lib/contract/subsidy/standard';
import { createStandard, deleteStandard, listStandards, updateStandard } from '@/lib/server/subsidy/standards';
import { item } from '../http/envelope';
import { createRouter } from '../http/router';
import { collectionOf, itemOf, json, notFoundResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { conflict, guarded, jsonBody, managerContext, managerErrors, managerRoute, writeErrors } from './subsidy-kit';

// Subsidy standards (province managers write them; every subsidy manager reads them).

const listRoute = managerRoute('get', '/', P.view, 'Subsidy standards, filtered by occupation, level or the date they apply on', {
  request: { query: SubsidyStandardQuery }, responses: { 200: json(collectionOf(SubsidyStandardSchema), 'Standards'), ...managerErrors, ...writeErrors },
});
const createRoute = managerRoute('post', '/', P.standards, 'Create a standard', {
  request: jsonBody(SubsidyStandardBody), responses: { 201: json(itemOf(SubsidyStandardSchema), 'Created'), ...managerErrors, ...writeErrors },
});
const updateRoute = managerRoute('put', '/{id}', P.standards, 'Edit a standard; claims keep the amounts and rules they copied', {
  request: { params: idParam, ...jsonBody(SubsidyStandardBody) }, responses: { 200: json(itemOf(SubsidyStandardSchema), 'Saved'), ...managerErrors, ...notFoundResponse, ...writeErrors },
});
const deleteRoute = managerRoute('delete', '/{id}', P.standards, 'Delete a standard no claim used', {
  request: { params: idParam }, responses: { 204: { description: 'Deleted' }, ...managerErrors, ...notFoundResponse, ...conflict('Used by a claim'), ...writeErrors },
});

const router = createRouter();
export const subsidyStandardRoutes = router
  .on(...guarded(router, listRoute), async (c) => {
    const query = c.req.valid('query');
    const { db } = await managerContext(c);
    return c.json({ data: await listStandards(db, query) }, 200);
  })
  .on(...guarded(router, createRoute), async (c) => {
    const input = c.req.valid('json');
    const { db, actor, now } = await managerContext(c);
    return c.json(item(await createStandard(db, actor, input, now)), 201);
  })
  .on(...guarded(router, updateRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, actor, now } = await managerContext(c);
    return c.json(item(await updateStandard(db, actor, id, input, now)), 200);
  })
  .on(...guarded(router, deleteRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, actor, now } = await managerContext(c);
    await deleteStandard(db, actor, id, now);
    return c.body(null, 204);
  });

