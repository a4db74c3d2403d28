import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { pickMessages, type MessageScope } from '@/lib/i18n/pick-messages';

/**
 * Ships only the namespaces a client subtree reads, instead of every message file to the browser.
 * `prefixes` adds every namespace starting with one of them (the back-office ships all Manage*).
 */
export async function IntlScope({ children, ...scope }: MessageScope & { children: ReactNode }) {
  return <NextIntlClientProvider messages={await pickMessages(scope)}>{children}</NextIntlClientProvider>;
}
