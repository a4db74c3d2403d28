import Link from 'next/link';
import { useTranslations } from 'next-intl';

export function SiteLogo() {
  const t = useTranslations('Site');
  return (
    <Link href="/" className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-md md:gap-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- an SVG served as it is: next/image would only add its client module */}
      <img src="/logo.svg" alt={t('logoAlt')} width={44} height={44} fetchPriority="high" className="h-10 w-10 shrink-0 md:h-12 md:w-12" />
      <span className="truncate text-lg font-bold tracking-wide text-primary-700 md:text-2xl">{t('title')}</span>
    </Link>
  );
}
