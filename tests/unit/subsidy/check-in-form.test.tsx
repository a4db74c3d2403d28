import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { CheckInForm } from '@/components/subsidy/check-in/check-in-form';
import { installFetch } from '../api/fetch-mock';
import { renderWithIntl } from '../render-with-intl';

// The learner's check-in on a phone: the session on now chosen, six typed digits checked before
// sending, the server's refusal shown by the code field, success shown with the time.

const now = Date.now();
const iso = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const session = (id: number, from: number, to: number, extra = {}) => ({
  id, class_id: 3, class_title: `班级${id}`, date: '2026-11-29', start_time: '09:00', end_time: '12:00', starts_at: iso(from), ends_at: iso(to),
  place: `实训室${id}`, latitude: null, longitude: null, radius_m: 300, check_in_at: null, check_out_at: null, hours: 0, ...extra,
});

const draw = (props: { initialSession: number | null; initialCode: string | null }) =>
  renderWithIntl(<SWRConfig value={{ provider: () => new Map() }}><CheckInForm {...props} /></SWRConfig>, { namespaces: ['SubsidyCheckIn'] });

test('the session on now is chosen; a wrong code is refused before sending, the server’s refusal by the field, then success', async () => {
  let answer: { status: number; body: unknown } = { status: 422, body: { message: '签到码无效或已过期', errors: { code: ['签到码无效或已过期，请输入屏幕上当前显示的签到码。'] } } };
  const api = installFetch({
    'GET /api/v1/user/subsidy/sessions': { status: 200, body: { data: [session(1, -600, -300), session(2, -10, 120), session(3, 600, 700)] } },
    'POST /api/v1/user/subsidy/check-in': () => answer,
  });
  draw({ initialSession: null, initialCode: null });
  await waitFor(() => expect((screen.getByLabelText('课次') as HTMLSelectElement).value).toBe('2'));

  fireEvent.change(screen.getByLabelText('六位签到码'), { target: { value: '12 3' } });
  fireEvent.click(screen.getByRole('button', { name: '签到' }));
  expect(await screen.findByText('请输入 6 位数字签到码。')).toBeTruthy();
  expect(api.calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);

  fireEvent.change(screen.getByLabelText('六位签到码'), { target: { value: '482 913' } });
  fireEvent.click(screen.getByRole('button', { name: '签到' }));
  expect(await screen.findByText('签到码无效或已过期，请输入屏幕上当前显示的签到码。')).toBeTruthy();
  const sent = JSON.parse(String(api.calls.find((c) => c.init.method === 'POST')!.init.body));
  expect(sent).toMatchObject({ session_id: 2, code: '482913' });
  expect(sent.latitude).toBeUndefined();

  answer = { status: 200, body: { data: { check_in_at: new Date(now).toISOString(), outside_radius: true } } };
  fireEvent.click(screen.getByRole('button', { name: '签到' }));
  const done = await screen.findByTestId('check-in-done');
  expect(done.textContent).toContain('签到成功');
  expect(done.textContent).toContain('不在上课地点范围内');
});

test('a code brought by the QR link fills the form for its session; a session already checked in offers check-out', async () => {
  installFetch({ 'GET /api/v1/user/subsidy/sessions': { status: 200, body: { data: [session(5, -60, 60, { check_in_at: iso(-50) }), session(6, -10, 120)] } } });
  draw({ initialSession: 5, initialCode: 'signed.code.value' });
  await waitFor(() => expect(screen.getByRole('button', { name: '签退' })).toBeTruthy());
  expect((screen.getByLabelText('课次') as HTMLSelectElement).value).toBe('5');
  expect((screen.getByLabelText('六位签到码') as HTMLInputElement).value).toBe('signed.code.value');
});
