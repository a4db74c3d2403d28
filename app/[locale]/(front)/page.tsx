import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { languageAlternates } from '@/lib/i18n/locale-path';
import { requestAddressed } from '@/components/front/content/page-metadata';
import { ClassGrid } from '@/components/front/home/class-section';
import { HeroSection } from '@/components/front/home/hero';
import { NewsSection } from '@/components/front/home/news-section';
import { NoticesSection } from '@/components/front/home/notices';
import { OccupationSection } from '@/components/front/home/occupation-section';
import { QuickLinks } from '@/components/front/home/quick-links';
import { SectionHeading } from '@/components/front/home/section-heading';
import { StatsSection } from '@/components/front/home/stats-section';
import { chosenCity } from '@/lib/api/queries/chosen-city';
import { loadHome } from './home-data';
import { env } from '@/lib/env';
import { JsonLd } from '@/components/front/content/json-ld';
import { organizationJsonLd } from '@/components/front/home/organization-json-ld';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Site' });
  const alternates = languageAlternates('/', locale, await requestAddressed());
  return {
    title: { absolute: t('title') },
    description: t('description'),
    alternates,
    openGraph: { title: t('title'), description: t('description'), url: alternates.canonical, type: 'website', siteName: t('title') },
  };
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const [t, site] = await Promise.all([getTranslations('Home'), getTranslations('Site')]);
  // Every section's read starts at once and the page is sent when all have answered (they come from the
  // data cache): without Suspense boundaries the HTML carries no skeletons and no hidden copies swapped
  // in by script, and the RSC payload no fallbacks; a failed read empties its own section only (home-data.ts).
  const data = loadHome(await chosenCity());
  const section = 'mx-auto max-w-[1420px] px-4 lg:px-6';
  // The sections below a phone's first screen: drawn when scrolled near (.defer-render in globals.css).
  const laterSection = `${section} defer-render mt-10`;

  return (
    <>
      <JsonLd data={organizationJsonLd({ name: site('title'), description: site('description'), siteUrl: env().SITE_URL })} />
      <HeroSection banners={data.banners} />

      <div className={`${section} mt-6 grid grid-cols-1 gap-4 lg:grid-cols-3`}>
        <div className="lg:col-span-2">
          <QuickLinks />
        </div>
        <NoticesSection banners={data.banners} />
      </div>

      <div className={`${section} mt-6`}>
        <StatsSection stats={data.stats} />
      </div>

      <section aria-labelledby="upcoming-title" className={laterSection}>
        <SectionHeading id="upcoming-title" title={t('upcomingHeading')} moreHref="/class?status=enrolling" />
        <ClassGrid classes={data.upcoming} emptyText={t('emptyUpcoming')} />
      </section>

      <section aria-labelledby="hot-title" className={laterSection}>
        <SectionHeading id="hot-title" title={t('hotHeading')} moreHref="/class" />
        <ClassGrid classes={data.hot} emptyText={t('emptyClasses')} />
      </section>

      <section aria-labelledby="occupations-title" className={laterSection}>
        <SectionHeading id="occupations-title" title={t('occupationsHeading')} moreHref="/occupation" />
        <OccupationSection occupations={data.occupations} />
      </section>

      <section aria-labelledby="news-title" className={laterSection}>
        <SectionHeading id="news-title" title={t('newsHeading')} moreHref="/news" />
        <NewsSection groups={data.news} />
      </section>
    </>
  );
}
