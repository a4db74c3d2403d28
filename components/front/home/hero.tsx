import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Banner } from '@/lib/contract/banner';
import { buttonClasses } from '@/components/ui/button';

export async function HeroSection({ banners }: { banners: Promise<Banner[] | null> }) {
  const list = await banners;
  return <Hero banner={list?.find((b) => b.image) ?? null} />;
}

export function Hero({ banner }: { banner: Banner | null }) {
  const t = useTranslations('Home');
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-gradient-to-br from-primary-800 via-primary-700 to-primary-500">
      {banner?.image && (
        // A plain image (served as it is, like every banner): next/image would only add its client module.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={banner.image}
          alt={banner.title}
          width={1920}
          height={480}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
      )}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-r from-primary-900/85 via-primary-800/70 to-primary-700/30" />
      <div className="mx-auto max-w-[1420px] px-4 py-10 md:py-16 lg:px-6">
        <h1 id="hero-title" className="max-w-2xl text-2xl font-bold leading-tight text-white md:text-4xl">
          {t('heroTitle')}
        </h1>
        <p className="mt-3 max-w-2xl text-sm leading-relaxed text-primary-50 md:text-lg">{t('heroSubtitle')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href="/class" className={buttonClasses('outline', 'lg', 'border-white')}>
            {t('browseClasses')}
          </Link>
          <Link href="/cerQuery" className={buttonClasses('ghost', 'lg', 'border border-white/70 text-white hover:bg-white/10')}>
            {t('cerQueryTitle')}
          </Link>
        </div>
      </div>
    </section>
  );
}
