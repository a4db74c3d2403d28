'use client';

import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { NewsBody } from '@/lib/contract/content-admin';
import { formatDateTime } from '@/lib/format/date';
import { FormPage, KitCheckField, KitSelectField, KitTextArea, KitTextField, useCheckedSubmit } from '../../kit';
import { useCloseCurrentTab } from '../../shell/current-tab';
import { useKitRead, usePermissionNames } from '../../kit';
import { CATEGORIES_PATH, type Category, EDIT_PATH, type ManagedNews, NEWS_PATH, publishNews, saveNews, scheduleNews, unpublishNews, uploadImage } from './content-api';
import { CoverField } from './cover-field';
import { EMPTY_NEWS, formOf, inputOf, instantOf, type NewsForm } from './news-form';
import { NewsStatusBadge } from './news-status-badge';
import { RichTextEditor } from './rich-text-editor';
import { isMissingRecord, RecordMissingPanel } from '../../route-states';

type Action = 'save' | 'publish' | 'schedule' | 'unpublish';

/** Writes one article: fields, rich text with images, then draft, publish now or at a time. */
export default function NewsEditPage() {
  const t = useTranslations('ManageContent');
  const toast = useToast();
  const router = useRouter();
  const closeTab = useCloseCurrentTab();
  const can = usePermissionNames();
  const id = Number(useSearchParams().get('id')) || null;
  const article = useKitRead<{ data: ManagedNews }>(id ? `${NEWS_PATH}/${id}` : null);
  const categories = useKitRead<{ data: Category[] }>(CATEGORIES_PATH);
  const [form, setForm] = useState<NewsForm>(EMPTY_NEWS);
  const [loadedId, setLoadedId] = useState<number | null>(null);
  const [publishAt, setPublishAt] = useState('');
  const { errors, busy, send } = useCheckedSubmit({
    title: t('fields.title'), category_id: t('fields.category'), author: t('fields.author'), source: t('fields.source'), summary: t('fields.summary'),
    cover: t('fields.cover'), content: t('fields.content'), publish_at: t('fields.publishAt'),
  });
  const current = article.data?.data;
  const set = <K extends keyof NewsForm>(key: K) => (value: NewsForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  useEffect(() => {
    if (current && current.id !== loadedId) { setForm(formOf(current)); setLoadedId(current.id); }
    if (!id && loadedId !== null) { setForm(EMPTY_NEWS); setLoadedId(null); }
  }, [current, id, loadedId]);

  // The API's own schema first, each message by its field; a time is needed to schedule.
  function run(action: Action) {
    const at = instantOf(publishAt);
    void send(NewsBody, { ...inputOf(form), category_id: form.category_id ? Number(form.category_id) : undefined }, async () => {
      let saved = (await saveNews(id, inputOf(form))).data;
      if (action === 'publish') saved = (await publishNews(saved.id)).data;
      if (action === 'unpublish') saved = (await unpublishNews(saved.id)).data;
      if (action === 'schedule' && at) saved = (await scheduleNews(saved.id, at)).data;
      toast(t(`done.${action}`), 'success');
      if (!id) router.replace(`${EDIT_PATH}?id=${saved.id}`);
      else void article.mutate({ data: saved }, { revalidate: false });
    }, action === 'schedule' && !at ? { publish_at: t('publishAtRequired') } : {});
  }
  const submit = (event: FormEvent) => { event.preventDefault(); run('save'); };

  if (id && isMissingRecord(article.error)) return <RecordMissingPanel />;
  if (id && article.error) return <p role="alert" className="rounded bg-white p-6 text-sm text-red-700">{t('loadFailed')}</p>;
  if (id && !current) return <p role="status" className="rounded bg-white p-6 text-sm text-slate-500">{t('loading')}</p>;
  const status = current?.status ?? 'draft';
  const options = (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  const publishing = can.has('news.publish');
  const actions = (
    <>
      {publishing && status !== 'draft' && <Button variant="outline" disabled={busy} onClick={() => run('unpublish')}>{t('unpublish')}</Button>}
      {publishing && status !== 'published' && (
        <>
          <KitTextField type="datetime-local" label={t('fields.publishAt')} name="publish_at" value={publishAt} onChange={setPublishAt} error={errors.publish_at} />
          <Button variant="outline" disabled={busy} onClick={() => run('schedule')}>{t('schedule')}</Button>
          <Button variant="manage" disabled={busy} onClick={() => run('publish')}>{t('publishNow')}</Button>
        </>
      )}
    </>
  );

  return (
    <FormPage title={id ? t('editNews') : t('createNews')} onSubmit={submit} onCancel={() => closeTab({ to: NEWS_PATH })} busy={busy}
      back={t('backToList')} submitLabel={status === 'draft' ? t('saveDraft') : t('save')} actions={actions}
      status={(
        <>
          <NewsStatusBadge status={status} />
          {current?.published_at && <span className="text-xs text-slate-500">{t('publishedAtValue', { time: formatDateTime(current.published_at) })}</span>}
        </>
      )}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <KitTextField label={t('fields.title')} name="title" value={form.title} onChange={set('title')} error={errors.title} required />
        <KitSelectField label={t('fields.category')} name="category_id" value={form.category_id} onChange={set('category_id')} placeholder={t('chooseCategory')} options={options} error={errors.category_id} />
        <KitTextField label={t('fields.author')} name="author" value={form.author} onChange={set('author')} error={errors.author} />
        <KitTextField label={t('fields.source')} name="source" value={form.source} onChange={set('source')} error={errors.source} />
      </div>
      <KitTextArea label={t('fields.summary')} name="summary" rows={2} value={form.summary} onChange={set('summary')} error={errors.summary} />
      <CoverField value={form.cover} onChange={set('cover')} error={errors.cover} upload={(file) => uploadImage(NEWS_PATH, file)} />
      <KitCheckField label={t('fields.pinned')} name="is_top" checked={form.is_top} onChange={set('is_top')} />
      <div>
        <p className="mb-1 text-sm text-slate-700">{t('fields.content')}</p>
        <RichTextEditor id="news-content" label={t('fields.content')} value={form.content} onChange={set('content')} error={errors.content} uploadImage={(file) => uploadImage(NEWS_PATH, file)} />
      </div>
    </FormPage>
  );
}
