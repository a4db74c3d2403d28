'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { SUBSIDY_PERMISSIONS } from '@/lib/contract/subsidy/permissions';
import { CheckInScreen } from '@/components/subsidy/check-in/check-in-screen';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DataTable, useConfirm, useUrlQuery } from '../../kit';
import { usePermissionNames } from '../../kit';
import { AttendancePanel } from './attendance-panel';
import { ClassPicker } from './class-picker';
import { SessionFormDialog } from './session-form-dialog';
import { type ClassSession, deleteSession, readCode, type Rows, sessionsPath, useSubsidyRead } from './subsidy-api';

/** 课次与考勤: a class's sessions, the teacher's check-in screen, and each session's attendance with corrections. */
export default function SubsidySessionsPage() {
  const t = useTranslations('ManageSubsidySessions');
  const k = useTranslations('ManageKit');
  const c = useTranslations('ManageSubsidy');
  const toast = useToast();
  const confirm = useConfirm();
  const titleId = useId();
  const permissions = usePermissionNames();
  const mayManage = permissions.has(SUBSIDY_PERMISSIONS.sessions);
  const url = useUrlQuery({}, ['class_id']);
  const classId = Number(url.query.class_id) || null;
  const sessions = useSubsidyRead<Rows<ClassSession>>(classId ? sessionsPath(classId) : null);
  const [editing, setEditing] = useState<ClassSession | 'new' | null>(null);
  const [screen, setScreen] = useState<ClassSession | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const refresh = () => void sessions.mutate();

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 id={titleId} className="text-lg font-semibold text-slate-900">{t('title')}</h1>
        {mayManage && classId && <Button variant="manage" size="sm" onClick={() => setEditing('new')}>{t('create')}</Button>}
      </header>
      <ClassPicker value={classId} onChange={(id) => { setOpenId(null); url.filter({ class_id: id ?? undefined }); }} />
      {classId ? (
        <DataTable<ClassSession>
          caption={t('title')} rows={sessions.data?.data} failed={Boolean(sessions.error)} onRetry={refresh} rowTestId="session-row"
          columns={[
            { key: 'date', label: t('date'), nowrap: true, render: (s) => <span className="tabular-nums">{s.date}</span> },
            { key: 'time', label: t('time'), nowrap: true, render: (s) => <span className="tabular-nums">{s.start_time}–{s.end_time}</span> },
            { key: 'place', label: t('place'), render: (s) => s.place },
            { key: 'radius', label: t('radius'), nowrap: true, render: (s) => (s.latitude !== null ? t('radiusValue', { m: s.radius_m }) : t('noCoordinates')) },
            { key: 'in', label: t('checkedIn'), nowrap: true, render: (s) => s.checked_in },
          ]}
          actions={[
            { key: 'screen', label: t('openScreen'), variant: 'manage', visible: () => mayManage, onClick: (s) => setScreen(s) },
            { key: 'attendance', label: t('attendance'), onClick: (s) => setOpenId(openId === s.id ? null : s.id) },
            { key: 'edit', label: c('edit'), visible: () => mayManage, onClick: (s) => setEditing(s) },
            { key: 'delete', label: c('delete'), visible: (s) => mayManage && s.checked_in === 0, onClick: (s) => confirm.ask({
              title: k('deleteTitle'), message: t('confirmDelete', { date: s.date, time: s.start_time }), confirmLabel: c('delete'), danger: true,
              run: () => deleteSession(s.id), done: t('deleted'), after: refresh }) },
          ]}
          expanded={(s) => (openId === s.id ? <AttendancePanel session={s} mayCorrect={mayManage} onChanged={refresh} /> : null)}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('pickClass')}</p>
      )}
      {classId && (
        <SessionFormDialog classId={classId} open={editing !== null} session={editing === 'new' ? null : editing} onClose={() => setEditing(null)}
          onSaved={() => { toast(t('saved'), 'success'); refresh(); }} />
      )}
      {screen && <CheckInScreen session={screen} load={readCode} onClose={() => { setScreen(null); refresh(); }} />}
      {confirm.dialog}
    </section>
  );
}
