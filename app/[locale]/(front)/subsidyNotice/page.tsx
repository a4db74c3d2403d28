import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { cache } from 'react';
import { api, ApiRequestError } from '@/lib/api/server';
import { intParam, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import type { Notice, NoticeDetail } from '@/lib/contract/subsidy/notice';
import { PageFrame } from '@/components/front/content/page-frame';
import { pageMetadata } from '@/components/front/content/page-metadata';
import { NoticeFacts, NoticeList } from '@/components/subsidy/notice/notice-parts';
import { ObjectionForm } from '@/components/subsidy/notice/objection-form';
import { IntlScope } from '@/components/ui/intl-scope';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

// /subsidyNotice lists the claims in (or lately out of) public notice; /subsidyNotice?id=N is one of
// them with its masked learners and, while the notice is open, the objection form. Read straight from
// the API, not through the public data cache: a claim approved a moment ago is on the notice at once.

const readNotice = cache(async (id: number): Promise<NoticeDetail | null> => {
  try {
    return (await api<{ data: NoticeDetail }>(`/subsidy/notices/${id}`)).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
});

async function noticeOf(searchParams: SearchParamsPromise): Promise<{ id: number | undefined; notice: NoticeDetail | null }> {
  const id = intParam(await searchParams, 'id', 1, 2_147_483_647);
  return { id, notice: id ? await readNotice(id) : null };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const [t, { notice }] = await Promise.all([getTranslations({ locale, namespace: 'SubsidyNotice' }), noticeOf(searchParams)]);
  const title = notice ? t('itemTitle', { organization: notice.organization_name ?? '', class: notice.class_title }) : t('metaTitle');
  return pageMetadata({ locale, title, description: t('metaDescription'), path: notice ? `/subsidyNotice?id=${notice.id}` : '/subsidyNotice' });
}

export default async function SubsidyNoticePage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const [t, { id, notice }] = await Promise.all([getTranslations('SubsidyNotice'), noticeOf(searchParams)]);
  if (id) {
    if (!notice) notFound();
    const title = t('itemTitle', { organization: notice.organization_name ?? '', class: notice.class_title });
    return (
      <PageFrame title={title} crumbs={[{ label: t('heading'), href: '/subsidyNotice' }, { label: title }]}>
        <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
          <NoticeFacts notice={notice} />
          {notice.open ? (
            <IntlScope namespaces={['SubsidyNotice']}><ObjectionForm noticeId={notice.id} /></IntlScope>
          ) : (
            <p className="rounded-lg bg-white p-4 text-sm text-slate-700 shadow-sm">{t('closedNote')}</p>
          )}
        </div>
      </PageFrame>
    );
  }
  const items = (await api<{ data: Notice[] }>('/subsidy/notices')).data;
  return (
    <PageFrame title={t('heading')} intro={t('intro')}>
      <NoticeList items={items} />
    </PageFrame>
  );
}
