import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale } from '@/lib/i18n/routing';
import { ManageRouteHost } from '@/components/manage/route-host';
import { managerPageTitle } from '@/lib/api/queries/manager';

type Params = { params: Promise<{ locale: string; slug: string[] }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, slug } = await params;
  const appLocale = toAppLocale(locale);
  const [t, page] = await Promise.all([
    getTranslations({ locale: appLocale, namespace: 'ManageShell' }),
    managerPageTitle(`/manage/${slug.join('/')}`, appLocale),
  ]);
  return { title: page ?? t('title') };
}

// Every dynamic back-office page: which one it is depends on the manager's sidebars, known only
// once the shell has loaded the manager's info, so the host resolves it in the browser.
export default async function ManageDynamicPage({ params }: Params) {
  const { locale, slug } = await params;
  setRequestLocale(toAppLocale(locale));
  return <ManageRouteHost path={`/manage/${slug.join('/')}`} />;
}
