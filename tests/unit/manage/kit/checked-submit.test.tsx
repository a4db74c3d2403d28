import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { useCheckedSubmit } from '@/components/manage/kit/form';
import { kitSend } from '@/components/manage/kit/send';
import { installFetch } from '../../api/fetch-mock';
import { renderApp } from '../../auth/harness';

// The kit's validate-then-send step (useCheckedSubmit): the API's schema is checked first and
// nothing is sent while a field is wrong; a rule the schema cannot state joins by its field; a 422
// the server still returns lands by the field with the field's label instead of its name.

const Schema = z.object({ title: z.string().trim().min(2).max(20), start_date: z.string().min(1), end_date: z.string().min(1) });
const labels = { title: '班级名称', start_date: '开班日期', end_date: '结业日期' };

function Form({ values }: { values: Record<string, string> }) {
  const { errors, busy, send } = useCheckedSubmit(labels);
  const more: Record<string, string> = values.end_date && values.start_date && values.end_date < values.start_date ? { end_date: '结业日期不能早于开班日期。' } : {};
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); void send(Schema, values, (data) => kitSend('/manage/things', 'POST', data), more); }}>
      {Object.entries(errors).map(([field, message]) => <p key={field} data-testid={`error-${field}`}>{message}</p>)}
      <button type="submit" disabled={busy}>保存</button>
    </form>
  );
}

test('wrong fields are said by the field in words and nothing is sent', async () => {
  const api = installFetch();
  renderApp(<Form values={{ title: '', start_date: '2027-03-10', end_date: '2027-03-01' }} />, ['ManageKit']);
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: '保存' })); });
  expect(screen.getByTestId('error-title')).toHaveTextContent('请填写班级名称。');
  expect(screen.getByTestId('error-end_date')).toHaveTextContent('结业日期不能早于开班日期。');
  expect(api.calls).toHaveLength(0);
});

test('a 422 from the server is shown by its field with the label, and no generic toast', async () => {
  const api = installFetch({
    'POST /api/v1/manage/things': { status: 422, body: { message: '提交的数据无效。', status_code: 422, errors: { end_date: ['end_date 不能早于开班日期。'] } } },
  });
  renderApp(<Form values={{ title: '保育师培训', start_date: '2027-03-01', end_date: '2027-03-10' }} />, ['ManageKit']);
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: '保存' })); });
  await waitFor(() => expect(screen.getByTestId('error-end_date')).toHaveTextContent('结业日期不能早于开班日期。'));
  expect(api.bodyOf(0)).toEqual({ title: '保育师培训', start_date: '2027-03-01', end_date: '2027-03-10' });
  expect(screen.queryByText('提交的数据无效。')).not.toBeInTheDocument();
});
