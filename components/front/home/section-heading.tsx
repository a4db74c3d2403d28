import { PlainLink } from '@/components/front/plain-link';
import { tapTarget } from '@/components/ui/tap-target';
import { useTranslations } from 'next-intl';

type Props = { id: string; title: string; moreHref?: string };

/** Styled by .section-heading in app/globals.css. */
export function SectionHeading({ id, title, moreHref }: Props) {
  const t = useTranslations('Home');
  return (
    <div className="section-heading">
      <h2 id={id}>
        {title}
      </h2>
      {moreHref && (
        <PlainLink href={moreHref} aria-label={t('moreAbout', { section: title })} className={tapTarget}>
          {t('more')} <span aria-hidden="true">›</span>
        </PlainLink>
      )}
    </div>
  );
}
