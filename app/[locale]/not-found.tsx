import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import Image from 'next/image';

// Rendered for notFound() anywhere under [locale], including the catch-all for unknown paths.
export default function NotFound() {
  const t = useTranslations('NotFound');
  const site = useTranslations('Site');
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-16 text-center">
      <Image unoptimized src="/logo.svg" alt={site('logoAlt')} width={64} height={64} className="h-16 w-16" />
      <p className="mt-6 text-6xl font-bold tracking-wider text-primary-600">{t('code')}</p>
      <h1 className="mt-4 text-xl font-semibold text-slate-900 md:text-2xl">{t('heading')}</h1>
      <p className="mt-3 max-w-md text-sm leading-relaxed text-slate-600">{t('description')}</p>
      <Link href="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        {t('backHome')}
      </Link>
    </main>
  );
}
