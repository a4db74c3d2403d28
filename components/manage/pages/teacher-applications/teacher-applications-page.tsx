'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ReasonDialog } from '../ops/reason-dialog';
import { DataTable, formatTime, PageFrame, Pager, SelectField, TextField } from '../system/kit';
import { send, useApi, type Page } from '../system/use-api';
import { ExportButton, SORT_LABELS, useOccupationOptions } from '../faculty/shared';
import { ApplicationFiles } from './application-files';

type Status = 'pending' | 'approved' | 'rejected';
type Application = {
  id: number; user_id: number; name: string; phone: string; id_number: string | null; occupation_name: string | null; city_name: string | null;
  qualifications: string | null; files: { id: number; name: string; mime: string; size: number }[]; status: Status; reason: string | null;
  reviewer: string | null; reviewed_at: string | null; teacher_id: number | null; created_at: string;
};
type Bulk = { data: { succeeded: number; failed: number; results: { id: number; ok: boolean; message: string | null }[] } };
const STATUS_LABELS = { pending: 'applicationPending', approved: 'applicationApproved', rejected: 'applicationRejected' } as const;
const TONES: Record<Status, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

export default function TeacherApplicationsPage() {
  const t = useTranslations('ManageFaculty');
  const toast = useToast();
  const occupations = useOccupationOptions();
  const [filters, setFilters] = useState({ status: 'pending', keyword: '', occupation_id: '', sort: 'created_at', order: 'desc' });
  const [page, setPage] = useState(1);
  const list = useApi<Page<Application>>('/manage/teacher-applications', { ...filters, page });
  const [selected, setSelected] = useState<number[]>([]);
  const [rejecting, setRejecting] = useState<number[] | null>(null);
  const change = (patch: Partial<typeof filters>) => { setFilters({ ...filters, ...patch }); setPage(1); setSelected([]); };
  const rows = list.data?.data;
  const pending = (rows ?? []).filter((r) => r.status === 'pending');
  const refresh = async () => { setSelected([]); await list.mutate(); };

  const approve = async (ids: number[]) => {
    try {
      if (ids.length === 1) {
        await send(`/manage/teacher-applications/${ids[0]}/approve`, 'POST');
        toast(t('approvedOne'), 'success');
      } else {
        const { data } = await send<Bulk>('/manage/teacher-applications/bulk', 'POST', { ids, action: 'approve' });
        toast(t('bulkDone', { succeeded: data.succeeded, failed: data.failed }), data.failed ? 'error' : 'success');
      }
      await refresh();
    } catch {
      // toasted
    }
  };
  const reject = async (reason: string) => {
    const ids = rejecting ?? [];
    if (ids.length === 1) {
      await send(`/manage/teacher-applications/${ids[0]}/reject`, 'POST', { reason });
      toast(t('rejectedOne'), 'success');
    } else {
      const { data } = await send<Bulk>('/manage/teacher-applications/bulk', 'POST', { ids, action: 'reject', reason });
      toast(t('bulkDone', { succeeded: data.succeeded, failed: data.failed }), data.failed ? 'error' : 'success');
    }
    await refresh();
  };
  const toggle = (id: number, on: boolean) => setSelected(on ? [...selected, id] : selected.filter((s) => s !== id));
  const statusLabel = (s: Status) => t(STATUS_LABELS[s]);

  return (
    <PageFrame
      title={t('applicationsTitle')}
      actions={<>
        <Button variant="outline" disabled={selected.length === 0} onClick={() => void approve(selected)}>{t('bulkApprove', { count: selected.length })}</Button>
        <Button variant="outline" disabled={selected.length === 0} onClick={() => setRejecting(selected)}>{t('bulkReject', { count: selected.length })}</Button>
        <ExportButton path="/manage/teacher-applications/export" query={filters} filename={`${t('applicationsTitle')}.xlsx`} />
      </>}
    >
      <div className="mb-4 grid grid-cols-5 gap-3">
        <TextField label={t('keyword')} name="keyword" value={filters.keyword} onChange={(v) => change({ keyword: v })} placeholder={t('applicationKeywordHint')} />
        <SelectField label={t('status')} name="status" value={filters.status} onChange={(v) => change({ status: v })}
          options={[{ value: '', label: t('all') }, ...(['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: statusLabel(s) }))]} />
        <SelectField label={t('occupation')} name="occupation_id" value={filters.occupation_id} onChange={(v) => change({ occupation_id: v })} options={[{ value: '', label: t('all') }, ...occupations]} />
        <SelectField label={t('sortBy')} name="sort" value={filters.sort} onChange={(v) => change({ sort: v })}
          options={(['created_at', 'reviewed_at', 'name'] as const).map((s) => ({ value: s, label: t(SORT_LABELS[s]) }))} />
        <SelectField label={t('order')} name="order" value={filters.order} onChange={(v) => change({ order: v })} options={[{ value: 'desc', label: t('desc') }, { value: 'asc', label: t('asc') }]} />
      </div>
      <DataTable
        caption={t('applicationsTitle')} rows={rows} error={list.error} onRetry={() => void list.mutate()}
        columns={[
          {
            key: 'select', label: t('select'), render: (r) => r.status === 'pending'
              ? <input type="checkbox" aria-label={t('selectNamed', { name: r.name })} checked={selected.includes(r.id)} onChange={(e) => toggle(r.id, e.target.checked)} className="h-4 w-4" />
              : null,
          },
          { key: 'name', label: t('name'), render: (r) => <><div>{r.name}</div><div className="font-mono text-xs text-slate-500">{r.phone}</div></> },
          { key: 'id', label: t('idNumber'), render: (r) => <span className="font-mono text-xs">{r.id_number ?? '—'}</span> },
          { key: 'city', label: t('city'), render: (r) => r.city_name ?? '—' },
          { key: 'occupation', label: t('occupation'), render: (r) => r.occupation_name ?? '—' },
          { key: 'qualifications', label: t('qualifications'), className: 'max-w-xs', render: (r) => <p className="line-clamp-3 text-xs">{r.qualifications ?? '—'}</p> },
          { key: 'files', label: t('files'), render: (r) => <ApplicationFiles applicationId={r.id} files={r.files} /> },
          { key: 'created', label: t('appliedAt'), render: (r) => formatTime(r.created_at) },
          {
            key: 'status', label: t('status'), render: (r) => (
              <div>
                <Badge tone={TONES[r.status]}>{statusLabel(r.status)}</Badge>
                {r.reason && <p className="mt-1 text-xs text-slate-500">{r.reason}</p>}
                {r.reviewer && <p className="text-xs text-slate-400">{r.reviewer} · {formatTime(r.reviewed_at)}</p>}
              </div>
            ),
          },
          {
            key: 'actions', label: t('actions'), render: (r) => r.status === 'pending' ? (
              <div className="flex flex-wrap gap-1">
                <Button size="sm" variant="ghost" aria-label={t('approveNamed', { name: r.name })} onClick={() => void approve([r.id])}>{t('approve')}</Button>
                <Button size="sm" variant="ghost" aria-label={t('rejectNamed', { name: r.name })} onClick={() => setRejecting([r.id])}>{t('reject')}</Button>
              </div>
            ) : null,
          },
        ]}
      />
      {pending.length > 1 && (
        <Button size="sm" variant="ghost" className="mt-2" onClick={() => setSelected(pending.map((r) => r.id))}>{t('selectAllPending')}</Button>
      )}
      <Pager pagination={list.data?.meta?.pagination} onPage={(p) => { setPage(p); setSelected([]); }} />
      <ReasonDialog open={rejecting !== null} title={t('rejectTitle', { count: rejecting?.length ?? 0 })} confirmLabel={t('reject')} onClose={() => setRejecting(null)} onSubmit={reject} />
    </PageFrame>
  );
}
