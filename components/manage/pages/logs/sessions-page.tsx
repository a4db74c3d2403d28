'use client';

import { useTranslations } from 'next-intl';
import { DateTimeCell, kitSend, ListPage, useConfirm, useKitList } from '../../kit';
import type { SessionRow } from '@/lib/contract/system-logs';

/** Signed-in sessions of learners and managers; one may be ended (confirmed). */
export default function SessionsPage() {
  const t = useTranslations('ManageSystem');
  const confirm = useConfirm();
  const list = useKitList<SessionRow>('/manage/logs/sessions', {}, ['keyword', 'guard']);
  return (
    <ListPage<SessionRow>
      title={t('sessionsTitle')} list={list}
      filters={[
        { key: 'keyword', label: t('account'), type: 'text' },
        { key: 'guard', label: t('guard'), type: 'select', allLabel: t('all'), options: [{ value: 'manage', label: t('guardManage') }, { value: 'api', label: t('guardApi') }] },
      ]}
      columns={[
        { key: 'account', label: t('account'), render: (r) => (r.name ? `${r.name}（${r.account}）` : r.account) },
        { key: 'guard', label: t('guard'), nowrap: true, render: (r) => (r.guard === 'manage' ? t('guardManage') : t('guardApi')) },
        { key: 'since', label: t('signedInAt'), render: (r) => <DateTimeCell value={r.created_at} /> },
        { key: 'last', label: t('lastActive'), render: (r) => <DateTimeCell value={r.last_used_at} /> },
        { key: 'ip', label: t('ip'), render: (r) => r.ip ?? '—' },
        { key: 'ua', label: t('browser'), render: (r) => <span className="line-clamp-2 max-w-xs text-xs text-slate-600">{r.user_agent ?? '—'}</span> },
      ]}
      actions={[
        { key: 'signOut', label: t('forceSignOut'), onClick: (r) => confirm.ask({
          title: t('forceSignOut'), message: t('confirmSignOut', { account: r.account }), confirmLabel: t('forceSignOut'), danger: true,
          run: () => kitSend(`/manage/logs/sessions/${r.id}`, 'DELETE'), done: t('signedOut'), after: () => void list.mutate() }) },
      ]}
    >
      {confirm.dialog}
    </ListPage>
  );
}
