import { z } from '@hono/zod-openapi';
import { idRef } from '@/lib/contract/fields';
import { CLAIM_ATTACHMENT_KINDS, ClaimDetailSchema } from '@/lib/contract/subsidy/claim';
import { SUBSIDY_PERMISSIONS as P } from '@/lib/contract/subsidy/permissions';
import { appContext } from '@/lib/server/app-context';
import { attendanceSheetPdf } from '@/lib/server/subsidy/attendance-sheet';
import { claimDetail } from '@/lib/server/subsidy/claim-read';
import { attachFile, claimFile, detachFile } from '@/lib/server/subsidy/claim-files';
import { checkDocument } from '@/lib/server/subsidy/documents';
import { item } from '../http/envelope';
import { createRouter } from '../http/router';
import { binaryField, itemOf, json, notFoundResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { requireManager } from '../http/auth';
import { requirePermission } from '../http/permission';
import { documented, parseInput, validated } from '../http/request-body';
import { conflict, guarded, managerContext, managerErrors, managerRoute, writeErrors } from './subsidy-kit';
import { formOf, privateFile, uploadBody } from './subsidy-files';

// A claim's files (mounted at /manage/subsidy): the institution's uploads and the attendance sheet.

const fileParams = z.object({ id: idParam.shape.id, file_id: idRef().openapi({ param: { name: 'file_id', in: 'path' }, example: 1 }) });
const one = { ...managerErrors, ...notFoundResponse, ...writeErrors };
const binary = (type: string, d: string) => ({ description: d, content: { [type]: { schema: binaryField } } });

const attachRoute = managerRoute('post', '/claims/{id}/attachments', P.claims, 'Upload an invoice or a photo (draft or returned)', {
  request: { params: idParam, ...uploadBody({ kind: z.enum(CLAIM_ATTACHMENT_KINDS) }) }, responses: { 201: json(itemOf(ClaimDetailSchema), 'Attached'), ...one, ...conflict('Submitted') },
});
const fileRoute = managerRoute('get', '/claims/{id}/attachments/{file_id}', P.view, 'Download an attachment', {
  request: { params: fileParams }, responses: { 200: binary('application/octet-stream', 'The file'), ...one },
});
const detachRoute = managerRoute('delete', '/claims/{id}/attachments/{file_id}', P.claims, 'Remove an attachment (draft or returned)', {
  request: { params: fileParams }, responses: { 204: { description: 'Removed' }, ...one, ...conflict('Submitted') },
});
const sheetRoute = managerRoute('get', '/claims/{id}/attendance-sheet', P.view, 'The attendance sheet PDF, generated from the records, with a signature line', {
  request: { params: idParam }, responses: { 200: binary('application/pdf', 'The PDF'), ...one },
});

const router = createRouter();
export const subsidyClaimFileRoutes = router
  // The multipart form is read by formOf, its file checked by its bytes (checkDocument); only the id is checked before.
  .on(attachRoute.method, documented(router, attachRoute), requireManager(), requirePermission(attachRoute), validated({ ...attachRoute, request: { params: idParam } }), async (c) => {
    const id = c.req.valid('param').id;
    const form = await formOf(c);
    // by hand: the kind field of a multipart form whose file part is checked separately (checkDocument)
    const kind = parseInput(z.object({ kind: z.enum(CLAIM_ATTACHMENT_KINDS) }), { kind: form.kind }).kind;
    const doc = await checkDocument(form.file);
    const { db, scope, actor, now } = await managerContext(c);
    await attachFile(db, appContext(db).storage, scope, actor, id, kind, doc, now);
    return c.json(item(await claimDetail(db, scope, id)), 201);
  })
  .on(...guarded(router, fileRoute), async (c) => {
    const id = c.req.valid('param').id;
    const fileId = c.req.valid('param').file_id;
    const { db, scope } = await managerContext(c);
    await claimFile(db, scope, id, fileId);
    return privateFile(c, db, fileId);
  })
  .on(...guarded(router, detachRoute), async (c) => {
    const id = c.req.valid('param').id;
    const fileId = c.req.valid('param').file_id;
    const { db, scope, actor, now } = await managerContext(c);
    await detachFile(db, scope, actor, id, fileId, now);
    return c.body(null, 204);
  })
  .on(...guarded(router, sheetRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await managerContext(c);
    const { pdf, name } = await attendanceSheetPdf(db, scope, id);
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: { 'content-type': 'application/pdf', 'cache-control': 'private, no-store', 'content-disposition': `attachment; filename="attendance.pdf"; filename*=UTF-8''${encodeURIComponent(name)}` },
    });
  });
