'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ListFailed, ListLoading } from '@/components/front/career/list-states';
import { Button, buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ApiError, apiFetch } from '@/lib/api/client';
import { formatDate } from '@/lib/format/date';
import { formatYuan } from '@/lib/format/money';
import { knownOrderStatus } from './status';
import { useOrder } from './use-learner-api';

const TONES = {
  paid: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  refunded: 'border-slate-200 bg-slate-50 text-slate-800',
  closed: 'border-slate-200 bg-slate-50 text-slate-800',
} as const;

/** /user/paySuccee?order_no=…: the order's result; while unpaid, where and how to pay offline. */
export function PayResult({ orderNo }: { orderNo: string }) {
  const t = useTranslations('PayResult');
  const locale = useLocale();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const { data, error, isLoading, mutate } = useOrder(orderNo);
  if (isLoading && !data) return <ListLoading label={t('loading')} rows={1} />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return <p role="alert" className="text-sm text-slate-700">{t('notFound')}</p>;
  if (error || !data) return <ListFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  const order = data.data;
  const status = knownOrderStatus(order.status);
  const payee = order.payment?.payee;

  async function choose() {
    setConfirming(true);
    try {
      await mutate(await apiFetch(`/user/orders/${encodeURIComponent(orderNo)}/pay`, { method: 'POST', body: { provider: 'offline' }, silent: true }), { revalidate: false });
      toast(t('confirmed'), 'success');
    } catch (e) {
      toast(e instanceof ApiError ? e.body?.message : null);
    } finally {
      setConfirming(false);
    }
  }

  const rows: [string, string][] = [
    [t('orderNo'), order.order_no],
    [t('class'), order.class_title],
    [t('amount'), formatYuan(order.amount_cents, locale)],
    [t('createdAt'), formatDate(order.created_at, 'YYYY-MM-DD HH:mm', locale)],
    ...(order.paid_at ? [[t('paidAt'), formatDate(order.paid_at, 'YYYY-MM-DD HH:mm', locale)] as [string, string]] : []),
    [t('method'), t('offline')],
  ];
  return (
    <div className="space-y-6">
      <div role="status" className={`rounded-lg border px-4 py-5 ${TONES[status]}`}>
        <p className="text-lg font-semibold">{t(`${status}Title`)}</p>
        <p className="mt-1 text-sm">{t(`${status}Text`)}</p>
      </div>
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-4 px-4 py-3 text-sm"><dt className="w-24 shrink-0 text-slate-600">{label}</dt><dd className="min-w-0 break-words font-medium text-slate-900">{value}</dd></div>
        ))}
      </dl>
      {status === 'pending' && payee && (
        <section aria-labelledby="pay-where" className="rounded-lg border border-slate-200 p-4 text-sm">
          <h2 id="pay-where" className="font-semibold text-slate-900">{t('payee')}</h2>
          <p className="mt-1 text-slate-800">{payee.name}</p>
          {payee.address && <p className="text-slate-700">{payee.address}</p>}
          {payee.phone && <p className="text-slate-700">{t('payeePhone')}：<a href={`tel:${payee.phone}`} className="text-primary-700 underline">{payee.phone}</a></p>}
          <Button variant="outline" size="sm" className="mt-3" disabled={confirming} onClick={() => void choose()}>{t('confirm')}</Button>
        </section>
      )}
      <div className="flex flex-col gap-2 md:flex-row">
        {status === 'paid' && <Link href={`/video?class=${order.class_id}`} className={buttonClasses('primary', 'md')}>{t('toStudy')}</Link>}
        <Link href="/user/enroll" className={buttonClasses('outline', 'md')}>{t('toEnroll')}</Link>
      </div>
    </div>
  );
}
