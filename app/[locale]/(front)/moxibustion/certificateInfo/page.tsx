import type { Metadata } from 'next';
import { PlainLink } from '@/components/front/plain-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { lookupMoxibustionCertificate } from '@/lib/api/queries/moxibustion';
import type { SearchParamsPromise } from '@/lib/api/queries/search-params';
import { PageFrame } from '@/components/front/content/page-frame';
import { pageMetadata } from '@/components/front/content/page-metadata';
import { MoxibustionCertificateView } from '@/components/front/moxibustion/certificate-view';
import { HolderCredential } from '@/components/front/moxibustion/holder-credential';
import { IntlScope } from '@/components/ui/intl-scope';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'Moxibustion' });
  const lookup = await lookupMoxibustionCertificate(await searchParams);
  const path = lookup.kind === 'found' ? `/moxibustion/certificateInfo?cert_no=${lookup.certificate.cert_no}` : '/moxibustion/certificateInfo';
  // Holder details stay out of search engines even though the ID number is masked.
  return pageMetadata({ locale: toAppLocale((await params).locale), title: t('certificateHeading'), description: t('searchMetaDescription'), path, noIndex: true });
}

/** The certificate page a link or QR code opens: holder, level, issuer, date and status; to its signed-in holder, the signed QR code and the wallet download. */
export default async function MoxibustionCertificateInfoPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const [t, lookup] = await Promise.all([getTranslations('Moxibustion'), lookupMoxibustionCertificate(await searchParams)]);
  return (
    <PageFrame title={t('certificateHeading')} crumbs={[{ label: t('metaTitle'), href: '/moxibustion' }, { label: t('searchHeading'), href: '/moxibustion/certificateSearch' }, { label: t('certificateHeading') }]}>
      <div className="mx-auto max-w-3xl">
        {lookup.kind === 'found' ? (
          <>
            <MoxibustionCertificateView certificate={lookup.certificate} />
            <IntlScope namespaces={['Moxibustion', 'CredentialWallet', 'CertificatePresentation']}>
              <HolderCredential certNo={lookup.certificate.cert_no} />
            </IntlScope>
          </>
        ) : (
          <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
            {lookup.kind === 'missing' ? t('certificateMissing', { certNo: lookup.certNo }) : lookup.kind === 'limited' ? t('tooMany') : t('certNoInvalid')}
          </p>
        )}
        <PlainLink href="/moxibustion/certificateSearch" className="mt-5 inline-block text-sm text-primary-700 hover:underline">{t('backToSearch')}</PlainLink>
      </div>
    </PageFrame>
  );
}
