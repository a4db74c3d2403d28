'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DataTable, Modal, PageFrame, Pager, SelectField, TextField } from '../system/kit';
import { send, useApi, usePermissionNames, type Page } from '../system/use-api';
import { DeleteDialog, ExportButton, SORT_LABELS, useOccupationOptions } from '../faculty/shared';
import { ExaminerForm, type ExaminerRow } from './examiner-form';

const SORTS = ['created_at', 'updated_at', 'name', 'level'] as const;

export default function ExaminersPage() {
  const t = useTranslations('ManageFaculty');
  const toast = useToast();
  const can = usePermissionNames();
  const occupations = useOccupationOptions();
  const [filters, setFilters] = useState({ keyword: '', occupation_id: '', level: '', status: '', is_public: '', sort: 'created_at', order: 'desc' });
  const [page, setPage] = useState(1);
  const list = useApi<Page<ExaminerRow>>('/manage/examiners', { ...filters, page });
  const [editing, setEditing] = useState<ExaminerRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ExaminerRow | null>(null);
  const change = (patch: Partial<typeof filters>) => { setFilters({ ...filters, ...patch }); setPage(1); };
  const setStatus = async (row: ExaminerRow, status: ExaminerRow['status']) => {
    try {
      await send(`/manage/examiners/${row.id}`, 'PATCH', { status });
      toast(status === 'active' ? t('enabled') : t('disabled'), 'success');
      await list.mutate();
    } catch {
      // toasted
    }
  };

  return (
    <PageFrame
      title={t('examinersTitle')}
      actions={<>
        <ExportButton path="/manage/examiners/export" query={filters} filename={`${t('examinersTitle')}.xlsx`} />
        {can.has('examiners.create') && <Button variant="manage" onClick={() => setEditing('new')}>{t('newExaminer')}</Button>}
      </>}
    >
      <div className="mb-4 grid grid-cols-7 gap-3">
        <TextField label={t('keyword')} name="keyword" value={filters.keyword} onChange={(v) => change({ keyword: v })} placeholder={t('examinerKeywordHint')} />
        <SelectField label={t('occupation')} name="occupation_id" value={filters.occupation_id} onChange={(v) => change({ occupation_id: v })} options={[{ value: '', label: t('all') }, ...occupations]} />
        <SelectField label={t('level')} name="level" value={filters.level} onChange={(v) => change({ level: v })}
          options={[{ value: '', label: t('all') }, ...[1, 2, 3, 4, 5].map((l) => ({ value: String(l), label: t('levelN', { level: l }) }))]} />
        <SelectField label={t('status')} name="status" value={filters.status} onChange={(v) => change({ status: v })}
          options={[{ value: '', label: t('all') }, { value: 'active', label: t('statusActive') }, { value: 'disabled', label: t('statusDisabled') }]} />
        <SelectField label={t('isPublic')} name="is_public" value={filters.is_public} onChange={(v) => change({ is_public: v })}
          options={[{ value: '', label: t('all') }, { value: '1', label: t('yes') }, { value: '0', label: t('no') }]} />
        <SelectField label={t('sortBy')} name="sort" value={filters.sort} onChange={(v) => change({ sort: v })} options={SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) }))} />
        <SelectField label={t('order')} name="order" value={filters.order} onChange={(v) => change({ order: v })} options={[{ value: 'desc', label: t('desc') }, { value: 'asc', label: t('asc') }]} />
      </div>
      <DataTable
        caption={t('examinersTitle')} rows={list.data?.data} error={list.error} onRetry={() => void list.mutate()}
        columns={[
          { key: 'name', label: t('name'), render: (r) => r.name },
          { key: 'occupation', label: t('occupation'), render: (r) => r.occupation_name ?? '—' },
          { key: 'level', label: t('level'), render: (r) => (r.level ? t('levelN', { level: r.level }) : '—') },
          { key: 'cert', label: t('certNo'), render: (r) => <span className="font-mono text-xs">{r.cert_no ?? '—'}</span> },
          { key: 'organization', label: t('organization'), render: (r) => r.organization_name ?? r.city_name ?? '—' },
          { key: 'status', label: t('status'), render: (r) => <Badge tone={r.status === 'active' ? 'success' : 'danger'}>{r.status === 'active' ? t('statusActive') : t('statusDisabled')}</Badge> },
          {
            key: 'actions', label: t('actions'), render: (r) => (
              <div className="flex flex-wrap gap-1">
                {can.has('examiners.update') && <Button size="sm" variant="ghost" aria-label={t('editNamed', { name: r.name })} onClick={() => setEditing(r)}>{t('edit')}</Button>}
                {can.has('examiners.update') && (r.status === 'active'
                  ? <Button size="sm" variant="ghost" aria-label={t('disableNamed', { name: r.name })} onClick={() => void setStatus(r, 'disabled')}>{t('disable')}</Button>
                  : <Button size="sm" variant="ghost" aria-label={t('enableNamed', { name: r.name })} onClick={() => void setStatus(r, 'active')}>{t('enable')}</Button>)}
                {can.has('examiners.delete') && <Button size="sm" variant="ghost" aria-label={t('deleteNamed', { name: r.name })} onClick={() => setDeleting(r)}>{t('delete')}</Button>}
              </div>
            ),
          },
        ]}
      />
      <Pager pagination={list.data?.meta?.pagination} onPage={setPage} />
      <Modal open={editing !== null} title={editing === 'new' ? t('newExaminer') : t('editExaminer')} onClose={() => setEditing(null)} wide>
        {editing !== null && (
          <ExaminerForm editing={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
            onDone={() => { setEditing(null); toast(t('saved'), 'success'); void list.mutate(); }} />
        )}
      </Modal>
      <DeleteDialog path={deleting ? `/manage/examiners/${deleting.id}` : null} name={deleting?.name ?? ''} onClose={() => setDeleting(null)}
        onDone={() => { setDeleting(null); void list.mutate(); }} />
    </PageFrame>
  );
}
