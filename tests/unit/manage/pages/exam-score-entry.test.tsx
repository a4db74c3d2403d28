import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ExamResults } from '@/components/manage/pages/exams/exam-results';
import type { ManagedExam } from '@/components/manage/pages/exams/exam-api';
import { installFetch } from '../../api/fetch-mock';
import { renderApp } from '../../auth/harness';

// Issue 20: a score is checked with the API's rule (a whole number 0–100) before it is sent, and
// what is wrong is said under its input in words; a 422 the server still returns lands there too,
// with no generic toast.

const exam = { id: 3, title: '焊工理论考试', status: 'scheduled' } as ManagedExam;
const row = { id: 7, user_id: 41, ticket_no: 'T0007', real_name: '王小明', id_number: '4101**********1234', score: null, passed: null, certified: false };
const RESULTS = 'GET /api/v1/manage/exams/3/results';
const SCORE = 'PUT /api/v1/exams/3/results/41';

async function enter(value: string) {
  const input = await screen.findByRole('spinbutton', { name: '王小明 的成绩' });
  await act(async () => {
    fireEvent.change(input, { target: { value } });
    fireEvent.blur(input);
  });
  return input;
}

test('a score over 100 or with a fraction is said under its input and nothing is sent', async () => {
  const api = installFetch({ [RESULTS]: { status: 200, body: { data: [row] } }, 'GET /api/v1/permissions': { status: 200, body: { data: [] } } });
  renderApp(<ExamResults exam={exam} onChanged={() => undefined} />, ['ManageExams', 'ManageKit', 'ManageEnums', 'ManageOps']);
  const input = await enter('150');
  expect(screen.getByRole('alert')).toHaveTextContent('成绩不能大于 100。');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  await enter('60.5');
  expect(screen.getByRole('alert')).toHaveTextContent('成绩请填写整数。');
  expect(api.calls.filter((c) => c.init.method === 'PUT')).toHaveLength(0);
});

test('a valid score is sent; a 422 is shown by the input without the generic toast', async () => {
  const api = installFetch({
    [RESULTS]: { status: 200, body: { data: [row] } },
    'GET /api/v1/permissions': { status: 200, body: { data: [] } },
    [SCORE]: { status: 422, body: { message: '提交的数据无效。', status_code: 422, errors: { score: ['成绩不能录入：考试尚未开始。'] } } },
  });
  renderApp(<ExamResults exam={exam} onChanged={() => undefined} />, ['ManageExams', 'ManageKit', 'ManageEnums', 'ManageOps']);
  await enter('88');
  expect(api.calls.filter((c) => c.init.method === 'PUT').map((c) => JSON.parse(String(c.init.body)))).toEqual([{ score: 88 }]);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('成绩不能录入：考试尚未开始。'));
  expect(screen.queryByText('提交的数据无效。')).toBeNull();
});
