'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client';
import { CategoryDeclarationBody, type CategoryDeclaration } from '@/lib/contract/subsidy/category';
import type { Enrollment } from '@/lib/contract/enrollment';
import { formatDate, DATE_FORMAT } from '@/lib/format/date';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { LEARNER_CATEGORIES, useSubsidyLabels } from './labels';
import { fieldErrorsOf, learnerSend, MY_CATEGORIES_KEY } from './learner-api';

const TONES: Record<CategoryDeclaration['status'], BadgeTone> = { pending: 'warning', verified: 'success', rejected: 'danger' };
const field = 'mt-1 block h-11 w-full rounded-md border border-slate-300 px-3 text-base aria-[invalid=true]:border-red-500';
type Values = { category: string; enrollment_id: string; valid_from: string; valid_to: string };

/**
 * 人员类别申报: the learner declares a category (失业人员, 农民工…) with a supporting document, for an
 * enrolment or in general; the institution or the city verifies it. What was typed stays on any error.
 */
export function CategoryForm({ enrollmentId }: { enrollmentId: number | null }) {
  const t = useTranslations('SubsidyCategory');
  const labels = useSubsidyLabels();
  const toast = useToast();
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const mine = useSWR<{ data: CategoryDeclaration[] }>(MY_CATEGORIES_KEY, (path: string) => apiFetch(path, { silent: true }), { revalidateOnFocus: false });
  const enrollments = useSWR<{ data: Enrollment[] }>('/user/enrollments?per_page=50&include=class', (path: string) => apiFetch(path, { silent: true }), { revalidateOnFocus: false });
  const [v, setV] = useState<Values>({ category: '', enrollment_id: enrollmentId ? String(enrollmentId) : '', valid_from: formatDate(new Date(), DATE_FORMAT), valid_to: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Values) => (value: string) => setV((s) => ({ ...s, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const document = file.current?.files?.[0];
    const body = { category: v.category, enrollment_id: v.enrollment_id ? Number(v.enrollment_id) : null, valid_from: v.valid_from, valid_to: v.valid_to || null, document_file_id: 1 };
    const checked = CategoryDeclarationBody.safeParse(body);
    const found: Record<string, string> = {};
    if (!checked.success) for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message === 'Invalid input' ? t('invalid') : issue.message;
    if (!v.category) found.category = t('chooseCategory');
    if (!v.valid_from) found.valid_from = t('validFromRequired');
    if (!document) found.document = t('documentRequired');
    else if (document.size > 5 * 1024 * 1024) found.document = t('documentTooLarge');
    setErrors(found);
    if (Object.keys(found).length || !document) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', document);
      const uploaded = await learnerSend<{ data: { id: number } }>('/user/subsidy/category-documents', form);
      await learnerSend('/user/subsidy/categories', { ...body, document_file_id: uploaded.data.id });
      toast(t('sent'), 'success');
      setV((s) => ({ ...s, category: '' }));
      if (file.current) file.current.value = '';
      void mine.mutate();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) setErrors(fields.file ? { ...fields, document: fields.file } : fields);
    } finally {
      setBusy(false);
    }
  }

  const err = (key: string) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}` } : {});
  const message = (key: string) => errors[key] && <p id={`${id}-${key}`} className="mt-1 text-sm text-red-700">{errors[key]}</p>;

  return (
    <div className="space-y-6">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-label={t('formLabel')}>
        <div>
          <label htmlFor={`${id}-c`} className="block text-sm font-medium text-slate-800">{t('category')}</label>
          <select id={`${id}-c`} name="category" className={field} value={v.category} onChange={(e) => set('category')(e.target.value)} {...err('category')}>
            <option value="">{t('chooseCategory')}</option>
            {LEARNER_CATEGORIES.map((c) => <option key={c} value={c}>{labels.category(c)}</option>)}
          </select>
          {message('category')}
        </div>
        <div>
          <label htmlFor={`${id}-e`} className="block text-sm font-medium text-slate-800">{t('enrollment')}</label>
          <select id={`${id}-e`} name="enrollment_id" className={field} value={v.enrollment_id} onChange={(e) => set('enrollment_id')(e.target.value)} {...err('enrollment_id')}>
            <option value="">{t('anyEnrollment')}</option>
            {(enrollments.data?.data ?? []).map((e) => <option key={e.id} value={e.id}>{e.class?.data?.title ?? `#${e.id}`}</option>)}
          </select>
          {message('enrollment_id')}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-f`} className="block text-sm font-medium text-slate-800">{t('validFrom')}</label>
            <input id={`${id}-f`} name="valid_from" type="date" className={field} value={v.valid_from} onChange={(e) => set('valid_from')(e.target.value)} {...err('valid_from')} />
            {message('valid_from')}
          </div>
          <div>
            <label htmlFor={`${id}-t`} className="block text-sm font-medium text-slate-800">{t('validTo')}</label>
            <input id={`${id}-t`} name="valid_to" type="date" className={field} value={v.valid_to} onChange={(e) => set('valid_to')(e.target.value)} {...err('valid_to')} />
            {message('valid_to')}
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-d`} className="block text-sm font-medium text-slate-800">{t('document')}</label>
          <input id={`${id}-d`} ref={file} name="document" type="file" accept="image/jpeg,image/png,image/webp,application/pdf" capture="environment" className="mt-1 block w-full text-sm" {...err('document')} />
          <p className="mt-1 text-xs text-slate-500">{t('documentHint')}</p>
          {message('document')}
        </div>
        {errors.form && <p role="alert" className="text-sm text-red-700">{errors.form}</p>}
        <Button type="submit" size="lg" className="w-full" disabled={busy}>{busy ? t('sending') : t('submit')}</Button>
      </form>
      <section aria-labelledby={`${id}-mine`}>
        <h2 id={`${id}-mine`} className="mb-2 text-base font-semibold text-slate-900">{t('mine')}</h2>
        {mine.data && mine.data.data.length === 0 && <p className="text-sm text-slate-600">{t('none')}</p>}
        <ul className="space-y-2">
          {mine.data?.data.map((d) => (
            <li key={d.id} className="rounded-lg border border-slate-200 p-3 text-sm" data-testid="my-category">
              <div className="flex items-center justify-between gap-2"><span className="font-medium">{labels.category(d.category)}</span><Badge tone={TONES[d.status]}>{labels.categoryStatus(d.status)}</Badge></div>
              <p className="text-slate-600">{d.valid_from} – {d.valid_to ?? t('openEnded')}{d.document_name ? ` · ${d.document_name}` : ''}</p>
              {d.review_reason && <p className="text-red-800">{t('reason', { reason: d.review_reason })}</p>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
