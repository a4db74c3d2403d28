'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CheckInCode } from '@/lib/contract/subsidy/check-in';
import type { ClassSession } from '@/lib/contract/subsidy/session';
import { QrImage } from '@/components/ui/qr-image';
import { Button } from '@/components/ui/button';

/** Seconds left of the code's window, counted on this screen (the server decides what is valid). */
function useSecondsLeft(expiresAt: string | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return expiresAt ? Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000)) : 0;
}

/**
 * The teacher's check-in screen (签到码大屏): the QR code and six digits the server signs for this
 * session and 30-second window, fetched again when the server says the next one is due. Full screen
 * where the browser allows it, for a projector. The QR code holds the page's whole address, so a
 * phone's own camera app opens the learner's check-in page too. Drawn by the back office's sessions page.
 */
export function CheckInScreen({ session, load, onClose }: { session: ClassSession; load: (sessionId: number) => Promise<{ data: CheckInCode }>; onClose: () => void }) {
  const t = useTranslations('ManageSubsidySessions');
  const panel = useRef<HTMLDivElement>(null);
  const [code, setCode] = useState<CheckInCode | null>(null);
  const [failed, setFailed] = useState(false);
  const seconds = useSecondsLeft(code?.expires_at);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const next = async () => {
      try {
        const answer = await load(session.id);
        if (!live) return;
        setCode(answer.data);
        setFailed(false);
        timer = setTimeout(() => void next(), Math.max(1000, answer.data.refresh_in_ms));
      } catch {
        if (!live) return;
        setFailed(true);
        timer = setTimeout(() => void next(), 5000);
      }
    };
    void next();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [session.id, load]);

  useEffect(() => {
    const element = panel.current;
    if (element?.requestFullscreen && !document.fullscreenElement) void element.requestFullscreen().catch(() => undefined);
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogPanel ref={panel} data-testid="check-in-screen" className="fixed inset-0 flex flex-col items-center justify-center gap-6 overflow-y-auto bg-white p-6 text-center">
        <DialogTitle className="text-2xl font-semibold text-slate-900">{t('screenTitle', { title: session.class_title ?? '' })}</DialogTitle>
        <p className="text-slate-700">{session.date} {session.start_time}–{session.end_time} · {session.place}</p>
        {code ? (
          <>
            <QrImage text={new URL(code.qr_payload, window.location.origin).href} label={t('qrLabel')} size={320} />
            <p className="font-mono text-6xl font-bold tracking-[0.3em] text-slate-900 tabular-nums" data-testid="check-in-code" aria-label={t('codeLabel', { code: code.code.split('').join(' ') })}>{code.code}</p>
            <p role="timer" aria-live="off" className="text-slate-700">{t('refreshIn', { seconds })}</p>
            <p aria-live="polite" className="text-lg text-slate-800" data-testid="check-in-counts">{t('counts', { in: code.checked_in, out: code.checked_out })}</p>
          </>
        ) : (
          <p role="status" className="text-slate-700">{failed ? t('codeFailed') : t('codeLoading')}</p>
        )}
        {failed && code && <p role="alert" className="text-amber-800">{t('codeStale')}</p>}
        <p className="max-w-xl text-sm text-slate-600">{t('screenHint')}</p>
        <Button variant="manage" onClick={onClose}>{t('closeScreen')}</Button>
      </DialogPanel>
    </Dialog>
  );
}
