'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { writeBrowserCookie } from '@/lib/cookies/browser';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, routing, type AppLocale } from '@/lib/i18n/routing';
import { HeaderSelect } from './header-select';

export function setLocaleCookie(locale: AppLocale) {
  writeBrowserCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE);
}

/** The middleware picks the locale from the cookie, so a refresh re-renders in the new language. */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useTranslations('LanguageSwitch');
  const current = useLocale();
  const router = useRouter();

  function choose(locale: AppLocale) {
    setLocaleCookie(locale);
    router.refresh();
  }

  return (
    <HeaderSelect
      label={t('label')}
      className={className}
      key={current}
      defaultValue={current}
      onChange={(event) => choose(event.target.value as AppLocale)}
      icon={
        <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.5">
          <circle cx="10" cy="10" r="7.5" />
          <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z" />
        </svg>
      }
    >
      {routing.locales.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {t(locale)}
        </option>
      ))}
    </HeaderSelect>
  );
}
