'use client';

import { useTranslations } from 'next-intl';

/** SITE_URL was not set: every certificate signed now embeds the address below in its QR code, for good. */
export function SiteAddressNotice({ url }: { url: string }) {
  const t = useTranslations('ManageShell');
  return (
    <p role="alert" data-testid="site-address-notice" className="mb-3 rounded border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
      {t('siteUrlUnset', { url })}
    </p>
  );
}
