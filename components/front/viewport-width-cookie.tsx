'use client';

import { useEffect } from 'react';
import { COOKIES } from '@/lib/auth/cookies';

/** Records the window width so the edge guards can tell narrow screens apart on later requests. */
export function ViewportWidthCookie() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      document.cookie = `${COOKIES.viewportWidth}=${window.innerWidth}; path=/; max-age=31536000; samesite=lax`;
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
