import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { ManageRouteHost } from '@/components/manage/route-host';
import { HOME_PATH } from '@/lib/manage/routes';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'ManageShell' });
  return { title: t('dashboardTitle') };
}

/** The dashboard is the sidebar item at /manage (component dashboard/index), rendered like any other. */
export default async function ManageHomePage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  return <ManageRouteHost path={HOME_PATH} />;
}
