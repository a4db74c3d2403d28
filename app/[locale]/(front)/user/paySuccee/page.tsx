import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { textParam, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { PayResult } from '@/components/front/learner/pay-result';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';
import { orderKey } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { learnerFallback, learnerRead } from '@/lib/api/queries/learner';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'PayResult' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /user/paySuccee?order_no=…: the result page of an order. */
export default async function PaySucceePage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const orderNo = textParam(await searchParams, 'order_no', 32);
  const key = orderNo ? orderKey(orderNo) : null;
  const t = await getTranslations('PayResult');
  const reads = learnerFallback(key ? { [key]: learnerRead(key) } : {});
  return (
    <UserPageFrame title={t('heading')}>
      {orderNo ? (
        <IntlScope namespaces={['PayResult']}>
          <StreamedData reads={reads}>
            <PayResult orderNo={orderNo} />
          </StreamedData>
        </IntlScope>
      ) : (
        <p role="alert" className="text-sm text-slate-700">{t('missing')}</p>
      )}
    </UserPageFrame>
  );
}
