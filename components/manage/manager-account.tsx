'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { isOrgManager } from '@/lib/api/manager';
import { logout, MANAGER_INFO_KEY } from '@/lib/api/session';
import { currentFullPath, loginPathFor, useManager } from './manager-session';
import { forgetStoredViews } from './shell/tags';
import { UserMenu } from './shell/user-menu';

const itemClass = 'whitespace-nowrap rounded px-2.5 py-1.5 text-sm hover:bg-current/15 focus-visible:outline-current';

/** The top bar's right side: organisation link (types 10/11/12), the user menu, log-out, home. */
export function ManagerAccount() {
  const t = useTranslations('ManageShell');
  const { me } = useManager();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);

  // SPEC.md §4: log-out clears the token, roles, routes and every visited view.
  async function onLogout() {
    setPending(true);
    const target = loginPathFor(currentFullPath());
    await logout('manage');
    forgetStoredViews();
    router.replace(target);
    await mutate(MANAGER_INFO_KEY, undefined, { revalidate: false });
  }

  return (
    <div className="flex shrink-0 items-center gap-1">
      {isOrgManager(me) && (
        <Link href="/manage/orgSet" className={itemClass}>
          {t('orgSet')}
        </Link>
      )}
      <UserMenu name={me.name} />
      <button type="button" onClick={onLogout} disabled={pending} className={itemClass}>
        {t('logout')}
      </button>
      {/* Not prefetched: Next would fetch the public site's home page on every back-office page load. */}
      <Link href="/" prefetch={false} className={itemClass}>
        {t('backToSite')}
      </Link>
    </div>
  );
}
