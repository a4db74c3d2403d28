import { screen, waitFor } from '@testing-library/react';
import HolderCredentialPanel from '@/components/front/moxibustion/holder-credential-panel';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from '../auth/harness';

// jsdom has no TextEncoder for the QR encoder; the image's text and label are what matter here.
jest.mock('@/components/ui/qr-image', () => ({
  // eslint-disable-next-line @next/next/no-img-element
  QrImage: ({ text, label }: { text: string; label: string }) => <img alt={label} data-text={text} />,
}));

// The holder's panel on a programme certificate's page, with the namespaces the page ships to it
// (certificateInfo/page.tsx): the signed QR code, the check-page link and the wallet download for the
// holder's own signed certificate, and 出示证书; the note for anyone else's.

const JWS = `eyJhbGciOiJFZERTQSJ9.${'a'.repeat(40)}.${'b'.repeat(86)}`;
const mine = (checkUrl: string | null) => ({
  status: 200,
  body: {
    data: [{
      cert_no: 'AJ2026000048', name: '赵明月', id_number: '4101**********6795', level: '初级', issuer: '省中医药学会', issued_on: '2026-11-26', status: 'valid',
      batch: { data: null }, check_url: checkUrl, signing_kid: checkUrl ? '20261126-9ca8' : null,
    }],
  },
});
const render = (certNo: string) =>
  renderApp(<HolderCredentialPanel certNo={certNo} fallback={<p>持证人提示</p>} />, ['Moxibustion', 'CredentialWallet', 'CertificatePresentation']);

it("shows its holder the certificate's signed QR code, the check page link and the wallet download", async () => {
  installFetch({ 'GET /api/v1/user/moxibustion-certificates': mine(`http://localhost:3000/cerQuery#cert=${JWS}`) });
  render('AJ2026000048');
  expect(await screen.findByRole('heading', { name: '持证人电子证书' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '打开签名核验页' })).toHaveAttribute('href', `/cerQuery#cert=${JWS}`);
  expect(screen.getByRole('button', { name: '下载电子证书' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '出示证书' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: '证书 AJ2026000048 的签名二维码' })).toHaveAttribute('data-text', `http://localhost:3000/cerQuery#cert=${JWS}`);
  expect(screen.getByText(/密钥 20261126-9ca8/)).toBeInTheDocument();
  expect(screen.queryByText('持证人提示')).not.toBeInTheDocument();
});

it("shows the note on another's certificate, and on the holder's own while it is unsigned", async () => {
  const api = installFetch({ 'GET /api/v1/user/moxibustion-certificates': mine(`http://localhost:3000/cerQuery#cert=${JWS}`) });
  const { unmount } = render('AJ2026000001');
  await waitFor(() => expect(api.calls).toHaveLength(1));
  expect(screen.getByText('持证人提示')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: '持证人电子证书' })).not.toBeInTheDocument();
  unmount();

  installFetch({ 'GET /api/v1/user/moxibustion-certificates': mine(null) });
  render('AJ2026000048');
  expect(await screen.findByText('持证人提示')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '打开签名核验页' })).not.toBeInTheDocument();
});
