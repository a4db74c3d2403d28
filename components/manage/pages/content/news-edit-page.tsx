'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { CheckField, formatTime, SelectField, TextField } from '../system/kit';
import { useApi, usePermissionNames } from '../system/use-api';
import { CATEGORIES_PATH, type Category, EDIT_PATH, type ManagedNews, NEWS_PATH, publishNews, saveNews, scheduleNews, unpublishNews, uploadImage } from './content-api';
import { CoverField } from './cover-field';
import { EMPTY_NEWS, formOf, inputOf, instantOf, type NewsForm } from './news-form';
import { NewsStatusBadge } from './news-status-badge';
import { RichTextEditor } from './rich-text-editor';

type Action = 'save' | 'publish' | 'schedule' | 'unpublish';

/** Writes one article: fields, rich text with images, then draft, publish now or at a time. */
export default function NewsEditPage() {
  const t = useTranslations('ManageContent');
  const toast = useToast();
  const router = useRouter();
  const can = usePermissionNames();
  const id = Number(useSearchParams().get('id')) || null;
  const article = useApi<{ data: ManagedNews }>(id ? `${NEWS_PATH}/${id}` : null);
  const categories = useApi<{ data: Category[] }>(CATEGORIES_PATH);
  const [form, setForm] = useState<NewsForm>(EMPTY_NEWS);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<Action | null>(null);
  const current = article.data?.data;
  const set = <K extends keyof NewsForm>(key: K) => (value: NewsForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  useEffect(() => {
    if (current && current.id !== loadedId) { setForm(formOf(current)); setLoadedId(current.id); }
    if (!id && loadedId !== null) { setForm(EMPTY_NEWS); setLoadedId(null); }
  }, [current, id, loadedId]);

  async function run(action: Action) {
    setBusy(action);
    setErrors({});
    try {
      let saved = (await saveNews(id, inputOf(form))).data;
      if (action === 'publish') saved = (await publishNews(saved.id)).data;
      if (action === 'unpublish') saved = (await unpublishNews(saved.id)).data;
      if (action === 'schedule') {
        const at = instantOf(publishAt);
        if (!at) { setErrors({ publish_at: t('publishAtRequired') }); return; }
        saved = (await scheduleNews(saved.id, at)).data;
      }
      toast(t(`done.${action}`), 'success');
      if (!id) router.replace(`${EDIT_PATH}?id=${saved.id}`);
      else void article.mutate({ data: saved }, { revalidate: false });
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setErrors(e.fieldErrors);
    } finally {
      setBusy(null);
    }
  }
  const submit = (event: FormEvent) => { event.preventDefault(); void run('save'); };

  if (id && article.error) return <p role="alert" className="rounded bg-white p-6 text-sm text-red-700">{t('loadFailed')}</p>;
  if (id && !current) return <p role="status" className="rounded bg-white p-6 text-sm text-slate-500">{t('loading')}</p>;
  const status = current?.status ?? 'draft';
  const options = [{ value: '', label: t('chooseCategory') }, ...(categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))];

  return (
    <section aria-labelledby="news-edit-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center gap-3">
        <h1 id="news-edit-title" className="text-lg font-semibold text-slate-900">{id ? t('editNews') : t('createNews')}</h1>
        <NewsStatusBadge status={status} />
        {current?.published_at && <span className="text-xs text-slate-500">{t('publishedAtValue', { time: formatTime(current.published_at) })}</span>}
      </header>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField label={t('fields.title')} name="title" value={form.title} onChange={set('title')} error={errors.title} required />
          <SelectField label={t('fields.category')} name="category_id" value={form.category_id} onChange={set('category_id')} options={options} error={errors.category_id} />
          <TextField label={t('fields.author')} name="author" value={form.author} onChange={set('author')} error={errors.author} />
          <TextField label={t('fields.source')} name="source" value={form.source} onChange={set('source')} error={errors.source} />
        </div>
        <div>
          <label htmlFor="field-summary" className="block text-sm text-slate-700">{t('fields.summary')}</label>
          <textarea
            id="field-summary" value={form.summary} onChange={(e) => set('summary')(e.target.value)} rows={2} maxLength={500} aria-invalid={Boolean(errors.summary)}
            className="mt-1 block w-full rounded border border-slate-300 px-2 py-1.5 text-sm focus:border-manage-700 focus:outline-none"
          />
          {errors.summary && <p className="mt-1 text-xs text-red-700">{errors.summary}</p>}
        </div>
        <CoverField value={form.cover} onChange={set('cover')} error={errors.cover} upload={(file) => uploadImage(NEWS_PATH, file)} />
        <CheckField label={t('fields.pinned')} name="is_top" checked={form.is_top} onChange={set('is_top')} />
        <div>
          <p className="mb-1 text-sm text-slate-700">{t('fields.content')}</p>
          <RichTextEditor id="news-content" label={t('fields.content')} value={form.content} onChange={set('content')} error={errors.content} uploadImage={(file) => uploadImage(NEWS_PATH, file)} />
        </div>
        <div className="flex flex-wrap items-end justify-end gap-3 border-t border-slate-200 pt-4">
          <Button variant="outline" onClick={() => router.push('/manage/news')}>{t('backToList')}</Button>
          <Button type="submit" variant="outline" disabled={busy !== null}>{status === 'draft' ? t('saveDraft') : t('save')}</Button>
          {can.has('news.publish') && status !== 'draft' && <Button variant="outline" disabled={busy !== null} onClick={() => void run('unpublish')}>{t('unpublish')}</Button>}
          {can.has('news.publish') && status !== 'published' && (
            <>
              <div>
                <label htmlFor="field-publish-at" className="block text-sm text-slate-700">{t('fields.publishAt')}</label>
                <input
                  id="field-publish-at" type="datetime-local" value={publishAt} onChange={(e) => setPublishAt(e.target.value)} aria-invalid={Boolean(errors.publish_at)}
                  aria-describedby={errors.publish_at ? 'field-publish-at-error' : undefined} className="mt-1 h-9 rounded border border-slate-300 px-2 text-sm"
                />
                {errors.publish_at && <p id="field-publish-at-error" className="mt-1 text-xs text-red-700">{errors.publish_at}</p>}
              </div>
              <Button variant="outline" disabled={busy !== null} onClick={() => void run('schedule')}>{t('schedule')}</Button>
              <Button variant="manage" disabled={busy !== null} onClick={() => void run('publish')}>{t('publishNow')}</Button>
            </>
          )}
        </div>
      </form>
    </section>
  );
}
