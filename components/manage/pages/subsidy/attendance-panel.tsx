'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { AttendanceCorrectionBody, type AttendanceRecord } from '@/lib/contract/subsidy/attendance';
import type { ClassSession } from '@/lib/contract/subsidy/session';
import { fromZoneInput, toZoneInput } from '@/lib/format/date';
import { camel } from '@/components/subsidy/labels';
import { Badge } from '@/components/ui/badge';
import { useToast } from '@/components/ui/toast';
import { DataTable, DateTimeCell, KitDialog, KitFormActions, KitTextArea, KitTextField, useCheckedSubmit } from '../../kit';
import { attendancePath, correctAttendance, type Rows, useSubsidyRead } from './subsidy-api';

/** A session's attendance records (实名考勤), with the institution's correction, which needs a reason. */
export function AttendancePanel({ session, mayCorrect, onChanged }: { session: ClassSession; mayCorrect: boolean; onChanged: () => void }) {
  const t = useTranslations('ManageSubsidySessions');
  const toast = useToast();
  const { data, error, mutate } = useSubsidyRead<Rows<AttendanceRecord>>(attendancePath(session.id));
  const [correcting, setCorrecting] = useState<AttendanceRecord | null>(null);
  return (
    <div className="space-y-2" data-testid="attendance-panel">
      <h3 className="text-sm font-semibold text-slate-800">{t('attendanceTitle', { date: session.date })}</h3>
      <DataTable<AttendanceRecord>
        caption={t('attendanceTitle', { date: session.date })} rows={data?.data} failed={Boolean(error)} onRetry={() => void mutate()} rowTestId="attendance-row"
        columns={[
          { key: 'name', label: t('learner'), render: (r) => r.learner_name },
          { key: 'in', label: t('checkIn'), render: (r) => <DateTimeCell value={r.check_in_at} /> },
          { key: 'out', label: t('checkOut'), render: (r) => <DateTimeCell value={r.check_out_at} /> },
          { key: 'hours', label: t('hours'), nowrap: true, render: (r) => r.hours.toFixed(1) },
          { key: 'where', label: t('where'), render: (r) => (
            <span className="flex flex-wrap items-center gap-1">
              {r.distance_m !== null && <span className="tabular-nums">{t('distance', { m: r.distance_m })}</span>}
              {r.outside_radius && <Badge tone="warning">{t('outsideRadius')}</Badge>}
              {r.check_in_ip && <span className="font-mono text-xs text-slate-600">{r.check_in_ip}</span>}
            </span>
          ) },
          { key: 'source', label: t('source'), nowrap: true, render: (r) => (r.corrected ? <Badge tone="warning">{t('corrected')}</Badge> : t(`sources.${camel(r.source)}` as 'sources.checkIn')) },
        ]}
        actions={mayCorrect ? [{ key: 'correct', label: t('correct'), ariaLabel: (r) => t('correctNamed', { name: r.learner_name }), onClick: (r) => setCorrecting(r) }] : undefined}
      />
      {correcting && (
        <CorrectionDialog session={session} record={correcting} onClose={() => setCorrecting(null)}
          onSaved={() => { toast(t('correctedToast'), 'success'); void mutate(); onChanged(); }} />
      )}
    </div>
  );
}

function CorrectionDialog({ session, record, onClose, onSaved }: { session: ClassSession; record: AttendanceRecord; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('ManageSubsidySessions');
  const [v, setV] = useState({ check_in_at: '', check_out_at: '', reason: '' });
  useEffect(() => {
    setV({ check_in_at: record.check_in_at ? toZoneInput(record.check_in_at) : '', check_out_at: record.check_out_at ? toZoneInput(record.check_out_at) : '', reason: '' });
  }, [record]);
  const { errors, busy, send } = useCheckedSubmit({ check_in_at: t('checkIn'), check_out_at: t('checkOut'), reason: t('correctionReason') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { check_in_at: v.check_in_at ? fromZoneInput(v.check_in_at) : null, check_out_at: v.check_out_at ? fromZoneInput(v.check_out_at) : null, reason: v.reason.trim() };
    void send(AttendanceCorrectionBody, body, async (data) => {
      await correctAttendance(session.id, record.enrollment_id, data);
      onSaved();
      onClose();
    });
  };
  return (
    <KitDialog open title={t('correctTitle', { name: record.learner_name })} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-slate-600">{t('correctNote')}</p>
        <KitTextField label={t('checkIn')} name="check_in_at" type="datetime-local" value={v.check_in_at} onChange={(x) => setV({ ...v, check_in_at: x })} error={errors.check_in_at} />
        <KitTextField label={t('checkOut')} name="check_out_at" type="datetime-local" value={v.check_out_at} onChange={(x) => setV({ ...v, check_out_at: x })} error={errors.check_out_at} />
        <KitTextArea label={t('correctionReason')} name="reason" required value={v.reason} onChange={(x) => setV({ ...v, reason: x })} error={errors.reason} />
        {errors.form && <p role="alert" className="text-sm text-red-700">{errors.form}</p>}
        <KitFormActions onCancel={onClose} busy={busy} />
      </form>
    </KitDialog>
  );
}
