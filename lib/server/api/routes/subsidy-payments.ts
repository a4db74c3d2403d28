import { z } from '@hono/zod-openapi';
import { env } from '@/lib/env';
import { PaymentBatchBody, PaymentBatchDetailSchema, PaymentBatchSchema, PaymentRecordBody } from '@/lib/contract/subsidy/payment';
import { SUBSIDY_PERMISSIONS as P } from '@/lib/contract/subsidy/permissions';
import { yuanText } from '@/lib/contract/subsidy/money';
import { attachmentHeaders, once, XLSX_TYPE, xlsxStream, type XlsxColumn } from '@/lib/server/excel/xlsx';
import { batchItems, createBatch, getBatch, listBatches, recordPayment } from '@/lib/server/subsidy/payment';
import { item, list } from '../http/envelope';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter } from '../http/router';
import { binaryField, itemOf, json, listOf, notFoundResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { conflict, guarded, jsonBody, managerContext, managerErrors, managerRoute, writeErrors } from './subsidy-kit';

// Payment batches (mounted at /manage/subsidy/payment-batches): the province pays, or each city when
// SUBSIDY_PAYER=city.

const payer = () => env().SUBSIDY_PAYER;
const ListQuery = z.object(pageParams);
const one = { ...managerErrors, ...notFoundResponse, ...writeErrors };
const detail = (d: string) => json(itemOf(PaymentBatchDetailSchema), d);

const listRoute = managerRoute('get', '/', P.payment, 'Payment batches', {
  request: { query: ListQuery }, responses: { 200: json(listOf(PaymentBatchSchema), 'A page of batches'), ...managerErrors, ...writeErrors },
});
const createRoute = managerRoute('post', '/', P.payment, 'Gather payable claims into a batch', {
  request: jsonBody(PaymentBatchBody), responses: { 201: detail('Created'), ...one, ...conflict('A claim changed') },
});
const showRoute = managerRoute('get', '/{id}', P.payment, 'A batch with its claims', {
  request: { params: idParam }, responses: { 200: detail('The batch'), ...one },
});
const exportRoute = managerRoute('get', '/{id}/export', P.payment, 'The bank transfer file (.xlsx)', {
  request: { params: idParam }, responses: { 200: { description: 'The sheet', content: { [XLSX_TYPE]: { schema: binaryField } } }, ...one },
});
const payRoute = managerRoute('post', '/{id}/pay', P.payment, 'Record the payment: date and voucher number; the claims become paid', {
  request: { params: idParam, ...jsonBody(PaymentRecordBody) }, responses: { 200: detail('Paid'), ...one, ...conflict('Already paid') },
});

type Row = Awaited<ReturnType<typeof batchItems>>[number] & { n: number };
const TRANSFER_COLUMNS: XlsxColumn<Row>[] = [
  { header: '序号', width: 8, value: (r) => r.n },
  { header: '收款单位', width: 30, value: (r) => r.payee_name ?? '' },
  { header: '收款账号', width: 26, value: (r) => r.payee_account ?? '' },
  { header: '开户银行', width: 26, value: (r) => r.payee_bank ?? '' },
  { header: '金额（元）', width: 14, value: (r) => yuanText(Number(r.approved_fen)) },
  { header: '用途', width: 30, value: (r) => `职业培训补贴 ${r.claim_no}` },
];

const router = createRouter();
export const subsidyPaymentRoutes = router
  .on(...guarded(router, listRoute), async (c) => {
    const query = c.req.valid('query');
    const { db, scope } = await managerContext(c);
    const pageRequest = pageOf(query);
    const result = await listBatches(db, scope, pageRequest);
    return c.json(list(c.req.url, pageRequest, { data: result.items, total: result.total }), 200);
  })
  .on(...guarded(router, createRoute), async (c) => {
    const input = c.req.valid('json');
    const { db, scope, actor, now } = await managerContext(c);
    return c.json(item(await createBatch(db, scope, payer(), actor, input, now)), 201);
  })
  .on(...guarded(router, showRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await managerContext(c);
    return c.json(item(await getBatch(db, scope, id)), 200);
  })
  .on(...guarded(router, exportRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await managerContext(c);
    const batch = await getBatch(db, scope, id);
    const rows = (await batchItems(db, id)).map((r, i) => ({ ...r, n: i + 1 }));
    const body = xlsxStream([{ name: '拨付明细', columns: TRANSFER_COLUMNS, chunks: once(rows) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`补贴拨付-${batch.batch_no}.xlsx`) });
  })
  .on(...guarded(router, payRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope, actor, now } = await managerContext(c);
    return c.json(item(await recordPayment(db, scope, payer(), actor, id, input, now)), 200);
  });
