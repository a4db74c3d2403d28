'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { useManageList } from '../ops/use-manage-list';
import { BatchForm } from './batch-form';
import { BATCHES_PATH, deleteBatch, type MoxibustionBatch, setEnrolment } from './moxibustion-api';

const STATUSES = ['enrolling', 'closed', 'ongoing', 'finished'] as const;
const TONE = { enrolling: 'success', closed: 'neutral', ongoing: 'primary', finished: 'warning' } as const;

export function BatchesTab() {
  const t = useTranslations('ManageMoxibustion');
  const toast = useToast();
  const list = useManageList<MoxibustionBatch>(BATCHES_PATH);
  const [editing, setEditing] = useState<MoxibustionBatch | null | 'new'>(null);
  const rows = list.data?.data ?? [];
  const act = async (job: Promise<unknown>, message: string) => { await job; toast(message, 'success'); void list.mutate(); };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="text-sm text-slate-700">{t('statusFilter')}
          <select className={`${inputClass} ml-2`} value={String(list.query.status ?? '')} onChange={(e) => list.filter({ status: e.target.value || undefined })}>
            <option value="">{t('allStatuses')}</option>
            {STATUSES.map((s) => <option key={s} value={s}>{t(`batchStatus.${s}`)}</option>)}
          </select>
        </label>
        <Button variant="manage" size="sm" onClick={() => setEditing('new')}>{t('newBatch')}</Button>
      </div>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead><tr>{(['batchTitle', 'city', 'dates', 'seats', 'issuerColumn', 'statusColumn', 'actions'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}</tr></thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={7} />
            {rows.map((b) => (
              <tr key={b.id} data-testid="batch-row">
                <td className={tdClass}><p className="font-medium">{b.title}</p><p className="text-xs text-slate-500">{b.code} · {b.level}</p></td>
                <td className={tdClass}>{b.city?.data?.name ?? b.city_code}</td>
                <td className={tdClass}>{t('dateRange', { from: b.start_date, to: b.end_date })}</td>
                <td className={tdClass}>{t('seatsTaken', { taken: b.enrolled_count, capacity: b.capacity })}</td>
                <td className={tdClass}>{b.issuer}</td>
                <td className={tdClass}><Badge tone={TONE[b.status]}>{t(`batchStatus.${b.status}`)}</Badge></td>
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-1">
                    <Button size="sm" variant="ghost" onClick={() => setEditing(b)}>{t('edit')}</Button>
                    {b.status === 'enrolling'
                      ? <Button size="sm" variant="ghost" onClick={() => void act(setEnrolment(b.id, false), t('closedDone'))}>{t('closeEnrolment')}</Button>
                      : b.status !== 'finished' && <Button size="sm" variant="ghost" onClick={() => void act(setEnrolment(b.id, true), t('openedDone'))}>{t('openEnrolment')}</Button>}
                    {b.enrolled_count === 0 && (
                      <Button size="sm" variant="ghost" onClick={() => { if (window.confirm(t('deleteConfirm', { title: b.title }))) void act(deleteBatch(b.id), t('deleted')); }}>{t('delete')}</Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
      {editing !== null && (
        <BatchForm
          key={editing === 'new' ? 'new' : editing.id} open batch={editing === 'new' ? null : editing} onClose={() => setEditing(null)}
          onSaved={() => { toast(t('saved'), 'success'); void list.mutate(); }}
        />
      )}
    </div>
  );
}
