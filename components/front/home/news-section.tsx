import { PlainLink } from '@/components/front/plain-link';
import { tapTarget } from '@/components/ui/tap-target';
import { useTranslations } from 'next-intl';
import type { News, NewsCategory } from '@/lib/contract/news';
import { EmptyState } from '@/components/ui/empty-state';
import { NewsList } from '../news-list';
import { Unavailable } from './unavailable';

export type NewsGroup = { category: NewsCategory; items: News[] | null };

export async function NewsSection({ groups }: { groups: Promise<NewsGroup[] | null> }) {
  const list = await groups;
  if (list === null) return <Unavailable />;
  return <NewsGroups groups={list} />;
}

export function NewsGroups({ groups }: { groups: NewsGroup[] }) {
  const t = useTranslations('Home');
  if (groups.length === 0) return <EmptyState title={t('emptyNews')} />;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {groups.map(({ category, items }) => (
        <section key={category.id} aria-labelledby={`news-cat-${category.id}`} className="panel">
          <div className="panel-head">
            <h3 id={`news-cat-${category.id}`} className="font-semibold text-primary-700">{category.name}</h3>
            <PlainLink href={`/news?category_id=${category.id}`} aria-label={t('moreAbout', { section: category.name })} className={`${tapTarget} more-link`}>
              {t('more')} <span aria-hidden="true">›</span>
            </PlainLink>
          </div>
          {items === null ? <div className="mt-3"><Unavailable /></div> : <NewsList items={items} />}
        </section>
      ))}
    </div>
  );
}
