'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DataTable, formatTime, Modal, PageFrame, Pager, SelectField, TextField } from '../system/kit';
import { send, useApi, usePermissionNames, type Page } from '../system/use-api';
import { DeleteDialog, ExportButton, SORT_LABELS } from '../faculty/shared';
import { OccupationForm, type OccupationRow } from './occupation-form';

const SORTS = ['code', 'name', 'created_at', 'updated_at'] as const;

export default function OccupationsPage() {
  const t = useTranslations('ManageFaculty');
  const toast = useToast();
  const can = usePermissionNames();
  const [filters, setFilters] = useState({ keyword: '', category_code: '', level: '', status: '', sort: 'code', order: 'asc' });
  const [page, setPage] = useState(1);
  const list = useApi<Page<OccupationRow>>('/manage/occupations', { ...filters, page });
  const [editing, setEditing] = useState<OccupationRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<OccupationRow | null>(null);
  const change = (patch: Partial<typeof filters>) => { setFilters({ ...filters, ...patch }); setPage(1); };
  const setStatus = async (row: OccupationRow, status: OccupationRow['status']) => {
    try {
      await send(`/manage/occupations/${row.id}`, 'PATCH', { status });
      toast(status === 'active' ? t('enabled') : t('disabled'), 'success');
      await list.mutate();
    } catch {
      // toasted
    }
  };

  return (
    <PageFrame
      title={t('occupationsTitle')}
      actions={<>
        <ExportButton path="/manage/occupations/export" query={filters} filename={`${t('occupationsTitle')}.xlsx`} />
        {can.has('occupations.create') && <Button variant="manage" onClick={() => setEditing('new')}>{t('newOccupation')}</Button>}
      </>}
    >
      <div className="mb-4 grid grid-cols-6 gap-3">
        <TextField label={t('keyword')} name="keyword" value={filters.keyword} onChange={(v) => change({ keyword: v })} placeholder={t('occupationKeywordHint')} />
        <SelectField label={t('category')} name="category_code" value={filters.category_code} onChange={(v) => change({ category_code: v })}
          options={[{ value: '', label: t('all') }, ...['1', '2', '3', '4', '5', '6', '7', '8'].map((c) => ({ value: c, label: t('majorGroup', { code: c }) }))]} />
        <SelectField label={t('level')} name="level" value={filters.level} onChange={(v) => change({ level: v })}
          options={[{ value: '', label: t('all') }, ...[1, 2, 3, 4, 5].map((l) => ({ value: String(l), label: t('levelN', { level: l }) }))]} />
        <SelectField label={t('status')} name="status" value={filters.status} onChange={(v) => change({ status: v })}
          options={[{ value: '', label: t('all') }, { value: 'active', label: t('statusActive') }, { value: 'disabled', label: t('statusDisabled') }]} />
        <SelectField label={t('sortBy')} name="sort" value={filters.sort} onChange={(v) => change({ sort: v })} options={SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) }))} />
        <SelectField label={t('order')} name="order" value={filters.order} onChange={(v) => change({ order: v })} options={[{ value: 'asc', label: t('asc') }, { value: 'desc', label: t('desc') }]} />
      </div>
      <DataTable
        caption={t('occupationsTitle')} rows={list.data?.data} error={list.error} onRetry={() => void list.mutate()}
        columns={[
          { key: 'code', label: t('occupationCode'), render: (o) => <span className="font-mono text-xs">{o.code}</span> },
          { key: 'name', label: t('occupationName'), render: (o) => o.name },
          { key: 'category', label: t('category'), render: (o) => o.category },
          { key: 'levels', label: t('levels'), render: (o) => o.levels.join('、') },
          { key: 'status', label: t('status'), render: (o) => <Badge tone={o.status === 'active' ? 'success' : 'danger'}>{o.status === 'active' ? t('statusActive') : t('statusDisabled')}</Badge> },
          { key: 'updated', label: t('updatedAt'), render: (o) => formatTime(o.updated_at) },
          {
            key: 'actions', label: t('actions'), render: (o) => (
              <div className="flex flex-wrap gap-1">
                {can.has('occupations.update') && <Button size="sm" variant="ghost" aria-label={t('editNamed', { name: o.name })} onClick={() => setEditing(o)}>{t('edit')}</Button>}
                {can.has('occupations.update') && (o.status === 'active'
                  ? <Button size="sm" variant="ghost" aria-label={t('disableNamed', { name: o.name })} onClick={() => void setStatus(o, 'disabled')}>{t('disable')}</Button>
                  : <Button size="sm" variant="ghost" aria-label={t('enableNamed', { name: o.name })} onClick={() => void setStatus(o, 'active')}>{t('enable')}</Button>)}
                {can.has('occupations.delete') && <Button size="sm" variant="ghost" aria-label={t('deleteNamed', { name: o.name })} onClick={() => setDeleting(o)}>{t('delete')}</Button>}
              </div>
            ),
          },
        ]}
      />
      <Pager pagination={list.data?.meta?.pagination} onPage={setPage} />
      <Modal open={editing !== null} title={editing === 'new' ? t('newOccupation') : t('editOccupation')} onClose={() => setEditing(null)} wide>
        {editing !== null && (
          <OccupationForm editing={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
            onDone={() => { setEditing(null); toast(t('saved'), 'success'); void list.mutate(); }} />
        )}
      </Modal>
      <DeleteDialog path={deleting ? `/manage/occupations/${deleting.id}` : null} name={deleting?.name ?? ''} onClose={() => setDeleting(null)}
        onDone={() => { setDeleting(null); void list.mutate(); }} />
    </PageFrame>
  );
}
