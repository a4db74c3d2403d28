'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { EnumCell, ExportButton, KitDialog, kitSend, ListPage, useConfirm, useEnumLabel, useKitList, useActionTitle } from '../../kit';
import { usePermissionNames } from '../../kit';
import { SORT_LABELS, useOccupationOptions } from '../faculty/shared';
import { ExaminerForm, type ExaminerRow } from './examiner-form';
import { useLevelName } from '@/components/ui/use-level-name';

const SORTS = ['created_at', 'updated_at', 'name', 'level'] as const;
const PATH = '/manage/examiners';

/** Examiners: filters and sorting in the address, edit in a dialog, disable/enable and delete confirmed, export. */
export default function ExaminersPage() {
  const t = useTranslations('ManageFaculty');
  const label = useEnumLabel();
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const levelName = useLevelName();
  const toast = useToast();
  const can = usePermissionNames();
  const occupations = useOccupationOptions();
  const list = useKitList<ExaminerRow>(PATH, { sort: 'created_at', order: 'desc' }, ['keyword', 'occupation_id', 'level', 'status', 'is_public', 'sort', 'order']);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<ExaminerRow | 'new' | null>(null);
  const refresh = () => void list.mutate();
  const setStatus = (r: ExaminerRow, status: ExaminerRow['status']) => {
    const action = status === 'active' ? t('enable') : t('disable');
    confirm.ask({ title: actionTitle(action), message: k('actionMessage', { name: r.name, action }), confirmLabel: action, danger: status === 'disabled',
      run: () => kitSend(`${PATH}/${r.id}`, 'PATCH', { status }), done: status === 'active' ? t('enabled') : t('disabled'), after: refresh });
  };

  return (
    <ListPage<ExaminerRow>
      title={t('examinersTitle')} list={list} rowTestId="examiner-row"
      toolbar={<>
        <ExportButton path={`${PATH}/export`} query={list.query} filename={`${t('examinersTitle')}.xlsx`} label={t('export')} />
        {can.has('examiners.create') && <Button variant="manage" size="sm" onClick={() => setEditing('new')}>{t('newExaminer')}</Button>}
      </>}
      filters={[
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('examinerKeywordHint') },
        { key: 'occupation_id', label: t('occupation'), type: 'select', allLabel: t('all'), options: occupations },
        { key: 'level', label: t('level'), type: 'select', allLabel: t('all'), options: [1, 2, 3, 4, 5].map((l) => ({ value: String(l), label: levelName(l) })) },
        { key: 'status', label: t('status'), type: 'select', allLabel: t('all'), options: (['active', 'disabled'] as const).map((s) => ({ value: s, label: label('accountStatus', s) })) },
        { key: 'is_public', label: t('isPublic'), type: 'select', allLabel: t('all'), options: [{ value: '1', label: t('yes') }, { value: '0', label: t('no') }] },
        { key: 'sort', label: t('sortBy'), type: 'select', noAll: true, options: SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) })) },
        { key: 'order', label: t('order'), type: 'select', noAll: true, options: [{ value: 'desc', label: t('desc') }, { value: 'asc', label: t('asc') }] },
      ]}
      columns={[
        { key: 'name', label: t('name'), nowrap: true, render: (r) => r.name },
        { key: 'occupation', label: t('occupation'), render: (r) => r.occupation_name ?? '—' },
        { key: 'level', label: t('level'), nowrap: true, render: (r) => (r.level ? levelName(r.level) : '—') },
        { key: 'cert', label: t('certNo'), nowrap: true, render: (r) => <span className="font-mono text-xs">{r.cert_no ?? '—'}</span> },
        { key: 'organization', label: t('organization'), render: (r) => r.organization_name ?? r.city_name ?? '—' },
        { key: 'status', label: t('status'), nowrap: true, render: (r) => <EnumCell group="accountStatus" value={r.status} tones={{ active: 'success', disabled: 'danger' }} /> },
      ]}
      actions={[
        { key: 'edit', label: t('edit'), ariaLabel: (r) => t('editNamed', { name: r.name }), visible: () => can.has('examiners.update'), onClick: (r) => setEditing(r) },
        { key: 'disable', label: t('disable'), ariaLabel: (r) => t('disableNamed', { name: r.name }), visible: (r) => can.has('examiners.update') && r.status === 'active', onClick: (r) => setStatus(r, 'disabled') },
        { key: 'enable', label: t('enable'), ariaLabel: (r) => t('enableNamed', { name: r.name }), visible: (r) => can.has('examiners.update') && r.status !== 'active', onClick: (r) => setStatus(r, 'active') },
        { key: 'delete', label: t('delete'), ariaLabel: (r) => t('deleteNamed', { name: r.name }), visible: () => can.has('examiners.delete'), onClick: (r) => confirm.ask({
          title: t('deleteTitle'), message: t('deleteConfirm', { name: r.name }), confirmLabel: t('confirmDelete'), danger: true,
          run: () => kitSend(`${PATH}/${r.id}`, 'DELETE'), done: t('deleted'), after: refresh }) },
      ]}
    >
      <KitDialog open={editing !== null} title={editing === 'new' ? t('newExaminer') : t('editExaminer')} onClose={() => setEditing(null)} wide>
        {editing !== null && (
          <ExaminerForm editing={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
            onDone={() => { setEditing(null); toast(t('saved'), 'success'); refresh(); }} />
        )}
      </KitDialog>
      {confirm.dialog}
    </ListPage>
  );
}
