'use client';

import { useTranslations } from 'next-intl';
import { inputClass } from '../ops/list-states';
import { useApi } from '../system/use-api';
import { BATCHES_PATH, type MoxibustionBatch } from './moxibustion-api';

/** Filter by batch: the newest hundred the manager may see. */
export function BatchSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const t = useTranslations('ManageMoxibustion');
  const { data } = useApi<{ data: MoxibustionBatch[] }>(BATCHES_PATH, { per_page: 100 });
  return (
    <label className="text-sm text-slate-700">{t('batchFilter')}
      <select className={`${inputClass} ml-2 max-w-xs`} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('allBatches')}</option>
        {(data?.data ?? []).map((b) => <option key={b.id} value={b.id}>{b.title}</option>)}
      </select>
    </label>
  );
}
