'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { BadgeTone } from '@/components/ui/badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTimeCell, EnumCell, KitDialog, kitSend, ListPage, MaskedCell, useConfirm, useEnumLabel, useKitList, useActionTitle } from '../../kit';
import { OneTimePassword } from '../system/one-time-password';
import { useKitRead, usePermissionNames } from '../../kit';
import { LearnerDetail } from './learner-detail';
import type { LearnerAccount } from '@/lib/contract/learner-admin';
import type { Region as RegionAnswer } from '@/lib/contract/region';
import type { PasswordIssued } from '@/lib/contract/manager-admin';

type LearnerRow = LearnerAccount;
type City = Pick<RegionAnswer, 'code' | 'name'>;
const VERIFY_TONES: Record<string, BadgeTone> = { none: 'neutral', pending: 'warning', success: 'success', rejected: 'danger' };
const STATUS_TONES: Record<string, BadgeTone> = { active: 'success', disabled: 'danger', closed: 'neutral' };

/** Learner accounts: search, masked personal data (revealed one value at a time), disable/enable and password reset, each confirmed. */
export default function LearnersPage() {
  const t = useTranslations('ManageSystem');
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const label = useEnumLabel();
  const can = usePermissionNames();
  const cities = useKitRead<{ data: City[] }>('/regions');
  const list = useKitList<LearnerRow>('/manage/learners', {}, ['phone', 'name', 'verify_status', 'city_code', 'status']);
  const confirm = useConfirm();
  const [viewing, setViewing] = useState<LearnerRow | null>(null);
  const [issued, setIssued] = useState<{ account: string; password: string } | null>(null);
  const refresh = () => void list.mutate();
  const ask = (row: LearnerRow, action: string, path: string, done: string) => confirm.ask({
    title: actionTitle(action), message: k('actionMessage', { name: row.real_name ?? row.phone, action }), confirmLabel: action,
    run: () => kitSend(path, 'POST'), done, after: refresh,
  });

  return (
    <ListPage<LearnerRow>
      title={t('learnersTitle')} list={list} rowTestId="learner-row"
      filters={[
        { key: 'phone', label: t('phone'), type: 'text', normalize: (v) => v.replace(/\D/g, '') },
        { key: 'name', label: t('realName'), type: 'text' },
        { key: 'verify_status', label: t('verifyStatus'), type: 'select', options: (['none', 'pending', 'success', 'rejected'] as const).map((s) => ({ value: s, label: label('verifyStatus', s) })) },
        { key: 'city_code', label: t('city'), type: 'select', options: (cities.data?.data ?? []).map((c) => ({ value: c.code, label: c.name })) },
        { key: 'status', label: t('status'), type: 'select', options: ['active', 'disabled', 'closed'].map((s) => ({ value: s, label: label('accountStatus', s) })) },
      ]}
      columns={[
        { key: 'phone', label: t('phone'), render: (r) => <MaskedCell value={r.phone} reveal={{ subject: 'learners', id: r.id, field: 'phone' }} /> },
        { key: 'name', label: t('realName'), nowrap: true, render: (r) => r.real_name ?? r.name ?? '—' },
        { key: 'idNumber', label: t('idNumber'), render: (r) => <MaskedCell value={r.id_number} reveal={{ subject: 'learners', id: r.id, field: 'id_number' }} /> },
        { key: 'city', label: t('city'), nowrap: true, render: (r) => r.city_name ?? '—' },
        { key: 'verify', label: t('verifyStatus'), render: (r) => <EnumCell group="verifyStatus" value={r.verify_status} tones={VERIFY_TONES} /> },
        { key: 'status', label: t('status'), nowrap: true, render: (r) => (
          <>
            <EnumCell group="accountStatus" value={r.status} tones={STATUS_TONES} />
            {r.must_change_password && <Badge tone="warning" className="ml-1 whitespace-nowrap">{t('mustChange')}</Badge>}
          </>
        ) },
        { key: 'login', label: t('lastLogin'), render: (r) => <DateTimeCell value={r.last_login_at} seconds /> },
      ]}
      actions={[
        { key: 'view', label: t('view'), onClick: setViewing },
        { key: 'disable', label: t('disable'), visible: (r) => can.has('learners.disable') && r.status === 'active',
          onClick: (r) => ask(r, t('disable'), `/manage/learners/${r.id}/disable`, t('disabledDone')) },
        { key: 'enable', label: t('enable'), visible: (r) => can.has('learners.disable') && r.status === 'disabled',
          onClick: (r) => ask(r, t('enable'), `/manage/learners/${r.id}/enable`, t('enabledDone')) },
        { key: 'reset', label: t('resetPassword'), visible: (r) => can.has('learners.update') && r.status !== 'closed', onClick: (r) => confirm.ask({
          title: actionTitle(t('resetPassword')), message: t('confirmReset', { account: r.phone }), confirmLabel: t('resetPassword'), danger: true,
          run: () => kitSend<PasswordIssued>(`/manage/learners/${r.id}/reset-password`, 'POST'),
          done: (answer) => { setIssued({ account: r.phone, password: answer.data.password }); return null; }, after: refresh }) },
      ]}
    >
      {confirm.dialog}
      <KitDialog open={viewing !== null} title={t('learnerDetail')} onClose={() => setViewing(null)} wide>
        {viewing && <LearnerDetail id={viewing.id} />}
        <div className="mt-4 flex justify-end"><Button variant="outline" onClick={() => setViewing(null)}>{t('close')}</Button></div>
      </KitDialog>
      <OneTimePassword issued={issued} onClose={() => setIssued(null)} />
    </ListPage>
  );
}
