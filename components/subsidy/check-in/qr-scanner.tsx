'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

// Reads a QR code from the phone's camera: the browser's own BarcodeDetector where it has one
// (Chrome on Android), else jsQR on frames drawn to a canvas. A browser without a camera, or a
// learner who refuses it, is told to type the six digits instead: nothing here is required.

type Detector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> };
type DetectorClass = (new (options: { formats: string[] }) => Detector) & { getSupportedFormats?: () => Promise<string[]> };
/** Reads one frame of the video: the QR code's text, or null when none is seen. */
type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

async function frameReader(): Promise<FrameReader> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native && (await Native.getSupportedFormats?.().catch((): string[] => []))?.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  return async (video) => {
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}

export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);
}

export function QrScanner({ onText }: { onText: (text: string) => void }) {
  const t = useTranslations('SubsidyCheckIn');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'idle' | 'starting' | 'scanning' | 'refused' | 'unsupported'>('idle');
  const done = useRef(onText);
  done.current = onText;

  // Starting and scanning are one camera session: the effect runs once for both.
  const active = state === 'starting' || state === 'scanning';
  useEffect(() => {
    if (!active) return;
    let stream: MediaStream | null = null;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      live = false;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        if (live) setState('refused');
        return;
      }
      const element = video.current;
      if (!live || !element) return stop();
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setState('scanning');
      const read = await frameReader();
      const tick = async () => {
        if (!live) return;
        const text = element.videoWidth > 0 ? await read(element).catch(() => null) : null;
        if (text) {
          stop();
          setState('idle');
          done.current(text);
          return;
        }
        timer = setTimeout(() => void tick(), 200);
      };
      void tick();
    })();
    return stop;
  }, [active]);

  if (state === 'unsupported') return <p role="status" className="text-sm text-slate-600">{t('noCamera')}</p>;
  return (
    <div className="space-y-3">
      {state === 'idle' || state === 'refused' ? (
        <Button variant="outline" className="w-full" onClick={() => setState(cameraAvailable() ? 'starting' : 'unsupported')}>{t('scan')}</Button>
      ) : (
        <Button variant="ghost" className="w-full" onClick={() => setState('idle')}>{t('stopScan')}</Button>
      )}
      {state === 'refused' && <p role="status" className="text-sm text-amber-800">{t('cameraRefused')}</p>}
      {active && (
        // The learner sees what the camera sees, to aim it at the teacher's screen.
        <video ref={video} muted playsInline aria-label={t('cameraView')} className="aspect-square w-full rounded-lg bg-slate-900 object-cover" />
      )}
    </div>
  );
}
