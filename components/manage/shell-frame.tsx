import type { ReactNode } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Image from 'next/image';
import { ManagerAccount } from './manager-account';

/** SPEC.md §2 "Management layout": a 60 px blue top bar over a 1200–1420 px content area. */
export function ShellFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('ManageShell');
  return (
    <div className="min-w-[1200px]">
      <header className="h-[60px] bg-manage-700 text-white shadow">
        <div className="mx-auto flex h-full max-w-[1420px] items-center justify-between px-5">
          <Link href="/manage" className="flex items-center gap-3 rounded focus-visible:outline-white">
            <Image unoptimized src="/logo.svg" alt="" width={36} height={36} className="h-9 w-9 rounded-full bg-white/90 p-0.5" />
            <span className="text-lg font-semibold tracking-wide">{t('title')}</span>
          </Link>
          <div className="flex items-center gap-1">
            <ManagerAccount />
            <Link href="/" className="rounded px-3 py-1.5 text-sm hover:bg-white/15 focus-visible:outline-white">
              {t('backToSite')}
            </Link>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full min-w-[1200px] max-w-[1420px] px-5 py-5">
        {children}
      </main>
    </div>
  );
}
