import { screen } from '@testing-library/react';
import ClassEditPage from '@/components/manage/pages/classes/class-edit-page';
import CertificateDetailPage from '@/components/manage/pages/certificates/certificate-detail-page';
import { installFetch } from '../../api/fetch-mock';
import { renderApp } from '../../auth/harness';

// Issue 37: another organisation's record opened by its URL says the record does not exist or is
// not the manager's to see, never "管理后台中没有这个页面" (the page exists).

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/manage/classes/edit',
  useSearchParams: () => new URLSearchParams('id=9'),
}));
jest.mock('@/components/manage/permitted-routes', () => ({ usePermittedRoutes: () => [] }));

const missing = { status: 404, body: { message: '培训班不存在。', status_code: 404, code: 'not_found' } };
const NAMESPACES = ['ManageRoutes', 'ManageKit', 'ManageClassEdit', 'ManageCertificateDetail', 'ManageCertificates', 'ManageCredentials', 'ManageOps', 'Levels'] as const;

test.each([
  ['a class', <ClassEditPage key="class" params={{}} route={{} as never} />, 'GET /api/v1/manage/classes/9'],
  ['a certificate', <CertificateDetailPage key="certificate" />, 'GET /api/v1/manage/certificates/9'],
] as const)('%s of another organisation says it is not there or not yours to see', async (_name, page, route) => {
  installFetch({ [route]: missing });
  renderApp(page, [...NAMESPACES]);
  expect(await screen.findByRole('heading', { name: '该记录不存在，或不在您的管理范围内' })).toBeInTheDocument();
  expect(screen.queryByText(/管理后台中没有这个页面/)).toBeNull();
});
