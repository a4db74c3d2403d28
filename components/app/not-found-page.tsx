import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { StatusPage } from '@/components/ui/status-page';

/** The 404 page's content, for not-found.tsx and for the unknown addresses the middleware marks 404. */
export function NotFoundPage() {
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
