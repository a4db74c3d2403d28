import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';

// The back-office is for signed-in staff only: keep it out of search engines.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function ManageLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  setRequestLocale(toAppLocale((await params).locale));
  return <div className="min-h-screen bg-[#f0f2f5] text-slate-800">{children}</div>;
}
