'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ClassSessionBody, type ClassSession } from '@/lib/contract/subsidy/session';
import { KitDialog, KitFormActions, KitNumberField, KitTextField, useCheckedSubmit } from '../../kit';
import { saveSession } from './subsidy-api';

type Values = { date: string; start_time: string; end_time: string; place: string; latitude: string; longitude: string; radius_m: string };

const valuesOf = (s: ClassSession | null): Values => ({
  date: s?.date ?? '', start_time: s?.start_time ?? '09:00', end_time: s?.end_time ?? '12:00', place: s?.place ?? '',
  latitude: s?.latitude == null ? '' : String(s.latitude), longitude: s?.longitude == null ? '' : String(s.longitude), radius_m: String(s?.radius_m ?? 300),
});
const coordinate = (text: string) => (text.trim() === '' ? null : Number(text));

/** Schedules a session (课次) of a class or edits one: date, start and end, place with coordinates and a check-in radius. */
export function SessionFormDialog({ classId, session, open, onClose, onSaved }: { classId: number; session: ClassSession | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('ManageSubsidySessions');
  const [v, setValues] = useState<Values>(() => valuesOf(session));
  const { errors, setErrors, busy, send } = useCheckedSubmit({
    date: t('date'), start_time: t('start'), end_time: t('end'), place: t('place'), latitude: t('latitude'), longitude: t('longitude'), radius_m: t('radius'),
  });
  useEffect(() => { if (open) { setValues(valuesOf(session)); setErrors({}); } }, [open, session, setErrors]);
  const set = (key: keyof Values) => (value: string) => setValues((s) => ({ ...s, [key]: value }));
  const [locating, setLocating] = useState(false);

  // The place's coordinates from this device, when the manager stands in the classroom.
  const here = () => {
    if (!navigator.geolocation) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => { setValues((s) => ({ ...s, latitude: p.coords.latitude.toFixed(6), longitude: p.coords.longitude.toFixed(6) })); setLocating(false); },
      () => setLocating(false),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      date: v.date, start_time: v.start_time, end_time: v.end_time, place: v.place.trim(),
      latitude: coordinate(v.latitude), longitude: coordinate(v.longitude), radius_m: v.radius_m === '' ? undefined : Number(v.radius_m),
    };
    void send(ClassSessionBody, body, async (data) => {
      await saveSession(classId, session?.id ?? null, data);
      onSaved();
      onClose();
    });
  };

  return (
    <KitDialog open={open} title={session ? t('editTitle') : t('createTitle')} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <KitTextField label={t('date')} name="date" type="date" required value={v.date} onChange={set('date')} error={errors.date} />
        <div className="grid grid-cols-2 gap-3">
          <KitTextField label={t('start')} name="start_time" type="time" required value={v.start_time} onChange={set('start_time')} error={errors.start_time} />
          <KitTextField label={t('end')} name="end_time" type="time" required value={v.end_time} onChange={set('end_time')} error={errors.end_time} />
        </div>
        <KitTextField label={t('place')} name="place" required value={v.place} onChange={set('place')} error={errors.place} />
        <div className="grid grid-cols-2 gap-3">
          <KitTextField label={t('latitude')} name="latitude" type="number" value={v.latitude} onChange={set('latitude')} error={errors.latitude} />
          <KitTextField label={t('longitude')} name="longitude" type="number" value={v.longitude} onChange={set('longitude')} error={errors.longitude} />
        </div>
        <button type="button" onClick={here} disabled={locating} className="text-sm text-manage-700 underline disabled:opacity-50">{locating ? t('locating') : t('useHere')}</button>
        <KitNumberField label={t('radius')} name="radius_m" min={20} value={v.radius_m} onChange={set('radius_m')} error={errors.radius_m} hint={t('radiusHint')} />
        {errors.form && <p role="alert" className="text-sm text-red-700">{errors.form}</p>}
        <KitFormActions onCancel={onClose} busy={busy} />
      </form>
    </KitDialog>
  );
}
