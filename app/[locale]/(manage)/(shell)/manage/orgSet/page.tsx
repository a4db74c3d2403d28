import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { OrgForm } from '@/components/manage/org/org-form';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'ManageOrg' });
  return { title: t('title') };
}

export default async function OrgSetPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('ManageOrg');
  return (
    <section aria-labelledby="org-title" className="rounded bg-white p-8 shadow-sm">
      <h1 id="org-title" className="mb-6 text-lg font-semibold text-slate-900">{t('title')}</h1>
      <OrgForm />
    </section>
  );
}
