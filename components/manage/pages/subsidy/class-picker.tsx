'use client';

import { useId } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client';
import { kitInputClass } from '../../kit';

type ClassOption = { id: number; title: string };

/** The classes in the manager's scope, newest first: sessions, attendance and claims are per class. */
export function useClassOptions() {
  return useSWR(['/manage/classes', 'subsidy'], ([url]) => apiFetch<{ data: ClassOption[] }>(url, { guard: 'manage', query: { per_page: 100 }, silent: true }), {
    revalidateOnFocus: false,
  });
}

export function ClassPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const c = useTranslations('ManageSubsidy');
  const id = useId();
  const { data } = useClassOptions();
  const classes = data?.data ?? [];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs text-slate-600">{c('class')}</label>
      <select id={id} name="class_id" className={`${kitInputClass} h-9 min-w-64`} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{data ? (classes.length ? c('chooseClass') : c('noClasses')) : c('loading')}</option>
        {classes.map((k) => <option key={k.id} value={k.id}>{k.title}</option>)}
      </select>
    </div>
  );
}
