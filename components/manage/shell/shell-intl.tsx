'use client';

import type { ReactNode } from 'react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import { DISPLAY_TIME_ZONE } from '@/lib/format/time-zone';
import type { AppLocale } from '@/lib/i18n/routing';

/**
 * The back-office's own client boundary for its messages. Next keeps one chunk list per client
 * module for all layouts of the [locale] segment (route groups share it), so if the shell layout's
 * server graph reached next-intl's provider module (rendering it, or only importing a file that
 * does), the public home page would load the shell's chunks to hydrate its own provider.
 */
export function ShellIntl({ locale, messages, children }: { locale: AppLocale; messages: Partial<Messages>; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={DISPLAY_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
