import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { CertificateList } from '@/components/front/career/certificate-list';
import { UserPageFrame } from '@/components/front/user/user-page-frame';
import { IntlScope } from '@/components/ui/intl-scope';
import { MY_CERTIFICATES_KEY } from '@/components/front/learner/keys';
import { StreamedData } from '@/components/front/learner/streamed-data';
import { learnerFallback, learnerRead } from '@/lib/api/queries/learner';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'UserCert' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function UserCertPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('UserCert');
  const reads = learnerFallback({ [MY_CERTIFICATES_KEY]: learnerRead(MY_CERTIFICATES_KEY) });
  return (
    <UserPageFrame title={t('heading')}>
      <p className="-mt-3 mb-5 text-sm text-slate-600">{t('intro')}</p>
      <IntlScope namespaces={['UserCert', 'CerQuery', 'Levels', 'CredentialWallet', 'CertificatePresentation']}>
        <StreamedData reads={reads}>
          <CertificateList />
        </StreamedData>
      </IntlScope>
    </UserPageFrame>
  );
}
