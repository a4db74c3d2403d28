import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'ManageShell' });
  return { title: t('dashboardTitle') };
}

export default async function ManageHomePage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('ManageShell');
  return (
    <section aria-labelledby="dashboard-title" className="rounded bg-white p-8 shadow-sm">
      <h1 id="dashboard-title" className="text-lg font-semibold text-slate-900">{t('welcome')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('signedIn')}</p>
    </section>
  );
}
