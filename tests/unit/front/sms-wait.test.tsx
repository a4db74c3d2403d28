import { act, fireEvent, screen } from '@testing-library/react';
import { SmsCodeField } from '@/components/front/auth/sms-code-field';
import { waitUnit } from '@/components/front/auth/wait-label';
import { renderWithIntl } from '../render-with-intl';

// Issue 37: after the daily SMS limit the button says 明天再试, not "83706 秒后重新获取".

test('waits are said in seconds, minutes, or tomorrow', () => {
  expect(waitUnit(59)).toEqual({ unit: 'seconds', value: 59 });
  expect(waitUnit(900)).toEqual({ unit: 'minutes', value: 15 });
  expect(waitUnit(83706)).toEqual({ unit: 'tomorrow' });
});

test.each([
  [60, '60 秒后重新获取', 'login'],
  [83706, '明天再试', 'register'],
] as const)('a code refused for %i s says "%s"', async (wait, label, purpose) => {
  renderWithIntl(<SmsCodeField id="code" purpose={purpose} onRequest={async () => wait} />, { namespaces: ['Auth'] });
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: '获取验证码' })); });
  expect(screen.getByRole('button', { name: label })).toBeDisabled();
});
