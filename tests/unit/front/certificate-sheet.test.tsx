import { screen } from '@testing-library/react';
import { CertificateSheet } from '@/components/front/certificates/certificate-sheet';
import { recordAltered, RecordAlteredNotice } from '@/components/front/certificates/record-check';
import type { Certificate } from '@/lib/contract/certificate';
import { renderWithIntl } from '../render-with-intl';

// /cerQuery?cert_no=… (the link target): one verdict. A record altered outside the platform shows the
// red notice and a red badge, never a green "有效" beside it (issue 21). Since issue 30 the page shows
// no hash: links that still carry `hash=` are read as if they had none.

const certificate: Certificate = {
  cert_no: 'S000041000012630000001', holder_name: '张伟', id_number: '4101**********1234', occupation: { data: { code: '4-10-01-03', name: '保育师' } },
  level: 3, issuer: '郑州职业技能培训学校', issued_on: '2026-01-05', status: 'valid', revoked_reason: null, content_intact: true,
};

function show(record: Certificate = certificate) {
  const altered = recordAltered(record);
  const { container } = renderWithIntl(
    <>
      {altered && <RecordAlteredNotice />}
      <CertificateSheet certificate={record} altered={altered} />
    </>,
    { namespaces: ['CerQuery', 'CertVerify', 'Levels'] },
  );
  return container;
}

test('an intact record: the green 有效 badge, and no hash or fingerprint anywhere on the page', () => {
  const container = show();
  expect(screen.getByText('有效')).toBeInTheDocument();
  expect(screen.queryByText('校验未通过')).not.toBeInTheDocument();
  expect(screen.queryByTestId('record-check')).not.toBeInTheDocument();
  expect(container.textContent).not.toMatch(/[0-9a-f]{32}/);
});

test('a record altered outside the platform: the red notice and a red badge, no 有效 anywhere', () => {
  show({ ...certificate, content_intact: false });
  expect(screen.getByTestId('record-check')).toHaveAttribute('data-result', 'recordAltered');
  expect(screen.getByRole('alert')).toHaveTextContent('平台登记信息校验异常');
  expect(screen.getByText('校验未通过').className).toMatch(/red|danger|rose/);
  expect(screen.queryByText('有效')).not.toBeInTheDocument();
});

test('the badge is otherwise the register status', () => {
  show({ ...certificate, status: 'revoked' });
  expect(screen.queryByTestId('record-check')).not.toBeInTheDocument();
  expect(screen.getByText('已注销')).toBeInTheDocument();
});
