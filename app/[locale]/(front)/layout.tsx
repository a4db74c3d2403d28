import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { Footer } from '@/components/front/footer';
import { CityPickerSlot } from '@/components/front/city-picker-slot';
import { Header } from '@/components/front/header';
import { LearnerTabBar } from '@/components/front/learner-tab-bar';
import { ViewportWidthCookie } from '@/components/front/viewport-width-cookie';

type Props = LocaleParams & { children: ReactNode };

export default async function FrontLayout({ children, params }: Props) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const tabs = await getTranslations('LearnerTabBar');
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <Header cityPicker={<CityPickerSlot />} />
      <main id="main" tabIndex={-1} className="flex-1 pb-4 focus:outline-none">
        {children}
      </main>
      <Footer />
      <LearnerTabBar labels={{ home: tabs('home'), courses: tabs('courses'), study: tabs('study'), mine: tabs('mine') }} navLabel={tabs('label')} />
      <ViewportWidthCookie />
    </div>
  );
}
