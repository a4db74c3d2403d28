import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { lookupCertificate } from '@/lib/api/queries/certificates';
import { textParam, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { CertificateQueryForm } from '@/components/front/certificates/certificate-query-form';
import { CertificateSheet } from '@/components/front/certificates/certificate-sheet';
import { CredentialCheck } from '@/components/front/certificates/credential-check';
import { CredentialScanHint } from '@/components/front/certificates/credential-scan-hint';
import { SdJwtCheck } from '@/components/front/certificates/sd-jwt-check';
import { HolderCheck } from '@/components/front/certificates/holder-check';
import { recordAltered, RecordAlteredNotice } from '@/components/front/certificates/record-check';
import { PageFrame } from '@/components/front/content/page-frame';
import { pageMetadata } from '@/components/front/content/page-metadata';
import { IntlScope } from '@/components/ui/intl-scope';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'CerQuery' });
  const lookup = await lookupCertificate(await searchParams);
  if (lookup.kind === 'found') {
    const certNo = lookup.certificate.cert_no;
    // Holder details stay out of search engines even though the ID number is masked.
    return pageMetadata({ locale: toAppLocale((await params).locale), title: t('certificateMetaTitle', { certNo }), description: t('certificateMetaDescription', { certNo }), path: `/cerQuery?cert_no=${certNo}`, noIndex: true });
  }
  return pageMetadata({ locale: toAppLocale((await params).locale), title: t('metaTitle'), description: t('metaDescription'), path: '/cerQuery', noIndex: lookup.kind !== 'none' });
}

export default async function CerQueryPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const query = await searchParams;
  // Links printed before issue 30 carry hash=, a digest that covered the ID number: it is no longer
  // compared, and the same page without it keeps it out of the address bar, history and Referer.
  if (query.hash !== undefined) {
    const certNo = textParam(query, 'cert_no', 40);
    redirect(certNo ? `/cerQuery?cert_no=${encodeURIComponent(certNo)}` : '/cerQuery');
  }
  const [t, lookup] = await Promise.all([getTranslations('CerQuery'), lookupCertificate(query)]);

  if (lookup.kind === 'found') {
    const altered = recordAltered(lookup.certificate);
    return (
      <PageFrame title={t('certificateHeading')} crumbs={[{ label: t('metaTitle'), href: '/cerQuery' }, { label: lookup.certificate.cert_no }]}>
        {altered && <RecordAlteredNotice />}
        <CertificateSheet certificate={lookup.certificate} altered={altered}>
          <IntlScope namespaces={['HolderCheck', 'CerQuery', 'Throttle']}>
            <HolderCheck certNo={lookup.certificate.cert_no} />
          </IntlScope>
        </CertificateSheet>
      </PageFrame>
    );
  }

  return (
    <PageFrame title={t('heading')} intro={t('intro')}>
      {lookup.kind !== 'none' && (
        <p role="alert" className="mx-auto mb-4 max-w-3xl rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {lookup.kind === 'missing' ? t('certificateNotFound', { certNo: lookup.certNo }) : lookup.kind === 'limited' ? t('tooMany') : t('certificateNoInvalid')}
        </p>
      )}
      <CredentialScanHint />
      <IntlScope namespaces={['CerQuery', 'Levels', 'CredentialCheck', 'HolderCheck', 'Throttle', 'SdJwtCheck']}>
        <SdJwtCheck />
        <CredentialCheck />
        <CertificateQueryForm initialCertNo={lookup.kind === 'none' ? '' : lookup.certNo} />
      </IntlScope>
    </PageFrame>
  );
}
