import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { PasswordChangeForm } from '@/components/app/password-change-form';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'ManageShell' });
  return { title: t('rePassTitle') };
}

export default async function RePassPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('ManageShell');
  return (
    <section aria-labelledby="repass-title" className="rounded bg-white p-8 shadow-sm">
      <h1 id="repass-title" className="mb-6 text-lg font-semibold text-slate-900">{t('rePassTitle')}</h1>
      <div className="max-w-md">
        <PasswordChangeForm guard="manage" hash="md5" variant="manage" />
      </div>
    </section>
  );
}
