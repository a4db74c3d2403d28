import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { buttonClasses } from '@/components/ui/button';
import { StatusPage } from '@/components/ui/status-page';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'Unauthorized' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /401 (SPEC.md §2 utility routes): the signed-in account may not open what it asked for. */
export default async function UnauthorizedPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const [t, site] = await Promise.all([getTranslations('Unauthorized'), getTranslations('Site')]);
  return (
    <StatusPage code={t('code')} heading={t('heading')} description={t('description')} logoAlt={site('logoAlt')}>
      <Link href="/" className={buttonClasses('primary', 'lg')}>
        {t('backHome')}
      </Link>
      <Link href="/user/login" className={buttonClasses('outline', 'lg')}>
        {t('switchAccount')}
      </Link>
    </StatusPage>
  );
}
