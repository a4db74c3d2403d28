import { setRequestLocale } from 'next-intl/server';
import { toAppLocale } from '@/lib/i18n/routing';
import { TabRefresh } from '@/components/manage/shell/tab-refresh';

type Params = { params: Promise<{ locale: string; path: string[] }> };

/** SPEC.md §2 `/redirect{fullPath}`: remounts the page at fullPath inside the shell. */
export default async function RedirectPage({ params }: Params) {
  const { locale, path } = await params;
  setRequestLocale(toAppLocale(locale));
  return <TabRefresh path={`/${path.join('/')}`} />;
}
