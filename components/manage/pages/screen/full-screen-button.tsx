'use client';

import { useEffect, useState, type RefObject } from 'react';
import { useTranslations } from 'next-intl';

/** Puts the screen alone on the display (a wall, a projector), without the browser's own bars. */
export function FullScreenButton({ target, className }: { target: RefObject<HTMLElement | null>; className: string }) {
  const t = useTranslations('DataScreen');
  const [on, setOn] = useState(false);
  const [supported, setSupported] = useState(false);
  useEffect(() => {
    setSupported(Boolean(document.fullscreenEnabled));
    const follow = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  if (!supported) return null;
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen();
  };
  return <button type="button" className={className} onClick={toggle} aria-pressed={on}>{t(on ? 'exitFullScreen' : 'fullScreen')}</button>;
}
