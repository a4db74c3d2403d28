'use client';

import { useEffect } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { manageRedirect } from '@/lib/navigation/safe-redirect';
import { PageLoading } from '../route-states';
import { useTags } from './tags';

/** Drops the kept page at `path` and goes back to it, so it mounts with fresh state and data. */
export function TabRefresh({ path }: { path: string }) {
  const { remount } = useTags();
  const router = useRouter();
  const search = useSearchParams().toString();
  const target = manageRedirect(search ? `${path}?${search}` : path);

  useEffect(() => {
    remount(target.split(/[?#]/)[0]);
    router.replace(target);
  }, [remount, router, target]);

  return <PageLoading />;
}
