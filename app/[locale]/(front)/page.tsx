import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { ClassGrid } from '@/components/front/home/class-section';
import { HeroSection, Hero } from '@/components/front/home/hero';
import { NewsSection } from '@/components/front/home/news-section';
import { NoticesSection } from '@/components/front/home/notices';
import { OccupationSection } from '@/components/front/home/occupation-section';
import { QuickLinks } from '@/components/front/home/quick-links';
import { SectionHeading } from '@/components/front/home/section-heading';
import { BlockSkeleton, CardGridSkeleton } from '@/components/front/home/section-skeleton';
import { StatsSection } from '@/components/front/home/stats-section';
import { chosenCity } from '@/lib/api/queries/chosen-city';
import { loadHome } from './home-data';
import { env } from '@/lib/env';
import { JsonLd } from '@/components/front/content/json-ld';
import { organizationJsonLd } from '@/components/front/home/organization-json-ld';

export const revalidate = 60;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Site' });
  return {
    title: { absolute: t('title') },
    description: t('description'),
    alternates: { canonical: '/' },
    openGraph: { title: t('title'), description: t('description'), url: '/', type: 'website', siteName: t('title') },
  };
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const [t, site] = await Promise.all([getTranslations('Home'), getTranslations('Site')]);
  const data = loadHome(await chosenCity());
  const section = 'mx-auto max-w-[1420px] px-4 lg:px-6';

  return (
    <>
      <JsonLd data={organizationJsonLd({ name: site('title'), description: site('description'), siteUrl: env().SITE_URL })} />
      <Suspense fallback={<Hero banner={null} />}>
        <HeroSection banners={data.banners} />
      </Suspense>

      <div className={`${section} mt-6 grid grid-cols-1 gap-4 lg:grid-cols-3`}>
        <div className="lg:col-span-2">
          <QuickLinks />
        </div>
        <Suspense fallback={<BlockSkeleton className="h-48" />}>
          <NoticesSection banners={data.banners} />
        </Suspense>
      </div>

      <div className={`${section} mt-6`}>
        <Suspense fallback={<BlockSkeleton className="h-28" />}>
          <StatsSection stats={data.stats} />
        </Suspense>
      </div>

      <section aria-labelledby="upcoming-title" className={`${section} mt-10`}>
        <SectionHeading id="upcoming-title" title={t('upcomingHeading')} moreHref="/class?status=enrolling" />
        <Suspense fallback={<CardGridSkeleton />}>
          <ClassGrid classes={data.upcoming} emptyText={t('emptyUpcoming')} />
        </Suspense>
      </section>

      <section aria-labelledby="hot-title" className={`${section} mt-10`}>
        <SectionHeading id="hot-title" title={t('hotHeading')} moreHref="/class" />
        <Suspense fallback={<CardGridSkeleton />}>
          <ClassGrid classes={data.hot} emptyText={t('emptyClasses')} />
        </Suspense>
      </section>

      <section aria-labelledby="occupations-title" className={`${section} mt-10`}>
        <SectionHeading id="occupations-title" title={t('occupationsHeading')} moreHref="/occupation" />
        <Suspense fallback={<CardGridSkeleton count={8} />}>
          <OccupationSection occupations={data.occupations} />
        </Suspense>
      </section>

      <section aria-labelledby="news-title" className={`${section} mt-10`}>
        <SectionHeading id="news-title" title={t('newsHeading')} moreHref="/news" />
        <Suspense fallback={<BlockSkeleton className="h-64" />}>
          <NewsSection groups={data.news} />
        </Suspense>
      </section>
    </>
  );
}
