import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { ProfileView } from '@/components/manage/profile/profile-view';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'ManageProfile' });
  return { title: t('title') };
}

export default async function ProfilePage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  return <ProfileView />;
}
