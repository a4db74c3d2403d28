import { useLocale, useTranslations } from 'next-intl';
import type { News } from '@/lib/contract/news';
import { DATE_FORMAT, formatDate } from '@/lib/format/date';

/** Category, date, source, author and views under an article's title. */
export function NewsMeta({ item }: { item: News }) {
  const t = useTranslations('NewsDetail');
  const locale = useLocale();
  const parts = [
    item.category?.data && t('category', { name: item.category.data.name }),
    item.published_at && t('published', { date: formatDate(item.published_at, DATE_FORMAT, locale) }),
    item.source && t('source', { source: item.source }),
    item.author && t('author', { author: item.author }),
    t('views', { count: item.views }),
  ].filter(Boolean);
  return (
    <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-slate-600 md:text-sm">
      {parts.map((part) => (
        <span key={part as string}>{part}</span>
      ))}
    </p>
  );
}
