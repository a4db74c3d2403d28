import { screen } from '@testing-library/react';
import { NotificationsPanel } from '@/components/front/learner/notifications-panel';
import { allMessages, renderWithIntl } from '../render-with-intl';

// Issue 37: every learner notification is said in the learner's language; the Chinese original,
// which carries the particulars (class, amount, reason), stays below it.

const KINDS = ['enrollment_approved', 'enrollment_rejected', 'payment_confirmed', 'refunded', 'study_completed', 'subsidy', 'verification_approved',
  'verification_rejected', 'waitlist_promoted', 'teacher_application_approved', 'teacher_application_rejected'];
let notes: unknown[] = [];
jest.mock('@/components/front/learner/use-learner-api', () => ({
  useNotifications: () => ({ data: { data: notes, meta: { unread: 0 } }, isLoading: false, mutate: jest.fn() }),
}));

test.each(['en', 'es', 'ja'] as const)('every kind the server writes has its words in %s', (locale) => {
  const kinds = (allMessages[locale] as unknown as { Notifications: { kinds: Record<string, { title: string; body: string }> } }).Notifications.kinds;
  for (const kind of KINDS) expect(kinds[kind.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())]?.title).toBeTruthy();
});

test('an English learner reads the notification in English, with the Chinese original below', () => {
  notes = [{ id: 1, kind: 'payment_confirmed', title: '缴费确认通知', body: '您报名“保育师四级班”的培训费 1800.00 元已确认收款，可以开始学习了。', link: null, read_at: null, created_at: '2026-11-29T02:00:00Z' }];
  renderWithIntl(<NotificationsPanel />, { locale: 'en', namespaces: ['Notifications'] });
  expect(screen.getByText('Payment confirmed')).toBeInTheDocument();
  expect(screen.getByText('Your training fee has been received: you can start studying.')).toBeInTheDocument();
  expect(screen.getByText(/Original \(Chinese\): 您报名“保育师四级班”/)).toHaveAttribute('lang', 'zh');
  expect(screen.queryByText('缴费确认通知')).toBeNull();
});

test('in Chinese the notification is shown as written', () => {
  renderWithIntl(<NotificationsPanel />, { locale: 'zh', namespaces: ['Notifications'] });
  expect(screen.getByText('缴费确认通知')).toBeInTheDocument();
});
