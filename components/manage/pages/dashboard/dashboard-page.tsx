'use client';

import { useTranslations } from 'next-intl';

export default function DashboardPage() {
  const t = useTranslations('ManageShell');
  return (
    <section aria-labelledby="dashboard-title" className="rounded bg-white p-8 shadow-sm">
      <h1 id="dashboard-title" className="text-lg font-semibold text-slate-900">{t('welcome')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('signedIn')}</p>
    </section>
  );
}
