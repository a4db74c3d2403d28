import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { env } from '@/lib/env';
import { htmlLang, routing, type LocaleParams } from '@/lib/i18n/routing';
import { pickMessages } from '@/lib/i18n/pick-messages';
import { RootIntl } from '@/components/ui/root-intl';
import { ToastProvider } from '@/components/ui/toast';
import { ApiErrorToasts } from '@/components/app/api-error-toasts';
import { ClientErrorReporter } from '@/components/app/client-error-reporter';
import '../globals.css';

// Only the namespaces that client components on every page read are shipped to the browser;
// a segment with its own client forms adds a nested provider (see manage/login).
const CLIENT_NAMESPACES = ['LanguageSwitch', 'Toast', 'Errors', 'ErrorPage'] as const;

// Nothing is prerendered: every page carries the nonce of its own response (see middleware.ts), and
// reading the request in the layout (below) makes every page render per request. (Declaring the
// segment force-dynamic instead made Next's data cache keep public reads past the back-office writes
// that drop them; an empty generateStaticParams, which 15 accepted, makes Next 16 render pages as
// static on first visit, where reading the request fails with DYNAMIC_SERVER_USAGE: a 500.)

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Site' });
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { template: `%s - ${t('title')}`, default: t('title') },
    description: t('description'),
    applicationName: t('title'),
    icons: { icon: '/favicon.ico' },
    openGraph: { type: 'website', siteName: t('title') },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#3861a8' };

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  // Reading the request makes the page render per request, so Next's scripts get this response's nonce.
  await headers();
  const clientMessages = await pickMessages({ namespaces: [...CLIENT_NAMESPACES] });

  return (
    <html lang={htmlLang[locale]}>
      <body className="bg-slate-50 font-sans text-slate-800 antialiased">
        <RootIntl locale={locale} messages={clientMessages}>
          <ToastProvider>
            <ApiErrorToasts />
            <ClientErrorReporter />
            {children}
          </ToastProvider>
        </RootIntl>
      </body>
    </html>
  );
}
