import { PlainLink } from '@/components/front/plain-link';
import { tapTarget } from '@/components/ui/tap-target';
import { useTranslations } from 'next-intl';
import type { NewsCategory } from '@/lib/contract/news';
import { cn } from '@/components/ui/cn';

/** Category links styled as tabs; plain links so each category has its own crawlable URL. */
export function CategoryTabs({ categories, current }: { categories: NewsCategory[]; current?: number }) {
  const t = useTranslations('NewsList');
  const tabs = [{ id: undefined, name: t('allCategories') }, ...categories];
  return (
    <nav aria-label={t('categories')} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex min-w-max gap-2 border-b border-slate-200">
        {tabs.map((tab) => {
          const active = tab.id === current;
          return (
            <li key={tab.id ?? 'all'}>
              <PlainLink
                href={tab.id ? `/news?category_id=${tab.id}` : '/news'}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  `${tapTarget} -mb-px justify-center border-b-2 px-3 py-2 text-sm font-medium md:inline-block md:text-base`,
                  active ? 'border-primary-600 text-primary-700' : 'border-transparent text-slate-600 hover:text-primary-700',
                )}
              >
                {tab.name}
              </PlainLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
