'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DataTable, formatTime, Modal, PageFrame, Pager, SelectField, TextField } from '../system/kit';
import { OneTimePassword } from '../system/one-time-password';
import { send, useApi, usePermissionNames, type Page } from '../system/use-api';
import { LearnerDetail } from './learner-detail';

type LearnerRow = {
  id: number; phone: string; name: string | null; real_name: string | null; id_number: string | null; city_code: string | null; city_name: string | null;
  status: string; verify_status: 'none' | 'pending' | 'success' | 'rejected'; must_change_password: boolean; last_login_at: string | null;
};
type City = { code: string; name: string };
const VERIFY_LABELS = { none: 'verifyNone', pending: 'verifyPending', success: 'verifySuccess', rejected: 'verifyRejected' } as const;
const VERIFY_TONES: Record<LearnerRow['verify_status'], BadgeTone> = { none: 'neutral', pending: 'warning', success: 'success', rejected: 'danger' };

export default function LearnersPage() {
  const t = useTranslations('ManageSystem');
  const toast = useToast();
  const can = usePermissionNames();
  const cities = useApi<{ data: City[] }>('/regions');
  const [filters, setFilters] = useState({ phone: '', name: '', verify_status: '', city_code: '', status: '' });
  const [page, setPage] = useState(1);
  const list = useApi<Page<LearnerRow>>('/manage/learners', { ...filters, page });
  const [viewing, setViewing] = useState<LearnerRow | null>(null);
  const [issued, setIssued] = useState<{ account: string; password: string } | null>(null);
  const change = (patch: Partial<typeof filters>) => { setFilters({ ...filters, ...patch }); setPage(1); };
  const verifyLabel = (s: LearnerRow['verify_status']) => t(VERIFY_LABELS[s]);

  const act = async (path: string, done: string) => {
    try {
      await send(path, 'POST');
      toast(done, 'success');
      await list.mutate();
    } catch {
      // toasted
    }
  };
  const reset = async (row: LearnerRow) => {
    if (!window.confirm(t('confirmReset', { account: row.phone }))) return;
    try {
      const answer = await send<{ data: { password: string } }>(`/manage/learners/${row.id}/reset-password`, 'POST');
      setIssued({ account: row.phone, password: answer.data.password });
      await list.mutate();
    } catch {
      // toasted
    }
  };

  return (
    <PageFrame title={t('learnersTitle')}>
      <div className="mb-4 grid grid-cols-5 gap-3">
        <TextField label={t('phone')} name="phone" value={filters.phone} onChange={(v) => change({ phone: v.replace(/\D/g, '') })} />
        <TextField label={t('realName')} name="name" value={filters.name} onChange={(v) => change({ name: v })} />
        <SelectField label={t('verifyStatus')} name="verify_status" value={filters.verify_status} onChange={(v) => change({ verify_status: v })}
          options={[{ value: '', label: t('all') }, ...(['none', 'pending', 'success', 'rejected'] as const).map((s) => ({ value: s, label: verifyLabel(s) }))]} />
        <SelectField label={t('city')} name="city_code" value={filters.city_code} onChange={(v) => change({ city_code: v })}
          options={[{ value: '', label: t('all') }, ...(cities.data?.data ?? []).map((c) => ({ value: c.code, label: c.name }))]} />
        <SelectField label={t('status')} name="status" value={filters.status} onChange={(v) => change({ status: v })}
          options={[{ value: '', label: t('all') }, { value: 'active', label: t('statusActive') }, { value: 'disabled', label: t('statusDisabled') }]} />
      </div>
      <DataTable
        caption={t('learnersTitle')} rows={list.data?.data} error={list.error} onRetry={() => void list.mutate()}
        columns={[
          { key: 'phone', label: t('phone'), render: (r) => <span className="font-mono text-xs">{r.phone}</span> },
          { key: 'name', label: t('realName'), render: (r) => r.real_name ?? r.name ?? '—' },
          { key: 'id', label: t('idNumber'), render: (r) => <span className="font-mono text-xs">{r.id_number ?? '—'}</span> },
          { key: 'city', label: t('city'), render: (r) => r.city_name ?? '—' },
          { key: 'verify', label: t('verifyStatus'), render: (r) => <Badge tone={VERIFY_TONES[r.verify_status]}>{verifyLabel(r.verify_status)}</Badge> },
          { key: 'status', label: t('status'), render: (r) => <>
            <Badge tone={r.status === 'active' ? 'success' : 'danger'}>{r.status === 'active' ? t('statusActive') : t('statusDisabled')}</Badge>
            {r.must_change_password && <Badge tone="warning" className="ml-1">{t('mustChange')}</Badge>}
          </> },
          { key: 'login', label: t('lastLogin'), render: (r) => formatTime(r.last_login_at) },
          {
            key: 'actions', label: t('actions'), render: (r) => (
              <div className="flex flex-wrap gap-1">
                <Button size="sm" variant="ghost" onClick={() => setViewing(r)}>{t('view')}</Button>
                {can.has('learners.disable') && (r.status === 'active'
                  ? <Button size="sm" variant="ghost" onClick={() => void act(`/manage/learners/${r.id}/disable`, t('disabledDone'))}>{t('disable')}</Button>
                  : <Button size="sm" variant="ghost" onClick={() => void act(`/manage/learners/${r.id}/enable`, t('enabledDone'))}>{t('enable')}</Button>)}
                {can.has('learners.update') && <Button size="sm" variant="ghost" onClick={() => void reset(r)}>{t('resetPassword')}</Button>}
              </div>
            ),
          },
        ]}
      />
      <Pager pagination={list.data?.meta?.pagination} onPage={setPage} />
      <Modal open={viewing !== null} title={t('learnerDetail')} onClose={() => setViewing(null)} wide>
        {viewing && <LearnerDetail id={viewing.id} />}
        <div className="mt-4 flex justify-end"><Button variant="outline" onClick={() => setViewing(null)}>{t('close')}</Button></div>
      </Modal>
      <OneTimePassword issued={issued} onClose={() => setIssued(null)} />
    </PageFrame>
  );
}
