import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { COOKIES } from '@/lib/auth/cookies';
import { requestCookies } from '@/lib/cookies/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { deviceFor, sidebarOpenedFrom, sizeFrom } from '@/lib/manage/app-state';
import { managerSessionFallback } from '@/lib/api/queries/manager';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { ShellIntl } from '@/components/manage/shell/shell-intl';
import { ManagerSession } from '@/components/manage/manager-session';
import { ShellFrame } from '@/components/manage/shell-frame';
import { SiteAddressNotice } from '@/components/manage/shell/site-address-notice';
import { env } from '@/lib/env';

export default async function ShellLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const [jar, site, messages, fallback] = await Promise.all([
    requestCookies(),
    getTranslations({ locale, namespace: 'Site' }),
    pickMessages({ namespaces: ['ManageShell', 'PasswordChange', 'SubsidyLabels', 'DataScreen', 'Levels'], prefixes: ['Manage'] }),
    managerSessionFallback(),
  ]);
  const config = env();
  const width = Number(jar[COOKIES.viewportWidth]);
  const initial = {
    sidebarOpened: sidebarOpenedFrom(jar[COOKIES.sidebarStatus]),
    size: sizeFrom(jar[COOKIES.size]),
    activeName: jar[COOKIES.activeName] ?? '',
    device: Number.isFinite(width) && width > 0 ? deviceFor(width) : undefined,
  };
  return (
    <ShellIntl locale={locale} messages={messages}>
      {/* The manager's info and settings read on the server: the first paint is the real shell (issue 20). */}
      <SWRConfig value={{ fallback }}>
        <ManagerSession>
          <ShellFrame initial={initial} siteTitle={site('title')}>
            {config.SITE_URL_DERIVED && <SiteAddressNotice url={config.SITE_URL} />}
            {children}
          </ShellFrame>
        </ManagerSession>
      </SWRConfig>
    </ShellIntl>
  );
}
