'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DataTable, Modal, PageFrame, Pager, SelectField, TextField } from '../system/kit';
import { send, useApi, usePermissionNames, type Page } from '../system/use-api';
import { DeleteDialog, ExportButton, SORT_LABELS, useOccupationOptions } from '../faculty/shared';
import { TeacherForm, type TeacherRow } from './teacher-form';

const SORTS = ['created_at', 'updated_at', 'name'] as const;

export default function TeachersPage() {
  const t = useTranslations('ManageFaculty');
  const toast = useToast();
  const can = usePermissionNames();
  const occupations = useOccupationOptions();
  const [filters, setFilters] = useState({ keyword: '', occupation_id: '', status: '', is_public: '', sort: 'created_at', order: 'desc' });
  const [page, setPage] = useState(1);
  const list = useApi<Page<TeacherRow>>('/manage/teachers', { ...filters, page });
  const [editing, setEditing] = useState<TeacherRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TeacherRow | null>(null);
  const change = (patch: Partial<typeof filters>) => { setFilters({ ...filters, ...patch }); setPage(1); };
  const setStatus = async (row: TeacherRow, status: TeacherRow['status']) => {
    try {
      await send(`/manage/teachers/${row.id}`, 'PATCH', { status });
      toast(status === 'active' ? t('enabled') : t('disabled'), 'success');
      await list.mutate();
    } catch {
      // toasted
    }
  };

  return (
    <PageFrame
      title={t('teachersTitle')}
      actions={<>
        <ExportButton path="/manage/teachers/export" query={filters} filename={`${t('teachersTitle')}.xlsx`} />
        {can.has('teachers.create') && <Button variant="manage" onClick={() => setEditing('new')}>{t('newTeacher')}</Button>}
      </>}
    >
      <div className="mb-4 grid grid-cols-6 gap-3">
        <TextField label={t('keyword')} name="keyword" value={filters.keyword} onChange={(v) => change({ keyword: v })} placeholder={t('teacherKeywordHint')} />
        <SelectField label={t('occupation')} name="occupation_id" value={filters.occupation_id} onChange={(v) => change({ occupation_id: v })} options={[{ value: '', label: t('all') }, ...occupations]} />
        <SelectField label={t('status')} name="status" value={filters.status} onChange={(v) => change({ status: v })}
          options={[{ value: '', label: t('all') }, { value: 'active', label: t('statusActive') }, { value: 'disabled', label: t('statusDisabled') }]} />
        <SelectField label={t('isPublic')} name="is_public" value={filters.is_public} onChange={(v) => change({ is_public: v })}
          options={[{ value: '', label: t('all') }, { value: '1', label: t('yes') }, { value: '0', label: t('no') }]} />
        <SelectField label={t('sortBy')} name="sort" value={filters.sort} onChange={(v) => change({ sort: v })} options={SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) }))} />
        <SelectField label={t('order')} name="order" value={filters.order} onChange={(v) => change({ order: v })} options={[{ value: 'desc', label: t('desc') }, { value: 'asc', label: t('asc') }]} />
      </div>
      <DataTable
        caption={t('teachersTitle')} rows={list.data?.data} error={list.error} onRetry={() => void list.mutate()}
        columns={[
          { key: 'name', label: t('name'), render: (r) => <>{r.name}{r.user_id !== null && <span className="ml-1 text-xs text-slate-500">{t('fromApplication')}</span>}</> },
          { key: 'title', label: t('teacherTitle'), render: (r) => r.title ?? '—' },
          { key: 'organization', label: t('organization'), render: (r) => r.organization_name ?? r.city_name ?? '—' },
          { key: 'occupation', label: t('occupation'), render: (r) => r.occupation_name ?? '—' },
          { key: 'phone', label: t('phone'), render: (r) => <span className="font-mono text-xs">{r.phone ?? '—'}</span> },
          { key: 'classes', label: t('classesCount'), render: (r) => r.classes_count },
          { key: 'status', label: t('status'), render: (r) => <Badge tone={r.status === 'active' ? 'success' : 'danger'}>{r.status === 'active' ? t('statusActive') : t('statusDisabled')}</Badge> },
          {
            key: 'actions', label: t('actions'), render: (r) => (
              <div className="flex flex-wrap gap-1">
                {can.has('teachers.update') && <Button size="sm" variant="ghost" aria-label={t('editNamed', { name: r.name })} onClick={() => setEditing(r)}>{t('edit')}</Button>}
                {can.has('teachers.update') && (r.status === 'active'
                  ? <Button size="sm" variant="ghost" aria-label={t('disableNamed', { name: r.name })} onClick={() => void setStatus(r, 'disabled')}>{t('disable')}</Button>
                  : <Button size="sm" variant="ghost" aria-label={t('enableNamed', { name: r.name })} onClick={() => void setStatus(r, 'active')}>{t('enable')}</Button>)}
                {can.has('teachers.delete') && <Button size="sm" variant="ghost" aria-label={t('deleteNamed', { name: r.name })} onClick={() => setDeleting(r)}>{t('delete')}</Button>}
              </div>
            ),
          },
        ]}
      />
      <Pager pagination={list.data?.meta?.pagination} onPage={setPage} />
      <Modal open={editing !== null} title={editing === 'new' ? t('newTeacher') : t('editTeacher')} onClose={() => setEditing(null)} wide>
        {editing !== null && (
          <TeacherForm editing={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
            onDone={() => { setEditing(null); toast(t('saved'), 'success'); void list.mutate(); }} />
        )}
      </Modal>
      <DeleteDialog path={deleting ? `/manage/teachers/${deleting.id}` : null} name={deleting?.name ?? ''} onClose={() => setDeleting(null)}
        onDone={() => { setDeleting(null); void list.mutate(); }} />
    </PageFrame>
  );
}
