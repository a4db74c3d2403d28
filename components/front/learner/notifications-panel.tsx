'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { apiFetch } from '@/lib/api/client';
import { formatDate } from '@/lib/format/date';
import { useNotifications } from './use-learner-api';

/** The learner's latest notifications (reviews, waitlist promotions, payments), with "mark all read". */
export function NotificationsPanel() {
  const t = useTranslations('Notifications');
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useNotifications();
  const unread = data?.meta.unread ?? 0;
  // Notifications are written in Chinese with their particulars (class, amount, reason); in another
  // language the kind is said in it, and the Chinese original kept below for the particulars.
  const said = (n: { kind: string; title: string; body: string }) => {
    const key = `kinds.${n.kind.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}`;
    if (locale === 'zh' || !t.has(`${key}.title` as never)) return { title: n.title, body: n.body, translated: false };
    return { title: t(`${key}.title` as never), body: t(`${key}.body` as never), translated: true };
  };

  async function markAll() {
    await apiFetch('/user/notifications/read', { method: 'POST', body: {} });
    await mutate();
  }

  return (
    <section aria-labelledby="notifications-heading" className="mt-8">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="notifications-heading" className="text-base font-semibold text-slate-900">
          {t('heading')}
          {unread > 0 && <span className="ml-2 rounded-full bg-red-600 px-2 py-0.5 text-xs font-medium text-white">{t('unread', { count: unread })}</span>}
        </h2>
        {unread > 0 && <Button variant="ghost" size="sm" onClick={() => void markAll()}>{t('markAll')}</Button>}
      </div>
      {isLoading && !data && <p role="status" className="text-sm text-slate-600">{t('loading')}</p>}
      {error && <p className="text-sm text-slate-600">{t('failed')}</p>}
      {data && data.data.length === 0 && <p className="text-sm text-slate-600">{t('empty')}</p>}
      {data && data.data.length > 0 && (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {data.data.map((n) => (
            <li key={n.id} className={cn('px-4 py-3 text-sm', !n.read_at && 'bg-primary-50/40')}>
              <div className="flex items-start justify-between gap-3">
                <p className={cn('text-slate-900', !n.read_at && 'font-semibold')}>{said(n).title}</p>
                <time dateTime={n.created_at} className="shrink-0 text-xs text-slate-600">{formatDate(n.created_at, 'MM-DD HH:mm', locale)}</time>
              </div>
              <p className="mt-0.5 text-slate-700">{said(n).body}</p>
              {said(n).translated && <p lang="zh" className="mt-0.5 text-xs text-slate-500">{t('original', { body: n.body })}</p>}
              {n.link && n.link.startsWith('/') && <Link href={n.link} className="mt-1 inline-block font-medium text-primary-700 hover:underline">{t('open')}</Link>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
