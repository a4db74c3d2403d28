'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api/client';

// The states the routed content area shows besides a page: loading, 401, 404, not built yet.

export function PageLoading() {
  const t = useTranslations('ManageRoutes');
  return (
    <div role="status" aria-live="polite" className="rounded bg-white p-8 shadow-sm">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-6 w-48" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-2/3" />
    </div>
  );
}

function StatusPanel({ code, heading, text, testId }: { code: string; heading: string; text: string; testId: string }) {
  const t = useTranslations('ManageRoutes');
  return (
    <section data-testid={testId} aria-labelledby={`${testId}-heading`} className="flex flex-col items-center rounded bg-white px-8 py-16 text-center shadow-sm">
      <p className="text-6xl font-bold tracking-wider text-manage-700">{code}</p>
      <h1 id={`${testId}-heading`} className="mt-4 text-xl font-semibold text-slate-900">{heading}</h1>
      <p className="mt-3 max-w-md text-sm leading-relaxed text-slate-600">{text}</p>
      <Link href="/manage" className={buttonClasses('manage', 'md', 'mt-8')}>{t('backHome')}</Link>
    </section>
  );
}

/** A path that names a menu item the manager's roles do not include. */
export function ForbiddenPanel() {
  const t = useTranslations('ManageRoutes');
  return <StatusPanel code="401" heading={t('forbiddenHeading')} text={t('forbiddenText')} testId="manage-401" />;
}

/** A path no menu item names. */
export function NotFoundPanel() {
  const t = useTranslations('ManageRoutes');
  return <StatusPanel code="404" heading={t('notFoundHeading')} text={t('notFoundText')} testId="manage-404" />;
}

/** A record opened by its URL that the API does not show this manager: deleted, or another organisation's. */
export function RecordMissingPanel() {
  const t = useTranslations('ManageRoutes');
  return <StatusPanel code="404" heading={t('recordMissingHeading')} text={t('recordMissingText')} testId="manage-record-missing" />;
}

/** The API's answer for a record out of the manager's scope (404, or 403 where the rule says so). */
export const isMissingRecord = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/** A permitted menu item whose page component has not been registered yet. */
export function UnderConstructionPanel({ title, component }: { title: string; component: string }) {
  const t = useTranslations('ManageRoutes');
  return (
    <section data-testid="manage-under-construction" className="rounded bg-white px-8 py-16 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-3 text-sm text-slate-600">{t('underConstruction')}</p>
      <p className="mt-2 font-mono text-xs text-slate-400">{component}</p>
    </section>
  );
}

export function CheckFailedPanel({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('ManageRoutes');
  return (
    <section role="alert" className="rounded bg-white px-8 py-16 text-center shadow-sm">
      <p className="text-sm text-slate-700">{t('checkFailed')}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('manage', 'sm', 'mt-4')}>{t('retry')}</button>
    </section>
  );
}
