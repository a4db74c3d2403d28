'use client';

import { useTranslations } from 'next-intl';
import { DateTimeCell, ListPage, useKitList } from '../../kit';
import type { ClientErrorRow } from '@/lib/contract/system-logs';

type ErrorRow = ClientErrorRow;

/** Errors the browsers reported, newest first, searchable. */
export default function ClientErrorsPage() {
  const t = useTranslations('ManageSystem');
  const list = useKitList<ErrorRow>('/manage/logs/client-errors', {}, ['keyword']);
  return (
    <ListPage<ErrorRow>
      title={t('clientErrorsTitle')} list={list}
      filters={[{ key: 'keyword', label: t('keyword'), type: 'text' }]}
      columns={[
        { key: 'time', label: t('time'), render: (r) => <DateTimeCell value={r.created_at} seconds /> },
        { key: 'message', label: t('message'), render: (r) => r.stack ? <details><summary className="cursor-pointer">{r.message}</summary><pre className="mt-1 max-w-xl whitespace-pre-wrap break-all text-xs">{r.stack}</pre></details> : r.message },
        { key: 'url', label: t('page'), render: (r) => <span className="break-all font-mono text-xs">{r.url ?? '—'}</span> },
        { key: 'ua', label: t('browser'), render: (r) => <span className="line-clamp-2 max-w-xs text-xs text-slate-600">{r.user_agent ?? '—'}</span> },
      ]}
    />
  );
}
