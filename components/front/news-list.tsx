import { PlainLink } from '@/components/front/plain-link';
import { useLocale, useTranslations } from 'next-intl';
import type { News } from '@/lib/api/types';
import { DATE_FORMAT, formatDate } from '@/lib/format/date';
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
    <ul className="divide-y divide-dashed divide-slate-200">
      {items.map((item) => (
        <li key={item.id} className="flex items-baseline gap-3 py-2.5">
          <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 self-start rounded-full bg-primary-400" />
          <PlainLink href={newsHref(item.id)} className="min-w-0 flex-1 truncate text-[15px] text-slate-800 hover:text-primary-700 hover:underline" title={item.title}>
            {item.is_top && <Badge tone="danger" className="mr-1.5 align-middle">{t('top')}</Badge>}
            {item.title}
          </PlainLink>
          {item.published_at && (
            <time dateTime={item.published_at} className="shrink-0 text-xs tabular-nums text-slate-600">
              {formatDate(item.published_at, DATE_FORMAT, locale)}
            </time>
          )}
        </li>
      ))}
    </ul>
  );
}
