import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import type messages from '@/messages/zh.json';
import { DISPLAY_TIME_ZONE } from '@/lib/format/date';
import { routing, type AppLocale } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: DISPLAY_TIME_ZONE,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});

declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: typeof messages;
  }
}
