import { z } from '@hono/zod-openapi';
import { CategoryDeclarationBody, CategoryDeclarationQuery, CategoryDeclarationSchema, CategoryReviewBody } from '@/lib/contract/subsidy/category';
import { SUBSIDY_PERMISSIONS as P } from '@/lib/contract/subsidy/permissions';
import { appContext } from '@/lib/server/app-context';
import { declareCategory, myDeclarations, reviewDeclaration, scopedDeclaration, scopedDeclarations } from '@/lib/server/subsidy/categories';
import { CATEGORY_DOCUMENT_OWNER, checkDocument, storeDocument } from '@/lib/server/subsidy/documents';
import { AppError } from '@/lib/server/domain/errors';
import { requireUser } from '../http/auth';
import { item } from '../http/envelope';
import { documented } from '../http/request-body';
import { createRouter } from '../http/router';
import { binaryField, collectionOf, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { conflict, guarded, jsonBody, learnerContext, learnerGuarded, learnerRoute, managerContext, managerErrors, managerRoute, writeErrors } from './subsidy-kit';
import { formOf, privateFile, uploadBody } from './subsidy-files';

// Learner category declarations: the learner uploads a document and declares (mounted at
// /user/subsidy); the institution or the city verifies (mounted at /manage/subsidy).

const UploadedSchema = z.object({ data: z.object({ id: z.number().int(), name: z.string() }) });
const uploadRoute = learnerRoute('post', '/category-documents', 'Upload the supporting document of a category declaration (PDF or image, 5 MB)', {
  request: uploadBody(), responses: { 201: json(UploadedSchema, 'Stored'), ...unauthenticatedResponse, ...writeErrors },
});
const mineRoute = learnerRoute('get', '/categories', 'My category declarations', {
  responses: { 200: json(collectionOf(CategoryDeclarationSchema), 'Declarations'), ...unauthenticatedResponse, ...writeErrors },
});
const declareRoute = learnerRoute('post', '/categories', 'Declare a learner category with its document', {
  request: jsonBody(CategoryDeclarationBody), responses: { 201: json(itemOf(CategoryDeclarationSchema), 'Declared'), ...unauthenticatedResponse, ...writeErrors },
});
const listRoute = managerRoute('get', '/categories', P.categories, 'Declarations of learners in my scope', {
  request: { query: CategoryDeclarationQuery }, responses: { 200: json(collectionOf(CategoryDeclarationSchema), 'Declarations'), ...managerErrors, ...writeErrors },
});
const documentRoute = managerRoute('get', '/categories/{id}/document', P.categories, 'The supporting document', {
  request: { params: idParam }, responses: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: binaryField } } }, ...managerErrors, ...notFoundResponse, ...writeErrors },
});
const reviewRoute = managerRoute('post', '/categories/{id}/review', P.categories, 'Verify or reject a declaration', {
  request: { params: idParam, ...jsonBody(CategoryReviewBody) }, responses: { 200: json(itemOf(CategoryDeclarationSchema), 'Reviewed'), ...managerErrors, ...notFoundResponse, ...conflict('Already reviewed'), ...writeErrors },
});

const learnerRouter = createRouter();
export const subsidyCategoryLearnerRoutes = learnerRouter
  // The multipart form is read by formOf, its file checked by its bytes (checkDocument).
  .on(uploadRoute.method, documented(learnerRouter, uploadRoute), requireUser(), async (c) => {
    const form = await formOf(c);
    const doc = await checkDocument(form.file);
    const { db, userId } = await learnerContext(c);
    const id = await storeDocument(db, appContext(db).storage, doc, CATEGORY_DOCUMENT_OWNER, userId, appContext(db).now());
    return c.json({ data: { id, name: doc.name } }, 201);
  })
  .on(...learnerGuarded(learnerRouter, mineRoute), async (c) => {
    const { db, userId } = await learnerContext(c);
    return c.json({ data: await myDeclarations(db, userId) }, 200);
  })
  .on(...learnerGuarded(learnerRouter, declareRoute), async (c) => {
    const input = c.req.valid('json');
    const { db, actor, now } = await learnerContext(c);
    return c.json(item(await declareCategory(db, actor, input, now)), 201);
  });

const managerRouter = createRouter();
export const subsidyCategoryManagerRoutes = managerRouter
  .on(...guarded(managerRouter, listRoute), async (c) => {
    const query = c.req.valid('query');
    const { db, scope } = await managerContext(c);
    return c.json({ data: await scopedDeclarations(db, scope, query) }, 200);
  })
  .on(...guarded(managerRouter, documentRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await managerContext(c);
    const row = await scopedDeclaration(db, scope, id);
    if (!row.document_file_id) throw new AppError('not_found', '文件不存在。');
    return privateFile(c, db, row.document_file_id);
  })
  .on(...guarded(managerRouter, reviewRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope, actor, now } = await managerContext(c);
    return c.json(item(await reviewDeclaration(db, scope, actor, id, input, now)), 200);
  });
