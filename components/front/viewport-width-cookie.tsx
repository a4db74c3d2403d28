'use client';

import { useEffect } from 'react';
import { COOKIES } from '@/lib/auth/cookies';
import { writeBrowserCookie } from '@/lib/cookies/browser';

/** Records the window width so the edge guards can tell narrow screens apart on later requests. */
export function ViewportWidthCookie() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      writeBrowserCookie(COOKIES.viewportWidth, String(window.innerWidth));
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(write, 300);
    };
    write();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return null;
}
