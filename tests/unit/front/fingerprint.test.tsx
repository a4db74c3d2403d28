import { act, fireEvent, screen } from '@testing-library/react';
import { Fingerprint, groupHex, shortFingerprint } from '@/components/front/career/fingerprint';
import { ToastProvider } from '@/components/ui/toast';
import { renderWithIntl } from '../render-with-intl';

// The learner's certificate card (issue 21): the 64-character check code takes one short line on a
// phone, grouped, and a button copies all of it.
const HASH = '0123456789abcdef'.repeat(4);

test('groups in fours and keeps the first and last eight characters', () => {
  expect(groupHex('0123456789ab')).toBe('0123 4567 89ab');
  expect(shortFingerprint(HASH)).toBe('0123 4567 … 89ab cdef');
  expect(shortFingerprint('abcd1234')).toBe('abcd 1234');
});

test('shows the short form, keeps the whole code for assistive technology, and copies it whole', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  renderWithIntl(<ToastProvider><Fingerprint value={HASH} /></ToastProvider>, { namespaces: ['Fingerprint', 'Toast'] });
  const code = screen.getByTestId('fingerprint');
  expect(code).toHaveAttribute('title', HASH);
  expect(code).toHaveTextContent(HASH);
  expect(screen.getByText('0123 4567 … 89ab cdef')).toHaveAttribute('aria-hidden', 'true');
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制' })));
  expect(writeText).toHaveBeenCalledWith(HASH);
  expect(await screen.findByText('防伪校验码已复制')).toBeInTheDocument();
});

test('says how to copy by hand when the clipboard refuses', async () => {
  Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
  renderWithIntl(<ToastProvider><Fingerprint value={HASH} /></ToastProvider>, { namespaces: ['Fingerprint', 'Toast'] });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制' })));
  expect(await screen.findByText('无法复制，请长按校验码手动复制')).toBeInTheDocument();
});
