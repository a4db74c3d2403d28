import { PlainLink } from '@/components/front/plain-link';
import { tapTarget } from '@/components/ui/tap-target';
import { useTranslations } from 'next-intl';

export type Crumb = { label: string; href?: string };

/** Home › … › current page; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations('Breadcrumbs');
  const all: Crumb[] = [{ label: t('home'), href: '/' }, ...items];
  return (
    <nav aria-label={t('label')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((crumb, i) => {
          const last = i === all.length - 1;
          return (
            <li key={`${i}-${crumb.label}`} className="flex min-w-0 items-center gap-1">
              {crumb.href && !last ? (
                <PlainLink href={crumb.href} className={`${tapTarget} justify-center hover:text-primary-700 hover:underline`}>
                  {crumb.label}
                </PlainLink>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="max-w-[16rem] truncate text-slate-800 md:max-w-md">
                  {crumb.label}
                </span>
              )}
              {!last && <span aria-hidden="true" className="text-slate-400">›</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
