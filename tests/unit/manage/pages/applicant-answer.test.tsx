import { act, fireEvent, screen, within, waitFor } from '@testing-library/react';
import { ApplicantsPanel } from '@/components/manage/pages/jobs/applicants-panel';
import type { ManagedJob } from '@/components/manage/pages/jobs/job-api';
import { installFetch } from '../../api/fetch-mock';
import { renderApp } from '../../auth/harness';

// Issue 20: an employer's answer to an applicant is checked with the API's own schema
// (lib/contract/job-admin.ts) before it is sent, in the kit's fields, and what is wrong (a 422 the
// server still returns included) is said under its field, never swallowed nor toasted generically.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/manage/jobs',
  useSearchParams: () => new URLSearchParams(''),
}));

const job = { id: 5, title: '育婴师' } as ManagedJob;
const applicant = {
  id: 31, job_id: 5, status: 'submitted', message: '希望面试', note: null, name: '欧阳娜娜', phone: '138****0000', id_number: null,
  education: '大专', expected_job: '育婴师', occupation_name: null, created_at: '2026-11-20T02:00:00Z',
};
const page = { total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1, links: {} };
const LIST = 'GET /api/v1/manage/jobs/5/applications';
const ANSWER = 'PUT /api/v1/manage/jobs/5/applications/31/status';
const NS = ['ManageJobs', 'ManageKit', 'ManageEnums', 'ManageOps'] as const;

async function row() {
  return within((await screen.findAllByTestId('applicant-row'))[0]);
}

test('a note over 500 characters is said under the note and nothing is sent', async () => {
  const api = installFetch({ [LIST]: { status: 200, body: { data: [applicant], meta: { pagination: page } } }, 'GET /api/v1/permissions': { status: 200, body: { data: [] } } });
  renderApp(<ApplicantsPanel job={job} canAnswer onChanged={() => undefined} />, [...NS]);
  const r = await row();
  fireEvent.change(r.getByLabelText('给 欧阳娜娜 的备注'), { target: { value: '请'.repeat(501) } });
  await act(async () => fireEvent.click(r.getByRole('button', { name: '保存' })));
  expect(r.getByTestId('field-error')).toHaveTextContent('备注最多 500 个字。');
  expect(r.getByLabelText('给 欧阳娜娜 的备注')).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls.filter((c) => c.init.method === 'PUT')).toHaveLength(0);
});

test('a valid answer is sent and toasted; a 422 from the server lands under its field without the generic toast', async () => {
  const api = installFetch({
    [LIST]: { status: 200, body: { data: [applicant], meta: { pagination: page } } },
    'GET /api/v1/permissions': { status: 200, body: { data: [] } },
    [ANSWER]: { status: 422, body: { message: '提交的数据无效。', status_code: 422, errors: { status: ['status 不是可选的状态。'] } } },
  });
  renderApp(<ApplicantsPanel job={job} canAnswer onChanged={() => undefined} />, [...NS]);
  const r = await row();
  fireEvent.change(r.getByLabelText('欧阳娜娜 的新状态'), { target: { value: 'interview' } });
  fireEvent.change(r.getByLabelText('给 欧阳娜娜 的备注'), { target: { value: '  周一上午面试  ' } });
  await act(async () => fireEvent.click(r.getByRole('button', { name: '保存' })));
  expect(api.calls.filter((c) => c.init.method === 'PUT').map((c) => JSON.parse(String(c.init.body)))).toEqual([{ status: 'interview', note: '周一上午面试' }]);
  await waitFor(() => expect(r.getByTestId('field-error')).toHaveTextContent('投递状态不是可选的状态。'));
  expect(screen.queryByText('提交的数据无效。')).toBeNull();

  api.routes[ANSWER] = { status: 200, body: { data: { ...applicant, status: 'interview', note: '周一上午面试' } } };
  await act(async () => fireEvent.click(r.getByRole('button', { name: '保存' })));
  expect(await screen.findByText('已更新 欧阳娜娜 的投递状态。')).toBeInTheDocument();
});
