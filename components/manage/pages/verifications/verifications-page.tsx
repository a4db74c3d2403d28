'use client';

import { Fragment, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { ReasonDialog } from '../ops/reason-dialog';
import { useManageList } from '../ops/use-manage-list';
import { VerificationPhoto } from './verification-photo';

type Submission = {
  id: number; real_name: string; id_number: string; phone: string; city_name: string | null; audit_status: 'pending' | 'success' | 'rejected';
  audit_reason: string | null; audited_at: string | null; auditor: string | null; has_photos: boolean; created_at: string;
};

const PATH = '/manage/verifications';
const STATUSES = ['pending', 'success', 'rejected'] as const;
const TONES: Record<Submission['audit_status'], BadgeTone> = { pending: 'warning', success: 'success', rejected: 'danger' };

/** Real-name verification review: the pending queue, the ID photos for reviewers, approve or reject with a reason. */
export default function VerificationsPage() {
  const t = useTranslations('ManageVerifications');
  const toast = useToast();
  const list = useManageList<Submission>(PATH, { status: 'pending' });
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<Submission | null>(null);
  const rows = list.data?.data ?? [];

  const search = (event: FormEvent) => { event.preventDefault(); list.filter({ keyword: keyword.trim() || undefined }); };
  async function approve(s: Submission) {
    try {
      await apiFetch(`${PATH}/${s.id}/approve`, { method: 'POST', guard: 'manage' });
      toast(t('approved', { name: s.real_name }), 'success');
      void list.mutate();
    } catch {
      // toasted by the API client
    }
  }

  return (
    <section aria-labelledby="verifications-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
      <h1 id="verifications-title" className="text-lg font-semibold text-slate-900">{t('title')}</h1>
      <form onSubmit={search} className="flex flex-wrap items-end gap-3" role="search">
        <label className="text-sm text-slate-700">{t('statusFilter')}
          <select className={`${inputClass} ml-2`} value={String(list.query.status ?? '')} onChange={(e) => list.filter({ status: e.target.value || undefined })}>
            <option value="">{t('allStatuses')}</option>
            {STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
          </select>
        </label>
        <label className="text-sm text-slate-700">{t('keyword')}
          <input className={`${inputClass} ml-2`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('keywordPlaceholder')} />
        </label>
        <Button type="submit" variant="manage" size="sm">{t('search')}</Button>
      </form>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead><tr>{(['name', 'idNumber', 'phone', 'city', 'submittedAt', 'statusColumn', 'actions'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}</tr></thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={7} />
            {rows.map((s) => (
              <Fragment key={s.id}>
                <tr data-testid="verification-row" data-id={s.id}>
                  <td className={tdClass}>{s.real_name}</td>
                  <td className={`${tdClass} font-mono`}>{s.id_number}</td>
                  <td className={tdClass}>{s.phone}</td>
                  <td className={tdClass}>{s.city_name ?? '—'}</td>
                  <td className={tdClass}>{s.created_at.slice(0, 16).replace('T', ' ')}</td>
                  <td className={tdClass}>
                    <Badge tone={TONES[s.audit_status]}>{t(`status.${s.audit_status}`)}</Badge>
                    {s.audit_reason && <p className="mt-1 text-xs text-slate-500">{s.audit_reason}</p>}
                    {s.auditor && <p className="mt-1 text-xs text-slate-500">{t('auditedBy', { name: s.auditor, at: (s.audited_at ?? '').slice(0, 16).replace('T', ' ') })}</p>}
                  </td>
                  <td className={tdClass}>
                    <div className="flex flex-wrap gap-1">
                      {s.has_photos && <Button size="sm" variant="ghost" aria-expanded={open === s.id} onClick={() => setOpen(open === s.id ? null : s.id)}>{t('photos')}</Button>}
                      {s.audit_status === 'pending' && <Button size="sm" variant="manage" onClick={() => void approve(s)}>{t('approve')}</Button>}
                      {s.audit_status === 'pending' && <Button size="sm" variant="ghost" onClick={() => setRejecting(s)}>{t('reject')}</Button>}
                    </div>
                  </td>
                </tr>
                {open === s.id && (
                  <tr><td colSpan={7} className="bg-slate-50 px-6 py-4"><div className="flex flex-wrap gap-6"><VerificationPhoto id={s.id} side="front" /><VerificationPhoto id={s.id} side="back" /></div></td></tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
      <ReasonDialog
        open={rejecting !== null} title={t('rejectTitle', { name: rejecting?.real_name ?? '' })} confirmLabel={t('reject')} onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          await apiFetch(`${PATH}/${rejecting!.id}/reject`, { method: 'POST', guard: 'manage', body: { reason } });
          toast(t('rejected', { name: rejecting!.real_name }), 'success');
          void list.mutate();
        }}
      />
    </section>
  );
}
