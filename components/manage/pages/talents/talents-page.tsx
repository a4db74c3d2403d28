'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { EnumCell, ExportButton, ListPage, MaskedCell, useConfirm, useEnumLabel, useKitList, useActionTitle } from '../../kit';
import { useKitRead, usePermissionNames } from '../../kit';
import { TalentEditDialog } from './talent-edit-dialog';
import { deleteTalent, setTalentVisibility, TALENTS_PATH, type ManagedTalent } from './talent-api';

type Option = { value: string; label: string };

/** The talent pool: search and filters, edit, hide from or show in the public directory, delete (each confirmed), export. */
export default function TalentsPage() {
  const t = useTranslations('ManageTalents');
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const label = useEnumLabel();
  const can = usePermissionNames();
  const list = useKitList<ManagedTalent>(TALENTS_PATH, {}, ['city_code', 'education', 'is_public', 'status', 'keyword']);
  const cities = useKitRead<{ data: { code: string; name: string }[] }>('/regions');
  const educations = useKitRead<{ data: Option[] }>('/dictionaries/education');
  const confirm = useConfirm();
  const [editing, setEditing] = useState<ManagedTalent | null>(null);
  const refresh = () => void list.mutate();
  const ask = (talent: ManagedTalent, action: 'hide' | 'unhide', done: 'hidden' | 'shown') => confirm.ask({
    title: actionTitle(t(action)), message: k('actionMessage', { name: talent.name, action: t(action) }), confirmLabel: t(action),
    run: () => setTalentVisibility(talent.id, action), done: t(done, { name: talent.name }), after: refresh });

  return (
    <ListPage<ManagedTalent>
      title={t('title')} list={list} rowTestId="talent-row"
      toolbar={<ExportButton path={`${TALENTS_PATH}/export`} query={list.query} filename={t('exportName')} label={t('export')} />}
      filters={[
        { key: 'city_code', label: t('city'), type: 'select', allLabel: t('all'), options: (cities.data?.data ?? []).map((c) => ({ value: c.code, label: c.name })) },
        { key: 'education', label: t('education'), type: 'select', allLabel: t('all'), options: educations.data?.data ?? [] },
        { key: 'is_public', label: t('visibility'), type: 'select', allLabel: t('all'), options: [{ value: '1', label: t('public') }, { value: '0', label: t('private') }] },
        { key: 'status', label: t('statusFilter'), type: 'select', allLabel: t('all'), options: ['active', 'hidden'].map((s) => ({ value: s, label: label('talentStatus', s) })) },
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('keywordPlaceholder') },
      ]}
      columns={[
        { key: 'name', label: t('name'), nowrap: true, render: (r) => r.name },
        { key: 'expectedJob', label: t('expectedJob'), render: (r) => <>{r.expected_job}<p className="text-xs text-slate-500">{r.expected_salary}</p></> },
        { key: 'occupation', label: t('occupation'), render: (r) => r.occupation_name ?? '—' },
        { key: 'education', label: t('education'), nowrap: true, render: (r) => r.education ?? '—' },
        { key: 'city', label: t('city'), nowrap: true, render: (r) => r.city_name ?? '—' },
        { key: 'phone', label: t('phone'), render: (r) => <MaskedCell value={r.phone} reveal={{ subject: 'talents', id: r.id, field: 'phone' }} /> },
        { key: 'status', label: t('statusColumn'), nowrap: true, render: (r) => (
          <span className="inline-flex gap-1">
            <EnumCell group="talentStatus" value={r.status} tones={{ active: 'success', hidden: 'danger' }} />
            <Badge tone="neutral">{r.is_public ? t('public') : t('private')}</Badge>
          </span>
        ) },
      ]}
      actions={[
        { key: 'edit', label: t('edit'), visible: () => can.has('talents.update'), onClick: (r) => setEditing(r) },
        { key: 'hide', label: t('hide'), visible: (r) => can.has('talents.update') && r.status !== 'hidden', onClick: (r) => ask(r, 'hide', 'hidden') },
        { key: 'unhide', label: t('unhide'), visible: (r) => can.has('talents.update') && r.status === 'hidden', onClick: (r) => ask(r, 'unhide', 'shown') },
        { key: 'delete', label: t('delete'), visible: () => can.has('talents.delete'), onClick: (r) => confirm.ask({
          title: k('deleteTitle'), message: t('confirmDelete', { name: r.name }), confirmLabel: t('delete'), danger: true,
          run: () => deleteTalent(r.id), done: t('deleted', { name: r.name }), after: refresh }) },
      ]}
    >
      <TalentEditDialog talent={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      {confirm.dialog}
    </ListPage>
  );
}
