'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { MOXIBUSTION_BATCH_STATUSES } from '@/lib/contract/moxibustion';
import { EnumCell, ListPage, useConfirm, useEnumLabel, useKitList, useActionTitle } from '../../kit';
import { BatchForm } from './batch-form';
import { BATCHES_PATH, deleteBatch, type MoxibustionBatch, setEnrolment } from './moxibustion-api';

const TONES = { enrolling: 'success', closed: 'neutral', ongoing: 'primary', finished: 'warning' } as const;

/** The programme's batches: status filter, create and edit, open or close enrolment and delete (each confirmed). */
export function BatchesTab() {
  const t = useTranslations('ManageMoxibustion');
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const label = useEnumLabel();
  const toast = useToast();
  const confirm = useConfirm();
  const list = useKitList<MoxibustionBatch>(BATCHES_PATH, {}, ['status'], { address: false });
  const [editing, setEditing] = useState<MoxibustionBatch | null | 'new'>(null);
  const refresh = () => void list.mutate();
  const step = (b: MoxibustionBatch, open: boolean) => {
    const action = open ? t('openEnrolment') : t('closeEnrolment');
    confirm.ask({ title: actionTitle(action), message: k('actionMessage', { name: b.title, action }), confirmLabel: action,
      run: () => setEnrolment(b.id, open), done: open ? t('openedDone') : t('closedDone'), after: refresh });
  };

  return (
    <ListPage<MoxibustionBatch>
      nested title={t('tabs.batches')} list={list} rowTestId="batch-row"
      toolbar={<Button variant="manage" size="sm" onClick={() => setEditing('new')}>{t('newBatch')}</Button>}
      filters={[{ key: 'status', label: t('statusFilter'), type: 'select', allLabel: t('allStatuses'), options: MOXIBUSTION_BATCH_STATUSES.map((s) => ({ value: s, label: label('batchStatus', s) })) }]}
      columns={[
        { key: 'title', label: t('batchTitle'), render: (b) => <><p className="font-medium">{b.title}</p><p className="text-xs text-slate-500">{b.code} · {b.level}</p></> },
        { key: 'city', label: t('city'), nowrap: true, render: (b) => b.city?.data?.name ?? b.city_code },
        { key: 'dates', label: t('dates'), nowrap: true, render: (b) => <span className="tabular-nums">{t('dateRange', { from: b.start_date, to: b.end_date })}</span> },
        { key: 'seats', label: t('seats'), nowrap: true, render: (b) => t('seatsTaken', { taken: b.enrolled_count, capacity: b.capacity }) },
        { key: 'issuer', label: t('issuerColumn'), render: (b) => b.issuer },
        { key: 'status', label: t('statusColumn'), nowrap: true, render: (b) => <EnumCell group="batchStatus" value={b.status} tones={TONES} /> },
      ]}
      actions={[
        { key: 'edit', label: t('edit'), onClick: (b) => setEditing(b) },
        { key: 'open', label: t('openEnrolment'), visible: (b) => b.status !== 'enrolling' && b.status !== 'finished', onClick: (b) => step(b, true) },
        { key: 'close', label: t('closeEnrolment'), visible: (b) => b.status === 'enrolling', onClick: (b) => step(b, false) },
        { key: 'delete', label: t('delete'), visible: (b) => b.enrolled_count === 0, onClick: (b) => confirm.ask({
          title: k('deleteTitle'), message: t('deleteConfirm', { title: b.title }), confirmLabel: t('delete'), danger: true,
          run: () => deleteBatch(b.id), done: t('deleted'), after: refresh }) },
      ]}
    >
      {editing !== null && (
        <BatchForm
          key={editing === 'new' ? 'new' : editing.id} open batch={editing === 'new' ? null : editing} onClose={() => setEditing(null)}
          onSaved={() => { toast(t('saved'), 'success'); refresh(); }}
        />
      )}
      {confirm.dialog}
    </ListPage>
  );
}
