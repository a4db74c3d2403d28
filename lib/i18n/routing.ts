import { defineRouting } from 'next-intl/routing';

// No locale in the URL: the middleware rewrites /class to the hidden /zh/class segment, so each
// locale's pages are cached separately while the visible URLs stay the same.
export const routing = defineRouting({
  locales: ['zh', 'en', 'es', 'ja'],
  defaultLocale: 'en',
  localePrefix: 'never',
  localeCookie: { name: 'language', maxAge: 31536000 },
});

export type AppLocale = (typeof routing.locales)[number];

export const LOCALE_COOKIE = 'language';
export const LOCALE_COOKIE_MAX_AGE = 31536000;

/** BCP 47 tags for <html lang> and Intl; "zh" alone would not say which script. */
export const htmlLang: Record<AppLocale, string> = { zh: 'zh-CN', en: 'en', es: 'es', ja: 'ja' };

export function isAppLocale(value: unknown): value is AppLocale {
  return (routing.locales as readonly unknown[]).includes(value);
}

/** Route params arrive as plain strings; the root layout has already rejected unknown ones. */
export function toAppLocale(value: string): AppLocale {
  return isAppLocale(value) ? value : routing.defaultLocale;
}

export type LocaleParams = { params: Promise<{ locale: string }> };
