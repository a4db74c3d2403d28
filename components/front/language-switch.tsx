'use client';

import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, routing, type AppLocale } from '@/lib/i18n/routing';
import { cn } from '@/components/ui/cn';

export function setLocaleCookie(locale: AppLocale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
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
    <Menu as="div" className={cn('relative', className)}>
      <MenuButton
        aria-label={`${t('label')}: ${t(current)}`}
        className="inline-flex h-8 items-center gap-1 rounded px-2 text-sm hover:bg-black/5 data-open:bg-black/5"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.5">
          <circle cx="10" cy="10" r="7.5" />
          <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5Z" />
        </svg>
        <span>{t(current)}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3 w-3" fill="currentColor">
          <path d="M5.5 7.5 10 12l4.5-4.5h-9Z" />
        </svg>
      </MenuButton>
      <MenuItems className="absolute right-0 z-40 mt-1 w-36 rounded-md border border-slate-200 bg-white py-1 text-slate-800 shadow-lg focus:outline-none">
        {routing.locales.map((locale) => (
          <MenuItem key={locale}>
            <button
              type="button"
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={() => choose(locale)}
              className="flex w-full items-center justify-between px-3 py-2 text-left text-sm data-focus:bg-primary-50 data-focus:text-primary-700"
            >
              {t(locale)}
              {locale === current && (
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-primary-600" fill="currentColor">
                  <path d="M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1L8 13.2Z" />
                </svg>
              )}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
