import type { ReactNode } from 'react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * Ships only the namespaces a client subtree reads, instead of every message file to the browser.
 * `prefixes` adds every namespace starting with one of them (the back-office ships all Manage*).
 */
export async function IntlScope({ namespaces, prefixes = [], children }: { namespaces: Array<keyof Messages>; prefixes?: string[]; children: ReactNode }) {
  const messages = await getMessages();
  const wanted = (ns: string) => (namespaces as string[]).includes(ns) || prefixes.some((p) => ns.startsWith(p));
  const picked = Object.fromEntries(Object.entries(messages).filter(([ns]) => wanted(ns)));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
