import type { ReactNode } from 'react';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { COOKIES } from '@/lib/auth/cookies';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { sidebarOpenedFrom, sizeFrom } from '@/lib/manage/app-state';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { ShellIntl } from '@/components/manage/shell/shell-intl';
import { ManagerSession } from '@/components/manage/manager-session';
import { ShellFrame } from '@/components/manage/shell-frame';

export default async function ShellLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const [jar, site, messages] = await Promise.all([
    cookies(),
    getTranslations({ locale, namespace: 'Site' }),
    pickMessages({ namespaces: ['ManageShell', 'PasswordChange'], prefixes: ['Manage'] }),
  ]);
  const initial = {
    sidebarOpened: sidebarOpenedFrom(jar.get(COOKIES.sidebarStatus)?.value),
    size: sizeFrom(jar.get(COOKIES.size)?.value),
    activeName: jar.get(COOKIES.activeName)?.value ?? '',
  };
  return (
    <ShellIntl locale={locale} messages={messages}>
      <ManagerSession>
        <ShellFrame initial={initial} siteTitle={site('title')}>
          {children}
        </ShellFrame>
      </ManagerSession>
    </ShellIntl>
  );
}
