'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { isOrgManager } from '@/lib/api/manager';
import { logout, MANAGER_INFO_KEY } from '@/lib/api/session';
import { currentFullPath, loginPathFor, useManager } from './manager-session';

const itemClass = 'rounded px-3 py-1.5 text-sm hover:bg-white/15 focus-visible:outline-white';

/** The top bar's right side: organisation link (types 10/11/12), name, password, log-out. */
export function ManagerAccount() {
  const t = useTranslations('ManageShell');
  const { me } = useManager();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  async function onLogout() {
    setPending(true);
    const target = loginPathFor(currentFullPath());
    await logout('manage');
    router.replace(target);
    await mutate(MANAGER_INFO_KEY, undefined, { revalidate: false });
  }

  return (
    <div className="flex items-center gap-1">
      {isOrgManager(me) && (
        <Link href="/manage/orgSet" className={itemClass}>
          {t('orgSet')}
        </Link>
      )}
      <span className="px-3 text-sm font-medium" data-testid="manager-name">{me.name}</span>
      <Link href="/manage/rePass" className={itemClass}>
        {t('rePass')}
      </Link>
      <button type="button" onClick={onLogout} disabled={pending} className={itemClass}>
        {t('logout')}
      </button>
    </div>
  );
}
