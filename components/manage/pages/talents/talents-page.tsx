'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api/client';
import { downloadExport } from '../ops/download';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { useManageList } from '../ops/use-manage-list';
import { useApi, usePermissionNames } from '../system/use-api';
import { TalentEditDialog } from './talent-edit-dialog';
import { TALENTS_PATH, type ManagedTalent } from './talent-api';

type Option = { value: string; label: string };

/** The talent pool: search and filters, edit, hide from or show in the public directory, delete, export. */
export default function TalentsPage() {
  const t = useTranslations('ManageTalents');
  const toast = useToast();
  const can = usePermissionNames();
  const list = useManageList<ManagedTalent>(TALENTS_PATH);
  const cities = useApi<{ data: { code: string; name: string }[] }>('/regions');
  const educations = useApi<{ data: Option[] }>('/dictionaries/education');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<ManagedTalent | null>(null);
  const rows = list.data?.data ?? [];
  const search = (event: FormEvent) => { event.preventDefault(); list.filter({ keyword: keyword.trim() || undefined }); };
  const filters = { keyword: list.query.keyword, city_code: list.query.city_code, education: list.query.education, status: list.query.status, is_public: list.query.is_public };

  async function act(talent: ManagedTalent, method: 'POST' | 'DELETE', path: string, done: 'hidden' | 'shown' | 'deleted') {
    try {
      await apiFetch(path, { method, guard: 'manage' });
      toast(t(done, { name: talent.name }), 'success');
      void list.mutate();
    } catch {
      // the API client has toasted the reason
    }
  }
  const select = (label: string, name: string, options: Option[]) => (
    <label className="text-sm text-slate-700">{label}
      <select className={`${inputClass} ml-2`} value={String(list.query[name] ?? '')} onChange={(e) => list.filter({ [name]: e.target.value || undefined })}>
        <option value="">{t('all')}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </label>
  );

  return (
    <section aria-labelledby="talents-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="talents-title" className="text-lg font-semibold text-slate-900">{t('title')}</h1>
        <Button variant="ghost" size="sm" onClick={() => void downloadExport(`${TALENTS_PATH}/export`, filters, t('exportName'))}>{t('export')}</Button>
      </header>
      <form onSubmit={search} className="flex flex-wrap items-end gap-3" role="search">
        {select(t('city'), 'city_code', (cities.data?.data ?? []).map((c) => ({ value: c.code, label: c.name })))}
        {select(t('education'), 'education', educations.data?.data ?? [])}
        {select(t('visibility'), 'is_public', [{ value: '1', label: t('public') }, { value: '0', label: t('private') }])}
        {select(t('statusFilter'), 'status', [{ value: 'active', label: t('status.active') }, { value: 'hidden', label: t('status.hidden') }])}
        <label className="text-sm text-slate-700">{t('keyword')}
          <input className={`${inputClass} ml-2`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('keywordPlaceholder')} />
        </label>
        <Button type="submit" variant="manage" size="sm">{t('search')}</Button>
      </form>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead><tr>{(['name', 'expectedJob', 'occupation', 'education', 'city', 'phone', 'statusColumn', 'actions'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}</tr></thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={8} />
            {rows.map((talent) => (
              <tr key={talent.id} data-testid="talent-row" data-id={talent.id}>
                <td className={tdClass}>{talent.name}</td>
                <td className={tdClass}>{talent.expected_job}<p className="text-xs text-slate-500">{talent.expected_salary}</p></td>
                <td className={tdClass}>{talent.occupation_name ?? '—'}</td>
                <td className={tdClass}>{talent.education ?? '—'}</td>
                <td className={tdClass}>{talent.city_name ?? '—'}</td>
                <td className={`${tdClass} font-mono`}>{talent.phone ?? '—'}</td>
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-1">
                    <Badge tone={talent.status === 'hidden' ? 'danger' : 'success'}>{t(`status.${talent.status}`)}</Badge>
                    <Badge tone="neutral">{talent.is_public ? t('public') : t('private')}</Badge>
                  </div>
                </td>
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-1">
                    {can.has('talents.update') && <Button size="sm" variant="ghost" onClick={() => setEditing(talent)}>{t('edit')}</Button>}
                    {can.has('talents.update') && (talent.status === 'hidden'
                      ? <Button size="sm" variant="ghost" onClick={() => void act(talent, 'POST', `${TALENTS_PATH}/${talent.id}/unhide`, 'shown')}>{t('unhide')}</Button>
                      : <Button size="sm" variant="ghost" onClick={() => void act(talent, 'POST', `${TALENTS_PATH}/${talent.id}/hide`, 'hidden')}>{t('hide')}</Button>)}
                    {can.has('talents.delete') && (
                      <Button size="sm" variant="ghost" onClick={() => { if (window.confirm(t('confirmDelete', { name: talent.name }))) void act(talent, 'DELETE', `${TALENTS_PATH}/${talent.id}`, 'deleted'); }}>
                        {t('delete')}
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
      <TalentEditDialog talent={editing} onClose={() => setEditing(null)} onSaved={() => void list.mutate()} />
    </section>
  );
}
