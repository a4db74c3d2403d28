import { screen } from '@testing-library/react';
import { SiteAddressNotice } from '@/components/manage/shell/site-address-notice';
import { renderWithIntl } from '../render-with-intl';

// Issue 37: with SITE_URL unset, the back office says which address the certificates' QR codes carry.
test.each([['zh', '未设置 SITE_URL'], ['en', 'SITE_URL is not set'], ['es', 'SITE_URL no está definido'], ['ja', 'SITE_URL が設定されていません']] as const)(
  'says SITE_URL is unset and names the address (%s)', (locale, text) => {
    renderWithIntl(<SiteAddressNotice url="http://10.0.8.15:3000" />, { locale, namespaces: ['ManageShell'] });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).toHaveTextContent('http://10.0.8.15:3000');
  },
);
