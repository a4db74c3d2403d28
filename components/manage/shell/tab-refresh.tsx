'use client';

import { useEffect } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { PageLoading } from '../route-states';
import { useTags } from './tags';

/** Drops the kept page at `path` and goes back to it, so it mounts with fresh state and data. */
export function TabRefresh({ path }: { path: string }) {
  const { remount } = useTags();
  const router = useRouter();
  const search = useSearchParams().toString();
  const target = path.startsWith('/manage') ? path : '/manage';

  useEffect(() => {
    remount(target);
    router.replace(search ? `${target}?${search}` : target);
  }, [remount, router, target, search]);

  return <PageLoading />;
}
