import { PlainLink } from '@/components/front/plain-link';
import { useTranslations } from 'next-intl';
import type { Banner } from '@/lib/contract/banner';
import { Unavailable } from './unavailable';

export async function NoticesSection({ banners }: { banners: Promise<Banner[] | null> }) {
  return <Notices banners={await banners} />;
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** Banner entries double as the notice board: each is a titled link set by the back-office. */
export function Notices({ banners }: { banners: Banner[] | null }) {
  const t = useTranslations('Home');
  return (
    <section aria-labelledby="notices-title" className="panel">
      <h2 id="notices-title" className="flex items-center gap-2 text-base font-bold text-slate-900">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 text-primary-600" fill="currentColor">
          <path d="M15 3.5v13l-4.5-2.5H7l.9 3.5H5.8L4.8 14H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6.5L15 3.5Zm2 4.5a2 2 0 0 1 0 4V8Z" />
        </svg>
        {t('noticesHeading')}
      </h2>
      {banners === null ? (
        <div className="mt-3"><Unavailable /></div>
      ) : banners.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('emptyNotices')}</p>
      ) : (
        <ul className="mt-2 dashed-list">
          {[...banners]
            .sort((a, b) => a.sort - b.sort)
            .slice(0, 5)
            .map((b) => (
              <li key={b.id} className="text-sm">
                {b.link ? (
                  <PlainLink
                    href={b.link}
                    {...(isExternal(b.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    className="notice-link"
                  >
                    <span className="notice-title">{b.title}</span>
                  </PlainLink>
                ) : (
                  <span className="my-2 line-clamp-1 text-slate-800">{b.title}</span>
                )}
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
