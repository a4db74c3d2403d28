import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/ui/empty-state';

/** Shown when a section's data could not be loaded, so one failing endpoint does not sink the page. */
export function Unavailable() {
  const t = useTranslations('Home');
  return <EmptyState title={t('unavailable')} />;
}
