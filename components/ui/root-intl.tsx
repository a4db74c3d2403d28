'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import { DISPLAY_TIME_ZONE } from '@/lib/format/time-zone';
import type { AppLocale } from '@/lib/i18n/routing';

/**
 * The root layout's client boundary for its messages. Layouts of the [locale] segment share one
 * chunk list per client module (route groups collapse into it), and next-intl's provider is also a
 * client module of the back-office shell's entry; rendered from here, the public pages hydrate it
 * with the root layout's own chunks. The shell has its twin (components/manage/shell/shell-intl.tsx):
 * one shared module would meet the same collision.
 */
export function RootIntl({ locale, messages, children }: { locale: AppLocale; messages: Partial<Messages>; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={DISPLAY_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
