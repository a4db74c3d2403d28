import type { Metadata } from 'next';
import { PlainLink } from '@/components/front/plain-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import type { MoxibustionBatch } from '@/lib/contract/moxibustion';
import { platformDate } from '@/lib/format/time-zone';
import { fetchItem } from '@/lib/api/queries/fetch';
import { intParam, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { MoxibustionEnrollForm } from '@/components/front/career/moxibustion-enroll-form';
import { Fact } from '@/components/front/career/list-states';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'MoxibustionEnroll' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /moxibustion/enroll?id=N: a signed-in learner enrols in batch N (the middleware sends others to sign in). */
export default async function MoxibustionEnrollPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const id = intParam(await searchParams, 'id', 1, 2_147_483_647);
  const [t, batch] = await Promise.all([getTranslations('MoxibustionEnroll'), id ? fetchItem<MoxibustionBatch>(`/moxibustion/batches/${id}`) : null]);
  if (!batch) {
    return (
      <UserPageFrame title={t('heading')}>
        <p role="alert" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">{t('missing')}</p>
        <PlainLink href="/moxibustion" className="text-sm font-medium text-primary-700 hover:underline">{t('back')}</PlainLink>
      </UserPageFrame>
    );
  }
  const today = platformDate();
  const open = batch.status === 'enrolling' && today >= batch.enroll_start && today <= batch.enroll_end && batch.seats_left > 0;
  return (
    <UserPageFrame title={batch.title}>
      <dl className="mb-6 space-y-2 rounded-lg bg-slate-50 p-4">
        <Fact label={t('level')}>{batch.level}</Fact>
        <Fact label={t('dates')}>{`${batch.start_date} – ${batch.end_date}`}</Fact>
        <Fact label={t('venue')}>{batch.venue ?? '—'}</Fact>
        <Fact label={t('enrollWindow')}>{`${batch.enroll_start} – ${batch.enroll_end}`}</Fact>
        <Fact label={t('seatsLeft')}>{batch.seats_left}</Fact>
      </dl>
      {!open && (
        <p role="alert" className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {batch.status === 'enrolling' && batch.seats_left <= 0 ? t('full') : t('closed')}
        </p>
      )}
      <IntlScope namespaces={['MoxibustionEnroll']}>
        <MoxibustionEnrollForm batchId={batch.id} batchCode={batch.code} open={open} />
      </IntlScope>
    </UserPageFrame>
  );
}
