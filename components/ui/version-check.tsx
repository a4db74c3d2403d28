'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { pageNavigation } from '@/lib/api/navigation';

type VersionFile = { version?: string; build?: string };

async function fetchVersion(): Promise<string | null> {
  try {
    const response = await fetch(`/version.json?timestamp=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const file = (await response.json()) as VersionFile;
    return `${file.version ?? ''}|${file.build ?? ''}`;
  } catch {
    return null;
  }
}

/** SPEC.md §2: every client-side navigation checks the deployed version and reloads when it moved on. */
export function VersionCheck() {
  const pathname = usePathname();
  const loaded = useRef<Promise<string | null> | null>(null);

  useEffect(() => {
    if (!loaded.current) {
      loaded.current = fetchVersion();
      return;
    }
    let cancelled = false;
    void Promise.all([loaded.current, fetchVersion()]).then(([initial, current]) => {
      if (!cancelled && initial && current && initial !== current) pageNavigation.reload();
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  return null;
}
