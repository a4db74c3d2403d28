import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { IntlScope } from '@/components/ui/intl-scope';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { VerifyPanel } from '@/components/front/user/verify-panel';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { USER_KEY } from '@/lib/api/session';
import { currentLearner, learnerFallback } from '@/lib/api/queries/learner';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'Verify' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function VerifyPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('Verify');
  const reads = learnerFallback({ [USER_KEY]: currentLearner() });
  return (
    <UserPageFrame title={t('heading')}>
      <IntlScope namespaces={['Verify']}>
        <StreamedData reads={reads}>
          <VerifyPanel />
        </StreamedData>
      </IntlScope>
    </UserPageFrame>
  );
}
