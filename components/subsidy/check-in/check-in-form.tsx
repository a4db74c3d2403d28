'use client';

import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client';
import type { AttendanceRecord } from '@/lib/contract/subsidy/attendance';
import type { MySession } from '@/lib/contract/subsidy/my-subsidy';
import { formatDateTime } from '@/lib/format/date';
import { Button } from '@/components/ui/button';
import { fieldErrorsOf, learnerSend, MY_SESSIONS_KEY } from '../learner-api';
import { deviceId, normalizeDigits, parseCheckInPayload } from './check-in-payload';
import { QrScanner } from './qr-scanner';

type Position = { latitude: number; longitude: number; accuracy_m: number };
type Done = { kind: 'in' | 'out'; record: Partial<AttendanceRecord> };

/** The browser's location, if the learner allows it; never required (no location is not a refusal). */
function locate(): Promise<Position | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, accuracy_m: Math.round(p.coords.accuracy) }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 8000, maximumAge: 60_000 },
    );
  });
}

/** The session on now (or the next one today): the one a typed code is most likely for. */
function currentSession(sessions: MySession[], now = Date.now()): MySession | undefined {
  const open = sessions.filter((s) => Date.parse(s.ends_at) + 60 * 60_000 >= now);
  return open.find((s) => Date.parse(s.starts_at) - 30 * 60_000 <= now) ?? open[0];
}

/**
 * 课堂签到 on the learner's phone: scan the teacher's code with the camera where the browser allows
 * it, or type the six digits; the location is sent only if the learner ticks the box. Check-out
 * uses a fresh code the same way.
 */
export function CheckInForm({ initialSession, initialCode }: { initialSession: number | null; initialCode: string | null }) {
  const t = useTranslations('SubsidyCheckIn');
  const ids = { session: useId(), code: useId(), error: useId() };
  const sessions = useSWR<{ data: MySession[] }>(MY_SESSIONS_KEY, (path: string) => apiFetch(path, { silent: true }), { revalidateOnFocus: false });
  const list = useMemo(() => sessions.data?.data ?? [], [sessions.data]);
  const [sessionId, setSessionId] = useState<number | null>(initialSession);
  const [code, setCode] = useState(initialCode ?? '');
  const [share, setShare] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<Done | null>(null);

  useEffect(() => {
    if (sessionId === null && list.length) setSessionId(currentSession(list)?.id ?? null);
  }, [list, sessionId]);
  const session = list.find((s) => s.id === sessionId);
  const checkedIn = Boolean(session?.check_in_at && !session.check_out_at);

  async function send(kind: 'in' | 'out', target: number | null, value: string) {
    const typed = normalizeDigits(value);
    const found: Record<string, string> = {};
    if (!target) found.session_id = t('chooseSession');
    if (!/^\d{6}$/.test(typed) && typed.length < 7) found.code = t('codeInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const position = share ? await locate() : null;
      const body = { session_id: target, code: typed, ...(position ?? {}), device_id: deviceId(typeof window === 'undefined' ? null : window.localStorage) };
      const answer = await learnerSend<{ data: Partial<AttendanceRecord> }>(kind === 'in' ? '/user/subsidy/check-in' : '/user/subsidy/check-out', body);
      setDone({ kind, record: answer.data ?? {} });
      setCode('');
      void sessions.mutate();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields);
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(checkedIn ? 'out' : 'in', sessionId, code);
  };

  const scanned = (text: string) => {
    const payload = parseCheckInPayload(text, window.location.origin);
    if (!payload) return setErrors({ code: t('notOurCode') });
    setSessionId(payload.sessionId);
    setCode(payload.code);
    const target = list.find((s) => s.id === payload.sessionId);
    void send(target?.check_in_at && !target.check_out_at ? 'out' : 'in', payload.sessionId, payload.code);
  };

  return (
    <div className="space-y-5">
      {done && (
        <div role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-900" data-testid="check-in-done">
          <p className="text-base font-semibold">{done.kind === 'in' ? t('checkedIn') : t('checkedOut')}</p>
          <p className="text-sm">{t('at', { time: formatDateTime((done.kind === 'in' ? done.record.check_in_at : done.record.check_out_at) ?? new Date().toISOString(), { seconds: false }) })}</p>
          {done.record.outside_radius && <p className="mt-1 text-sm text-amber-800">{t('outsideRadius')}</p>}
        </div>
      )}
      <QrScanner onText={scanned} />
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('formLabel')}>
        <div>
          <label htmlFor={ids.session} className="block text-sm font-medium text-slate-800">{t('session')}</label>
          <select id={ids.session} name="session_id" value={sessionId ?? ''} onChange={(e) => setSessionId(e.target.value ? Number(e.target.value) : null)}
            aria-invalid={errors.session_id ? true : undefined} aria-describedby={errors.session_id ? `${ids.session}-e` : undefined}
            className="mt-1 block h-11 w-full rounded-md border border-slate-300 px-3 text-base">
            <option value="">{sessions.data ? (list.length ? t('chooseSession') : t('noSessions')) : t('loading')}</option>
            {list.map((s) => (
              <option key={s.id} value={s.id}>{`${s.date} ${s.start_time}–${s.end_time} ${s.class_title} · ${s.place}`}</option>
            ))}
          </select>
          {errors.session_id && <p id={`${ids.session}-e`} className="mt-1 text-sm text-red-700">{errors.session_id}</p>}
          {session && (
            <p className="mt-1 text-sm text-slate-600">
              {session.place}
              {session.check_in_at && ` · ${t('inAt', { time: formatDateTime(session.check_in_at, { seconds: false }).slice(11) })}`}
              {session.check_out_at && ` · ${t('outAt', { time: formatDateTime(session.check_out_at, { seconds: false }).slice(11) })}`}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.code} className="block text-sm font-medium text-slate-800">{t('code')}</label>
          <input id={ids.code} name="code" value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={200}
            placeholder="000000" aria-invalid={errors.code ? true : undefined} aria-describedby={errors.code ? ids.error : undefined}
            className="mt-1 block h-14 w-full rounded-md border border-slate-300 px-3 text-center font-mono text-3xl tracking-[0.4em]" />
          {errors.code && <p id={ids.error} className="mt-1 text-sm text-red-700">{errors.code}</p>}
        </div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" name="share_location" checked={share} onChange={(e) => setShare(e.target.checked)} className="mt-0.5 h-5 w-5" />
          <span>{t('shareLocation')}<span className="block text-xs text-slate-500">{t('shareLocationHint')}</span></span>
        </label>
        {errors.form && <p role="alert" className="text-sm text-red-700">{errors.form}</p>}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>{busy ? t('sending') : checkedIn ? t('checkOut') : t('checkIn')}</Button>
      </form>
    </div>
  );
}
