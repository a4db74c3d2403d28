'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format/date';
import { DateTimeCell, kitSend, ListPage, useConfirm, useKitList, useActionTitle } from '../../kit';
import { usePermissionNames } from '../../kit';
import type { LoginLogRow } from '@/lib/contract/system-logs';

type LoginRow = LoginLogRow;

const REASONS = {
  ok: 'reasonOk', sms: 'reasonSms', bad_password: 'reasonBadPassword', unknown_user: 'reasonUnknownUser', locked: 'reasonLocked',
  disabled: 'reasonDisabled', unlocked: 'reasonUnlocked',
} as const;

/** Sign-in attempts with their lock state; a locked account is unlocked here (confirmed). */
export default function LoginLogPage() {
  const t = useTranslations('ManageSystem');
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const can = usePermissionNames();
  const confirm = useConfirm();
  const list = useKitList<LoginRow>('/manage/logs/logins', {}, ['username', 'guard', 'success']);
  const reason = (r: string | null) => (r && Object.hasOwn(REASONS, r) ? t(REASONS[r as keyof typeof REASONS]) : (r ?? '—'));
  const guards = [{ value: 'manage', label: t('guardManage') }, { value: 'api', label: t('guardApi') }];

  return (
    <ListPage<LoginRow>
      title={t('loginLogTitle')} list={list}
      filters={[
        { key: 'username', label: t('account'), type: 'text' },
        { key: 'guard', label: t('guard'), type: 'select', allLabel: t('all'), options: guards },
        { key: 'success', label: t('result'), type: 'select', allLabel: t('all'), options: [{ value: '1', label: t('success') }, { value: '0', label: t('failure') }] },
      ]}
      columns={[
        { key: 'time', label: t('time'), render: (r) => <DateTimeCell value={r.created_at} seconds /> },
        { key: 'account', label: t('account'), render: (r) => <span className="font-mono text-xs">{r.username}</span> },
        { key: 'guard', label: t('guard'), nowrap: true, render: (r) => (r.guard === 'manage' ? t('guardManage') : t('guardApi')) },
        { key: 'result', label: t('result'), nowrap: true, render: (r) => <Badge tone={r.success ? 'success' : 'danger'}>{r.success ? t('success') : t('failure')}</Badge> },
        { key: 'reason', label: t('reason'), render: (r) => reason(r.reason) },
        { key: 'ip', label: t('ip'), render: (r) => r.ip ?? '—' },
        { key: 'ua', label: t('browser'), render: (r) => <span className="line-clamp-2 max-w-xs text-xs text-slate-600" title={r.user_agent ?? ''}>{r.user_agent ?? '—'}</span> },
        { key: 'lock', label: t('lockState'), nowrap: true, render: (r) => (r.locked ? <Badge tone="warning">{t('lockedUntil', { time: formatDateTime(r.locked_until) })}</Badge> : '—') },
      ]}
      actions={[
        { key: 'unlock', label: t('unlock'), visible: (r) => r.locked && can.has('logs.unlock'), onClick: (r) => confirm.ask({
          title: actionTitle(t('unlock')), message: k('actionMessage', { name: r.username, action: t('unlock') }), confirmLabel: t('unlock'),
          run: () => kitSend('/manage/logs/logins/unlock', 'POST', { guard: r.guard, log_id: r.id }), done: t('unlocked', { account: r.username }),
          after: () => void list.mutate() }) },
      ]}
    >
      <p className="text-xs text-slate-500">{t('loginLogNote')}</p>
      {confirm.dialog}
    </ListPage>
  );
}
