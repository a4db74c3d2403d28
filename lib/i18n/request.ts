import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { DISPLAY_TIME_ZONE } from '@/lib/format/time-zone';
import { allMessages, type AppMessages } from './messages';
import { routing, type AppLocale } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: DISPLAY_TIME_ZONE,
    messages: allMessages[locale],
  };
});

declare module 'next-intl' {
  interface AppConfig {
    Locale: AppLocale;
    Messages: AppMessages;
  }
}
