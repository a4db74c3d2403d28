import { screen } from '@testing-library/react';
import { CertificateSheet } from '@/components/front/certificates/certificate-sheet';
import { checkHash, HashCheckNotice } from '@/components/front/certificates/hash-check';
import type { Certificate } from '@/lib/contract/certificate';
import { renderWithIntl } from '../render-with-intl';

// /cerQuery?cert_no=…&hash=… (the QR link): one verdict. A tampered code shows the red notice and a
// red badge, never a green "有效" beside "防伪校验未通过" (issue 21).

const certificate: Certificate = {
  cert_no: 'S000041000012630000001', holder_name: '张伟', id_number: '4101**********1234', occupation: { data: { code: '4-10-01-03', name: '保育师' } },
  level: 3, issuer: '郑州职业技能培训学校', issued_on: '2026-01-05', status: 'valid', revoked_reason: null, content_hash: 'a'.repeat(64), content_intact: true,
};

function show(hash: string | undefined, record: Certificate = certificate) {
  const check = checkHash(record, hash);
  renderWithIntl(
    <>
      <HashCheckNotice check={check} />
      <CertificateSheet certificate={record} check={check} />
    </>,
    { namespaces: ['CerQuery', 'CertVerify', 'Levels'] },
  );
}

test('a matching code: the green notice and the green 有效 badge agree', () => {
  show('a'.repeat(64));
  expect(screen.getByTestId('hash-check')).toHaveAttribute('data-result', 'matched');
  expect(screen.getByText('有效')).toBeInTheDocument();
  expect(screen.queryByText('校验未通过')).not.toBeInTheDocument();
});

test('a tampered code: the red notice and a red badge, no 有效 anywhere', () => {
  show('b'.repeat(64));
  expect(screen.getByRole('alert')).toHaveTextContent('防伪校验未通过');
  expect(screen.getByText('校验未通过').className).toMatch(/red|danger|rose/);
  expect(screen.queryByText('有效')).not.toBeInTheDocument();
});

test('a record altered outside the platform is not shown as valid either', () => {
  show(undefined, { ...certificate, content_intact: false });
  expect(screen.getByTestId('hash-check')).toHaveAttribute('data-result', 'recordAltered');
  expect(screen.queryByText('有效')).not.toBeInTheDocument();
});

test('without a code the badge is the register status', () => {
  show(undefined, { ...certificate, status: 'revoked' });
  expect(screen.queryByTestId('hash-check')).not.toBeInTheDocument();
  expect(screen.getByText('已注销')).toBeInTheDocument();
});
