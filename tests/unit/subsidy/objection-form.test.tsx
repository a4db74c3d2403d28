import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ObjectionForm } from '@/components/subsidy/notice/objection-form';
import { ToastProvider } from '@/components/ui/toast';
import { installFetch, type Reply } from '../api/fetch-mock';
import { renderWithIntl } from '../render-with-intl';

// The public objection form (补贴公示): checked with the API's own rules before sending, each message
// under its field with a toast, and what was typed kept on every failure.

const draw = () =>
  renderWithIntl(<ToastProvider><ObjectionForm noticeId={7} /></ToastProvider>, { namespaces: ['SubsidyNotice', 'Toast'] });

test('a short objection is refused by its field and a toast, nothing sent, the words kept', async () => {
  const api = installFetch();
  draw();
  fireEvent.change(screen.getByLabelText('异议内容'), { target: { value: '太短了' } });
  fireEvent.change(screen.getByLabelText('联系电话（可选）'), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: '提交异议' }));
  expect(await screen.findByText('异议内容须为 10–1000 个字。')).toBeTruthy();
  expect(screen.getByText('请填写有效的手机号码。')).toBeTruthy();
  expect(screen.getAllByText('请按提示修改后再提交。').length).toBeGreaterThan(0);
  expect((screen.getByLabelText('异议内容') as HTMLTextAreaElement).value).toBe('太短了');
  expect(screen.getByLabelText('异议内容').getAttribute('aria-invalid')).toBe('true');
  expect(api.calls).toHaveLength(0);
});

test('a 422 from the server lands by its field; a valid objection is sent once and thanked', async () => {
  let answer: Reply = { status: 422, body: { message: '异议内容至少 10 个字。', errors: { message: ['异议内容至少 10 个字。'] } } };
  const api = installFetch({ 'POST /api/v1/subsidy/notices/7/objections': () => answer });
  draw();
  const text = '该班部分学员实际未到场参加培训，请核实。';
  fireEvent.change(screen.getByLabelText('异议内容'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: '提交异议' }));
  expect(await screen.findByText('异议内容至少 10 个字。')).toBeTruthy();
  expect((screen.getByLabelText('异议内容') as HTMLTextAreaElement).value).toBe(text);

  answer = { status: 201, body: { data: { id: 1 } } };
  fireEvent.click(screen.getByRole('button', { name: '提交异议' }));
  await waitFor(() => expect(screen.getByTestId('objection-sent')).toBeTruthy());
  expect(api.bodyOf(1)).toEqual({ message: text, contact_phone: '' });
});
