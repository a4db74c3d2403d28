'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ObjectionBody } from '@/lib/contract/subsidy/notice';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { fieldErrorsOf, learnerSend } from '../learner-api';

const INVALID: Record<string, string> = { message: 'message', contact_name: 'contactName', contact_phone: 'contactPhone' };
const field = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-500';

/**
 * 提出异议: anyone may object to a claim in public notice; the message reaches the reviewers. Checked
 * with the API's own rules first; on any failure the words typed stay where they are.
 */
export function ObjectionForm({ noticeId }: { noticeId: number }) {
  const t = useTranslations('SubsidyNotice');
  const toast = useToast();
  const id = useId();
  const [v, setV] = useState({ message: '', contact_name: '', contact_phone: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { message: v.message.trim(), contact_name: v.contact_name.trim() || undefined, contact_phone: v.contact_phone.trim() };
    const checked = ObjectionBody.safeParse(body);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= t(`invalid.${INVALID[String(issue.path[0])] ?? 'message'}` as 'invalid.message');
      setErrors(found);
      toast(t('fixErrors'), 'error');
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await learnerSend(`/subsidy/notices/${noticeId}/objections`, checked.data);
      setSent(true);
      toast(t('objectionSent'), 'success');
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) {
        setErrors(fields);
        toast(t('fixErrors'), 'error');
      }
    } finally {
      setBusy(false);
    }
  }

  if (sent) return <p role="status" className="rounded-lg bg-emerald-50 p-4 text-emerald-900" data-testid="objection-sent">{t('objectionThanks')}</p>;
  const err = (key: string) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-e` } : {});
  const message = (key: string) => errors[key] && <p id={`${id}-${key}-e`} className="mt-1 text-sm text-red-700">{errors[key]}</p>;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4 rounded-lg bg-white p-4 shadow-sm" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">{t('objectionTitle')}</h2>
      <p className="text-sm text-slate-600">{t('objectionIntro')}</p>
      <div>
        <label htmlFor={`${id}-m`} className="block text-sm font-medium text-slate-800">{t('objectionMessage')}</label>
        <textarea id={`${id}-m`} name="message" rows={5} className={field} value={v.message} onChange={(e) => setV({ ...v, message: e.target.value })} {...err('message')} />
        {message('message')}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-n`} className="block text-sm font-medium text-slate-800">{t('contactName')}</label>
          <input id={`${id}-n`} name="contact_name" className={field} value={v.contact_name} onChange={(e) => setV({ ...v, contact_name: e.target.value })} {...err('contact_name')} />
          {message('contact_name')}
        </div>
        <div>
          <label htmlFor={`${id}-p`} className="block text-sm font-medium text-slate-800">{t('contactPhone')}</label>
          <input id={`${id}-p`} name="contact_phone" inputMode="tel" className={field} value={v.contact_phone} onChange={(e) => setV({ ...v, contact_phone: e.target.value })} {...err('contact_phone')} />
          {message('contact_phone')}
        </div>
      </div>
      {errors.form && <p role="alert" className="text-sm text-red-700">{errors.form}</p>}
      <Button type="submit" disabled={busy}>{busy ? t('sending') : t('objectionSubmit')}</Button>
    </form>
  );
}
