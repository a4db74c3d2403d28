'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { DataTable, formatTime, PageFrame, Pager, TextField } from '../system/kit';
import { useApi, type Page } from '../system/use-api';

type ErrorRow = { id: number; message: string; stack: string | null; url: string | null; user_agent: string | null; created_at: string };

export default function ClientErrorsPage() {
  const t = useTranslations('ManageSystem');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const list = useApi<Page<ErrorRow>>('/manage/logs/client-errors', { keyword, page });
  return (
    <PageFrame title={t('clientErrorsTitle')}>
      <div className="mb-4 grid grid-cols-4 gap-3">
        <TextField label={t('keyword')} name="keyword" value={keyword} onChange={(v) => { setKeyword(v); setPage(1); }} />
      </div>
      <DataTable
        caption={t('clientErrorsTitle')} rows={list.data?.data} error={list.error} onRetry={() => void list.mutate()}
        columns={[
          { key: 'time', label: t('time'), render: (r) => formatTime(r.created_at) },
          { key: 'message', label: t('message'), render: (r) => r.stack ? <details><summary className="cursor-pointer">{r.message}</summary><pre className="mt-1 max-w-xl whitespace-pre-wrap break-all text-xs">{r.stack}</pre></details> : r.message },
          { key: 'url', label: t('page'), render: (r) => <span className="break-all font-mono text-xs">{r.url ?? '—'}</span> },
          { key: 'ua', label: t('browser'), render: (r) => <span className="line-clamp-2 max-w-xs text-xs text-slate-600">{r.user_agent ?? '—'}</span> },
        ]}
      />
      <Pager pagination={list.data?.meta?.pagination} onPage={setPage} />
    </PageFrame>
  );
}
