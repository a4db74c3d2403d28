'use client';

import { useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/format/date';
import { useEnumLabel } from '../../kit';
import { useKitRead } from '../../kit';
import type { LearnerAccountDetail } from '@/lib/contract/learner-admin';
import { useLevelName } from '@/components/ui/use-level-name';

type Detail = LearnerAccountDetail;

/** A learner's enrolments and certificates; the ID number arrives masked unless the manager may see it. */
export function LearnerDetail({ id }: { id: number }) {
  const t = useTranslations('ManageSystem');
  const levelName = useLevelName();
  const label = useEnumLabel();
  const { data, error } = useKitRead<{ data: Detail }>(`/manage/learners/${id}`);
  if (error) return <p role="alert" className="text-sm text-red-700">{t('loadFailed')}</p>;
  if (!data) return <p role="status" className="text-sm text-slate-500">{t('loading')}</p>;
  const d = data.data;
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid grid-cols-2 gap-2">
        <div><dt className="text-slate-500">{t('phone')}</dt><dd>{d.phone}</dd></div>
        <div><dt className="text-slate-500">{t('realName')}</dt><dd>{d.real_name ?? d.name ?? '—'}</dd></div>
        <div><dt className="text-slate-500">{t('idNumber')}</dt><dd className="font-mono">{d.id_number ?? '—'}</dd></div>
        <div><dt className="text-slate-500">{t('city')}</dt><dd>{d.city_name ?? '—'}</dd></div>
      </dl>
      <section>
        <h3 className="mb-1 font-medium text-slate-800">{t('enrollments')}</h3>
        {d.enrollments.data.length === 0 ? <p className="text-slate-500">{t('empty')}</p> : (
          <ul className="divide-y divide-slate-100">
            {d.enrollments.data.map((e) => <li key={e.id} className="flex justify-between py-1"><span>{e.class_title}</span><span className="text-slate-500">{label('enrollmentStatus', e.status)} · {formatDateTime(e.created_at)}</span></li>)}
          </ul>
        )}
      </section>
      <section>
        <h3 className="mb-1 font-medium text-slate-800">{t('certificates')}</h3>
        {d.certificates.data.length === 0 ? <p className="text-slate-500">{t('empty')}</p> : (
          <ul className="divide-y divide-slate-100">
            {d.certificates.data.map((c) => <li key={c.id} className="flex justify-between py-1"><span>{c.occupation_name}（{levelName(c.level)}）</span><span className="font-mono text-xs text-slate-500">{c.cert_no} · {c.issued_on}</span></li>)}
          </ul>
        )}
      </section>
    </div>
  );
}
