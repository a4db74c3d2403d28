import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { useConfirm, type ConfirmRequest } from '@/components/manage/kit/confirm';
import { DataTable } from '@/components/manage/kit/data-table';
import { KitPager } from '@/components/manage/kit/pager';
import { ImportPanel, type ImportReport } from '@/components/manage/kit/import-panel';
import { MaskedCell, EnumCell, DateTimeCell } from '@/components/manage/kit/cells';
import { ApiError } from '@/lib/api/client';
import { reviewReason } from '@/lib/validation/review';
import { installFetch } from '../../api/fetch-mock';
import { renderApp } from '../../auth/harness';

// The page kit's parts (issue 20): pager with page size and jump, one confirmation dialog whose
// reason is checked by the field before sending, the import result that says imported/skipped,
// masked values revealed one at a time, aligned action columns, nowrap badges, platform time zone.

const NS = ['ManageKit', 'ManageEnums', 'ManageOps'] as const;
const pagination = (page: number, pages: number, size = 15) => ({ total: pages * size, count: size, per_page: size, current_page: page, total_pages: pages, links: {} });

test('the pager changes page size and jumps to a page (clamped to the last)', () => {
  const onPage = jest.fn();
  const onPageSize = jest.fn();
  renderApp(<KitPager pagination={pagination(2, 7)} onPage={onPage} onPageSize={onPageSize} />, [...NS]);
  expect(screen.getByText('共 105 条')).toBeInTheDocument();
  expect(screen.getByText('第 2/7 页')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('每页条数'), { target: { value: '50' } });
  expect(onPageSize).toHaveBeenCalledWith(50);
  fireEvent.change(screen.getByLabelText('跳至'), { target: { value: '99' } });
  fireEvent.click(screen.getByRole('button', { name: '跳转' }));
  expect(onPage).toHaveBeenLastCalledWith(7);
  fireEvent.click(screen.getByRole('button', { name: '上一页' }));
  expect(onPage).toHaveBeenLastCalledWith(1);
});

function Asker({ request }: { request: ConfirmRequest<unknown> }) {
  const confirm = useConfirm();
  return <><button type="button" onClick={() => confirm.ask(request)}>open</button>{confirm.dialog}</>;
}

test('a reason is checked in the dialog with the API rule and said by the field, in plain Chinese, before anything is sent', async () => {
  const run = jest.fn(async () => undefined);
  const after = jest.fn();
  renderApp(<Asker request={{ title: '驳回报名', confirmLabel: '驳回', reason: { label: '驳回原因', schema: reviewReason }, run, done: '已驳回', after }} />, [...NS]);
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  fireEvent.click(await screen.findByRole('button', { name: '驳回' }));
  expect(await screen.findByText('请填写驳回原因。')).toBeInTheDocument();
  expect(screen.getByLabelText(/驳回原因/)).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(screen.getByLabelText(/驳回原因/), { target: { value: '短' } });
  fireEvent.click(screen.getByRole('button', { name: '驳回' }));
  expect(await screen.findByText('驳回原因至少 2 个字。')).toBeInTheDocument();
  expect(run).not.toHaveBeenCalled();
  expect(screen.queryByText('提交的数据无效。')).not.toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/驳回原因/), { target: { value: '  材料不全  ' } });
  fireEvent.click(screen.getByRole('button', { name: '驳回' }));
  await waitFor(() => expect(run).toHaveBeenCalledWith('材料不全'));
  expect(await screen.findByText('已驳回')).toBeInTheDocument();
  expect(after).toHaveBeenCalled();
});

test('a confirmation without a reason runs only after 确定, and a 422 stays in the dialog without a generic toast', async () => {
  const run = jest.fn(async () => { throw new ApiError(422, { message: '提交的数据无效。', errors: { status: ['该报名已处理。'] } }); });
  renderApp(<Asker request={{ title: '通过报名', message: '确定通过张三的报名？', confirmLabel: '通过', run }} />, [...NS]);
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  expect(await screen.findByText('确定通过张三的报名？')).toBeInTheDocument();
  expect(run).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: '通过' }));
  expect(await screen.findByText('该报名已处理。')).toBeInTheDocument();
  expect(screen.queryByText('提交的数据无效。')).not.toBeInTheDocument();
});

test('a partial import says how many rows were imported and skipped, with the rows', async () => {
  const report: ImportReport = { total: 5, valid: 3, imported: 3, errors: [{ row: 2, column: '等级', message: '等级无效。' }, { row: 4, column: '容量', message: '必须是整数。' }, { row: 4, column: '名称', message: '必填。' }] };
  const upload = jest.fn(async () => ({ data: report }));
  const onImported = jest.fn();
  renderApp(<ImportPanel upload={upload} onImported={onImported} fileLabel="培训班文件" submitLabel="开始导入" />, [...NS]);
  fireEvent.change(screen.getByLabelText('培训班文件'), { target: { files: [new File(['x'], 'a.xlsx')] } });
  fireEvent.change(screen.getByLabelText('导入方式'), { target: { value: 'valid' } });
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: '开始导入' })); });
  await waitFor(() => expect(screen.getByTestId('import-result')).toHaveTextContent('已导入 3 行，跳过 2 行有错误的行'));
  expect(screen.getByTestId('import-errors')).toHaveTextContent('第 4 行「容量」：必须是整数。');
  expect(onImported).toHaveBeenCalled();
});

test('a refused import (all or nothing) says nothing was imported', async () => {
  const upload = jest.fn(async () => ({ data: { total: 3, valid: 2, imported: 0, errors: [{ row: 3, column: '等级', message: '等级无效。' }] } }));
  renderApp(<ImportPanel upload={upload} onImported={jest.fn()} fileLabel="培训班文件" submitLabel="开始导入" />, [...NS]);
  fireEvent.change(screen.getByLabelText('培训班文件'), { target: { files: [new File(['x'], 'a.xlsx')] } });
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: '开始导入' })); });
  await waitFor(() => expect(screen.getByTestId('import-result')).toHaveTextContent('发现 1 处错误（3 行中 2 行正确）'));
});

test('a masked value is revealed on click through the logged endpoint', async () => {
  const { calls } = installFetch({
    'GET /api/v1/permissions': { status: 200, body: { data: ['learners.id-number'] } },
    'POST /api/v1/manage/enrollments/12/reveal': { status: 200, body: { data: { value: '41010119900307123X' } } },
  });
  renderApp(<MaskedCell value="4101**********123X" reveal={{ subject: 'enrollments', id: 12, field: 'id_number' }} />, [...NS]);
  expect(screen.getByTestId('masked-value')).toHaveTextContent('4101**********123X');
  fireEvent.click(await screen.findByRole('button', { name: '查看完整身份证号' }));
  await waitFor(() => expect(screen.getByTestId('masked-revealed')).toHaveTextContent('41010119900307123X'));
  const reveal = calls.filter((c) => c.url.endsWith('/reveal'));
  expect(reveal).toHaveLength(1);
  expect(JSON.parse(String(reveal[0].init.body))).toEqual({ field: 'id_number' });
});

test('without learners.id-number there is no reveal button', async () => {
  installFetch({ 'GET /api/v1/permissions': { status: 200, body: { data: ['enrollments.view'] } } });
  renderApp(<MaskedCell value="139****0001" reveal={{ subject: 'enrollments', id: 12, field: 'phone' }} />, [...NS]);
  await waitFor(() => expect(screen.getByTestId('masked-value')).toHaveTextContent('139****0001'));
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('hidden row actions keep their slot so the action column lines up; badges do not wrap; times are in the platform zone', () => {
  type Row = { id: number; status: string; at: string };
  const rows: Row[] = [{ id: 1, status: 'pending', at: '2026-11-24T16:30:05Z' }, { id: 2, status: 'approved', at: '2026-11-24T03:00:00Z' }];
  renderApp(
    <DataTable<Row>
      caption="报名" rows={rows}
      columns={[{ key: 's', label: '状态', render: (r) => <EnumCell group="enrollmentStatus" value={r.status} tones={{ pending: 'warning' }} /> }, { key: 'at', label: '时间', render: (r) => <DateTimeCell value={r.at} /> }]}
      actions={[{ key: 'approve', label: '通过', visible: (r) => r.status === 'pending', onClick: jest.fn() }, { key: 'view', label: '查看', onClick: jest.fn() }]}
    />, [...NS]);
  const cells = screen.getAllByTestId('row-actions');
  expect(cells[0].children).toHaveLength(2);
  expect(cells[1].children).toHaveLength(2);
  expect(cells[1].children[0]).toHaveClass('invisible');
  expect(screen.getByText('待审核')).toHaveClass('whitespace-nowrap');
  expect(screen.getByText('2026-11-25 00:30')).toBeInTheDocument();
  expect(screen.getByText('已通过')).toBeInTheDocument();
});

test('rows of an earlier query, shown while the new answer loads, are marked busy and inert (no click reaches them)', () => {
  type Row = { id: number; name: string };
  const table = (busy: boolean) => (
    <DataTable<Row> caption="报名" rows={[{ id: 1, name: '张海' }]} busy={busy} rowTestId="enrollment-row"
      columns={[{ key: 'n', label: '姓名', render: (r) => r.name }]}
      actions={[{ key: 'approve', label: '通过', onClick: jest.fn() }]} />
  );
  const { unmount } = renderApp(table(true), [...NS]);
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByTestId('enrollment-row').closest('tbody')).toHaveAttribute('inert');
  unmount();
  renderApp(table(false), [...NS]);
  expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  expect(screen.getByTestId('enrollment-row').closest('tbody')).not.toHaveAttribute('inert');
});

test('a schema with a number field says 请填写 / 整数 / 不能小于 in words, not 必须是整数', async () => {
  const { validate } = await import('@/components/manage/kit/validation');
  const { createTranslator } = await import('next-intl');
  const { allMessages } = await import('../../render-with-intl');
  const t = createTranslator({ locale: 'zh', messages: allMessages.zh, namespace: 'ManageKit' });
  const schema = z.object({ capacity: z.number({ error: undefined }).int().min(1) });
  const labels = { capacity: '招生人数' };
  const run = (v: unknown) => validate(schema, { capacity: v }, labels, t as never);
  expect(run(undefined)).toEqual({ ok: false, errors: { capacity: '请填写招生人数。' } });
  expect(run('')).toEqual({ ok: false, errors: { capacity: '请填写招生人数。' } });
  expect(run(1.5)).toEqual({ ok: false, errors: { capacity: '招生人数请填写整数。' } });
  expect(run(0)).toEqual({ ok: false, errors: { capacity: '招生人数不能小于 1。' } });
  expect(run(30)).toEqual({ ok: true, data: { capacity: 30 } });
});

test('an empty date in the batch form says 请填写, not the date format; a wrong one still names the format', async () => {
  const { validate } = await import('@/components/manage/kit/validation');
  const { createTranslator } = await import('next-intl');
  const { allMessages } = await import('../../render-with-intl');
  const { MoxibustionBatchBody } = await import('@/lib/contract/moxibustion-batch');
  const t = createTranslator({ locale: 'zh', messages: allMessages.zh, namespace: 'ManageKit' });
  const batch = {
    code: 'B1', title: '第一期', level: '初级', city_code: '410100', organizer: '主办', issuer: '发证', hours: 40, capacity: 30, fee_cents: 0,
    enroll_start: '2026-12-01', enroll_end: '2026-12-10', start_date: '2026-12-15', end_date: '2026-12-30',
  };
  const labels = { enroll_start: '报名开始', enroll_end: '报名截止', start_date: '开班日期', end_date: '结业日期' };
  const errors = (values: object) => { const r = validate(MoxibustionBatchBody, { ...batch, ...values }, labels, t as never); return r.ok ? {} : r.errors; };
  expect(errors({})).toEqual({});
  expect(errors({ enroll_end: '' }).enroll_end).toBe('请填写报名截止。');
  expect(errors({ start_date: '' }).start_date).toBe('请填写开班日期。');
  expect(errors({ end_date: '2026-13-01' }).end_date).toMatch(/YYYY-MM-DD/);
});
