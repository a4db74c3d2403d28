'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { PageBody } from '@/lib/contract/content-admin';
import { formatDateTime } from '@/lib/format/date';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { KitTextField, useCheckedSubmit } from '../../kit';
import { useKitRead, usePermissionNames } from '../../kit';
import { type ManagedPage, PAGES_PATH, savePage, uploadImage } from './content-api';
import { RichTextEditor } from './rich-text-editor';

/** The five single pages (/aboutUs, /contact, /introduce, /club, /help): pick one, edit its title and rich text. */
export default function PagesPage() {
  const t = useTranslations('ManageContent');
  const pages = useKitRead<{ data: ManagedPage[] }>(PAGES_PATH);
  const [slug, setSlug] = useState<string | null>(null);
  const chosen = slug ?? pages.data?.data[0]?.slug ?? null;

  return (
    <section aria-labelledby="pages-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
      <h1 id="pages-title" className="text-lg font-semibold text-slate-900">{t('pagesTitle')}</h1>
      {pages.error && <p role="alert" className="text-sm text-red-700">{t('loadFailed')} <Button size="sm" variant="ghost" onClick={() => void pages.mutate()}>{t('retry')}</Button></p>}
      {!pages.data && !pages.error && <p role="status" className="text-sm text-slate-500">{t('loading')}</p>}
      {pages.data && pages.data.data.length === 0 && <p className="text-sm text-slate-500">{t('noPages')}</p>}
      {pages.data && pages.data.data.length > 0 && (
        <div className="flex flex-col gap-4 md:flex-row">
          <nav aria-label={t('pagesTitle')} className="md:w-48">
            <ul className="space-y-1">
              {pages.data.data.map((p) => (
                <li key={p.slug}>
                  <button
                    type="button" aria-current={p.slug === chosen ? 'page' : undefined} onClick={() => setSlug(p.slug)}
                    className="w-full rounded px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-manage-50 aria-[current=page]:font-medium aria-[current=page]:text-manage-700"
                  >
                    {p.title}<span className="block font-mono text-xs text-slate-500">/{p.slug}</span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {chosen && <PageEditor key={chosen} slug={chosen} onSaved={() => void pages.mutate()} />}
        </div>
      )}
    </section>
  );
}

function PageEditor({ slug, onSaved }: { slug: string; onSaved: () => void }) {
  const t = useTranslations('ManageContent');
  const toast = useToast();
  const can = usePermissionNames();
  const page = useKitRead<{ data: ManagedPage }>(`${PAGES_PATH}/${slug}`);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [loaded, setLoaded] = useState(false);
  const { errors, busy, send } = useCheckedSubmit({ title: t('fields.pageTitle'), content: t('fields.content') });
  const current = page.data?.data;

  useEffect(() => {
    if (current && !loaded) { setTitle(current.title); setContent(current.content ?? ''); setLoaded(true); }
  }, [current, loaded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(PageBody, { title, content }, async (input) => {
      const saved = (await savePage(slug, input)).data;
      void page.mutate({ data: saved }, { revalidate: false });
      toast(t('pageSaved'), 'success');
      onSaved();
    });
  };

  if (page.error) return <p role="alert" className="text-sm text-red-700">{t('loadFailed')}</p>;
  if (!loaded) return <p role="status" className="text-sm text-slate-500">{t('loading')}</p>;
  return (
    <form onSubmit={submit} className="flex-1 space-y-4" aria-label={t('editPage', { slug })}>
      <KitTextField label={t('fields.pageTitle')} name="page-title" value={title} onChange={setTitle} error={errors.title} required />
      <div>
        <p className="mb-1 text-sm text-slate-700">{t('fields.content')}</p>
        <RichTextEditor id="page-content" label={t('fields.content')} value={content} onChange={setContent} error={errors.content} uploadImage={(file) => uploadImage(PAGES_PATH, file)} />
      </div>
      <div className="flex items-center justify-end gap-3">
        {current && <span className="text-xs text-slate-500">{t('updatedAtValue', { time: formatDateTime(current.updated_at) })}</span>}
        <a href={`/${slug}`} target="_blank" rel="noopener noreferrer" className="text-sm text-manage-700 underline">{t('viewPublic')}</a>
        {can.has('pages.manage') && <Button type="submit" variant="manage" disabled={busy}>{t('save')}</Button>}
      </div>
    </form>
  );
}
