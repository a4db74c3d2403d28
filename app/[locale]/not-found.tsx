import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { StatusPage } from '@/components/ui/status-page';

// Rendered for notFound() anywhere under [locale], including the catch-all for unknown paths and /404.
export default function NotFound() {
  const t = useTranslations('NotFound');
  const site = useTranslations('Site');
  return (
    <StatusPage code={t('code')} heading={t('heading')} description={t('description')} logoAlt={site('logoAlt')}>
      <Link href="/" className={buttonClasses('primary', 'lg')}>
        {t('backHome')}
      </Link>
    </StatusPage>
  );
}
