'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DateTimeCell, EnumCell, ExportButton, KitDialog, kitSend, ListPage, useConfirm, useEnumLabel, useKitList, useActionTitle } from '../../kit';
import { usePermissionNames } from '../../kit';
import { SORT_LABELS } from '../faculty/shared';
import { OccupationForm, type OccupationRow } from './occupation-form';
import { useLevelName } from '@/components/ui/use-level-name';

const SORTS = ['code', 'name', 'created_at', 'updated_at'] as const;
const PATH = '/manage/occupations';

/** The occupation catalogue: filters and sorting in the address, edit in a dialog, disable/enable and delete confirmed, export. */
export default function OccupationsPage() {
  const t = useTranslations('ManageFaculty');
  const label = useEnumLabel();
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const levelName = useLevelName();
  const toast = useToast();
  const can = usePermissionNames();
  const list = useKitList<OccupationRow>(PATH, { sort: 'code', order: 'asc' }, ['keyword', 'category_code', 'level', 'status', 'sort', 'order']);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<OccupationRow | 'new' | null>(null);
  const refresh = () => void list.mutate();
  const setStatus = (o: OccupationRow, status: OccupationRow['status']) => {
    const action = status === 'active' ? t('enable') : t('disable');
    confirm.ask({ title: actionTitle(action), message: k('actionMessage', { name: o.name, action }), confirmLabel: action, danger: status === 'disabled',
      run: () => kitSend(`${PATH}/${o.id}`, 'PATCH', { status }), done: status === 'active' ? t('enabled') : t('disabled'), after: refresh });
  };

  return (
    <ListPage<OccupationRow>
      title={t('occupationsTitle')} list={list} rowTestId="occupation-row"
      toolbar={<>
        <ExportButton path={`${PATH}/export`} query={list.query} filename={`${t('occupationsTitle')}.xlsx`} label={t('export')} />
        {can.has('occupations.create') && <Button variant="manage" size="sm" onClick={() => setEditing('new')}>{t('newOccupation')}</Button>}
      </>}
      filters={[
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('occupationKeywordHint') },
        { key: 'category_code', label: t('category'), type: 'select', allLabel: t('all'), options: ['1', '2', '3', '4', '5', '6', '7', '8'].map((c) => ({ value: c, label: t('majorGroup', { code: c }) })) },
        { key: 'level', label: t('level'), type: 'select', allLabel: t('all'), options: [1, 2, 3, 4, 5].map((l) => ({ value: String(l), label: levelName(l) })) },
        { key: 'status', label: t('status'), type: 'select', allLabel: t('all'), options: (['active', 'disabled'] as const).map((s) => ({ value: s, label: label('accountStatus', s) })) },
        { key: 'sort', label: t('sortBy'), type: 'select', noAll: true, options: SORTS.map((s) => ({ value: s, label: t(SORT_LABELS[s]) })) },
        { key: 'order', label: t('order'), type: 'select', noAll: true, options: [{ value: 'asc', label: t('asc') }, { value: 'desc', label: t('desc') }] },
      ]}
      columns={[
        { key: 'code', label: t('occupationCode'), nowrap: true, render: (o) => <span className="font-mono text-xs">{o.code}</span> },
        { key: 'name', label: t('occupationName'), render: (o) => o.name },
        { key: 'category', label: t('category'), render: (o) => o.category },
        { key: 'levels', label: t('levels'), nowrap: true, render: (o) => o.levels.join('、') },
        { key: 'status', label: t('status'), nowrap: true, render: (o) => <EnumCell group="accountStatus" value={o.status} tones={{ active: 'success', disabled: 'danger' }} /> },
        { key: 'updated', label: t('updatedAt'), nowrap: true, render: (o) => <DateTimeCell value={o.updated_at} /> },
      ]}
      actions={[
        { key: 'edit', label: t('edit'), ariaLabel: (o) => t('editNamed', { name: o.name }), visible: () => can.has('occupations.update'), onClick: (o) => setEditing(o) },
        { key: 'disable', label: t('disable'), ariaLabel: (o) => t('disableNamed', { name: o.name }), visible: (o) => can.has('occupations.update') && o.status === 'active', onClick: (o) => setStatus(o, 'disabled') },
        { key: 'enable', label: t('enable'), ariaLabel: (o) => t('enableNamed', { name: o.name }), visible: (o) => can.has('occupations.update') && o.status !== 'active', onClick: (o) => setStatus(o, 'active') },
        { key: 'delete', label: t('delete'), ariaLabel: (o) => t('deleteNamed', { name: o.name }), visible: () => can.has('occupations.delete'), onClick: (o) => confirm.ask({
          title: t('deleteTitle'), message: t('deleteConfirm', { name: o.name }), confirmLabel: t('confirmDelete'), danger: true,
          run: () => kitSend(`${PATH}/${o.id}`, 'DELETE'), done: t('deleted'), after: refresh }) },
      ]}
    >
      <KitDialog open={editing !== null} title={editing === 'new' ? t('newOccupation') : t('editOccupation')} onClose={() => setEditing(null)} wide>
        {editing !== null && (
          <OccupationForm editing={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
            onDone={() => { setEditing(null); toast(t('saved'), 'success'); refresh(); }} />
        )}
      </KitDialog>
      {confirm.dialog}
    </ListPage>
  );
}
