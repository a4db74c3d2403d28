import type { Metadata } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { LoginForm } from '@/components/manage/login-form';
import Image from 'next/image';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'ManageLogin' });
  return { title: t('metaTitle') };
}

export default async function ManageLoginPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('ManageLogin');
  const { ManageLogin } = await getMessages();

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-manage-700 to-manage-800 px-4 py-10">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow-xl">
        <div className="mb-6 flex flex-col items-center text-center">
          <Image unoptimized src="/logo.svg" alt="" width={56} height={56} className="h-14 w-14" />
          <h1 className="mt-3 text-xl font-semibold text-slate-900">{t('heading')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('subheading')}</p>
        </div>
        <NextIntlClientProvider messages={{ ManageLogin }}>
          <LoginForm />
        </NextIntlClientProvider>
      </div>
      <Link href="/" className="mt-6 text-sm text-white underline-offset-4 hover:underline">
        {t('backHome')}
      </Link>
    </main>
  );
}
