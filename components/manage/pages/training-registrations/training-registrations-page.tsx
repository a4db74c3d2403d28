'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { downloadExport } from '../ops/download';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { useManageList } from '../ops/use-manage-list';
import { FollowUpDialog } from './follow-up-dialog';
import { FOLLOW_UP_STATUSES, type Registration, REGISTRATIONS_PATH } from './registration-types';

const TONES: Record<Registration['status'], BadgeTone> = { pending: 'warning', contacted: 'primary', enrolled: 'success', closed: 'neutral' };

/** Training registrations from the public form, followed up by status and note. */
export default function TrainingRegistrationsPage() {
  const t = useTranslations('ManageRegistrations');
  const toast = useToast();
  const list = useManageList<Registration>(REGISTRATIONS_PATH, { status: 'pending' });
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Registration | null>(null);
  const rows = list.data?.data ?? [];
  const search = (event: FormEvent) => { event.preventDefault(); list.filter({ keyword: keyword.trim() || undefined }); };

  return (
    <section aria-labelledby="registrations-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="registrations-title" className="text-lg font-semibold text-slate-900">{t('title')}</h1>
        <Button variant="ghost" size="sm" onClick={() => void downloadExport(`${REGISTRATIONS_PATH}/export`, { status: list.query.status, keyword: list.query.keyword }, t('exportName'))}>{t('export')}</Button>
      </header>
      <form onSubmit={search} className="flex flex-wrap items-end gap-3" role="search">
        <label className="text-sm text-slate-700">{t('statusFilter')}
          <select className={`${inputClass} ml-2`} value={String(list.query.status ?? '')} onChange={(e) => list.filter({ status: e.target.value || undefined })}>
            <option value="">{t('allStatuses')}</option>
            {FOLLOW_UP_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
          </select>
        </label>
        <label className="text-sm text-slate-700">{t('keyword')}
          <input className={`${inputClass} ml-2`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('keywordPlaceholder')} />
        </label>
        <Button type="submit" variant="manage" size="sm">{t('search')}</Button>
      </form>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead><tr>{(['name', 'phone', 'occupation', 'city', 'background', 'registeredAt', 'statusColumn', 'actions'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}</tr></thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={8} />
            {rows.map((r) => (
              <tr key={r.id} data-testid="registration-row" data-id={r.id}>
                <td className={tdClass}>{r.name}</td>
                <td className={tdClass}>{r.phone}</td>
                <td className={tdClass}>{r.occupation_name ?? '—'}</td>
                <td className={tdClass}>{r.city_name ?? '—'}</td>
                <td className={tdClass}>{[r.employment_status, r.education].filter(Boolean).join(' · ') || '—'}</td>
                <td className={tdClass}>{r.created_at.slice(0, 16).replace('T', ' ')}</td>
                <td className={tdClass}>
                  <Badge tone={TONES[r.status] ?? 'neutral'}>{t(`status.${r.status}`)}</Badge>
                  {r.note && <p className="mt-1 max-w-xs text-xs text-slate-500">{r.note}</p>}
                </td>
                <td className={tdClass}><Button size="sm" variant="ghost" onClick={() => setEditing(r)}>{t('followUp')}</Button></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
      <FollowUpDialog registration={editing} onClose={() => setEditing(null)} onSaved={() => { toast(t('saved'), 'success'); void list.mutate(); }} />
    </section>
  );
}
