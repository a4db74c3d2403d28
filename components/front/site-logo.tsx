import Link from 'next/link';
import { useTranslations } from 'next-intl';
import Image from 'next/image';

export function SiteLogo() {
  const t = useTranslations('Site');
  return (
    <Link href="/" className="flex min-w-0 items-center gap-2.5 rounded-md md:gap-3">
      <Image unoptimized priority src="/logo.svg" alt={t('logoAlt')} width={44} height={44} className="h-10 w-10 shrink-0 md:h-12 md:w-12" />
      <span className="truncate text-lg font-bold tracking-wide text-primary-700 md:text-2xl">{t('title')}</span>
    </Link>
  );
}
