'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { BadgeTone } from '@/components/ui/badge';
import { useToast } from '@/components/ui/toast';
import { DateTimeCell, EnumCell, ExportButton, ListPage, MaskedCell, useEnumLabel, useKitList } from '../../kit';
import { FollowUpDialog } from './follow-up-dialog';
import { FOLLOW_UP_STATUSES } from '@/lib/contract/training-registration';
import { type Registration, REGISTRATIONS_PATH } from './registration-types';

const TONES: Record<Registration['status'], BadgeTone> = { pending: 'warning', contacted: 'primary', enrolled: 'success', closed: 'neutral' };

/** Training registrations from the public form, followed up by status and note. */
export default function TrainingRegistrationsPage() {
  const t = useTranslations('ManageRegistrations');
  const label = useEnumLabel();
  const toast = useToast();
  const list = useKitList<Registration>(REGISTRATIONS_PATH, { status: 'pending' }, ['status', 'keyword']);
  const [editing, setEditing] = useState<Registration | null>(null);

  return (
    <ListPage<Registration>
      title={t('title')} list={list} rowTestId="registration-row"
      toolbar={<ExportButton path={`${REGISTRATIONS_PATH}/export`} query={{ status: list.query.status, keyword: list.query.keyword }} filename={t('exportName')} label={t('export')} />}
      filters={[
        { key: 'status', label: t('statusFilter'), type: 'select', allLabel: t('allStatuses'), options: FOLLOW_UP_STATUSES.map((s) => ({ value: s, label: label('registrationStatus', s) })) },
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('keywordPlaceholder') },
      ]}
      columns={[
        { key: 'name', label: t('name'), nowrap: true, render: (r) => r.name },
        { key: 'phone', label: t('phone'), render: (r) => <MaskedCell value={r.phone} reveal={{ subject: 'training-registrations', id: r.id, field: 'phone' }} /> },
        { key: 'idNumber', label: t('idNumber'), render: (r) => <MaskedCell value={r.id_number} reveal={{ subject: 'training-registrations', id: r.id, field: 'id_number' }} /> },
        { key: 'occupation', label: t('occupation'), render: (r) => r.occupation_name ?? '—' },
        { key: 'city', label: t('city'), nowrap: true, render: (r) => r.city_name ?? '—' },
        { key: 'background', label: t('background'), render: (r) => [r.employment_status, r.education].filter(Boolean).join(' · ') || '—' },
        { key: 'registeredAt', label: t('registeredAt'), nowrap: true, render: (r) => <DateTimeCell value={r.created_at} /> },
        { key: 'status', label: t('statusColumn'), render: (r) => (
          <>
            <EnumCell group="registrationStatus" value={r.status} tones={TONES} />
            {r.note && <p className="mt-1 max-w-xs text-xs text-slate-500">{r.note}</p>}
          </>
        ) },
      ]}
      actions={[{ key: 'followUp', label: t('followUp'), onClick: (r) => setEditing(r) }]}
    >
      <FollowUpDialog registration={editing} onClose={() => setEditing(null)} onSaved={() => { toast(t('saved'), 'success'); void list.mutate(); }} />
    </ListPage>
  );
}
