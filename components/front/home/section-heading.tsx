import { PlainLink } from '@/components/front/plain-link';
import { useTranslations } from 'next-intl';

type Props = { id: string; title: string; moreHref?: string };

export function SectionHeading({ id, title, moreHref }: Props) {
  const t = useTranslations('Home');
  return (
    <div className="mb-4 flex items-end justify-between border-b-2 border-slate-200">
      <h2 id={id} className="-mb-0.5 border-b-2 border-primary-600 pb-2 text-lg font-bold text-slate-900 md:text-xl">
        {title}
      </h2>
      {moreHref && (
        <PlainLink href={moreHref} aria-label={t('moreAbout', { section: title })} className="pb-2 text-sm text-slate-600 hover:text-primary-700">
          {t('more')} <span aria-hidden="true">›</span>
        </PlainLink>
      )}
    </div>
  );
}
