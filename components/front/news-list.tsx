import { PlainLink } from '@/components/front/plain-link';
import { useLocale, useTranslations } from 'next-intl';
import type { News } from '@/lib/contract/news';
import { DATE_FORMAT, formatDate } from '@/lib/format/date';
import { platformDate } from '@/lib/format/time-zone';
import { Badge } from '@/components/ui/badge';

export function newsHref(id: number): string {
  return `/detail?id=${id}`;
}

/** A compact title list with dates, as on government portals. */
export function NewsList({ items }: { items: News[] }) {
  const t = useTranslations('News');
  const locale = useLocale();
  if (items.length === 0) return <p className="py-6 text-center text-sm text-slate-600">{t('empty')}</p>;

  return (
    <ul className="dashed-list">
      {items.map((item) => (
        <li key={item.id} className="news-row">
          <PlainLink href={newsHref(item.id)} className="news-link group">
            <span className="news-title">
              {item.is_top && <Badge tone="danger" className="mr-1.5 align-middle">{t('top')}</Badge>}
              {item.title}
            </span>
          </PlainLink>
          {item.published_at && (
            <time dateTime={platformDate(new Date(item.published_at))} className="news-date">
              {formatDate(item.published_at, DATE_FORMAT, locale)}
            </time>
          )}
        </li>
      ))}
    </ul>
  );
}
