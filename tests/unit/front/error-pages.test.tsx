import Link from 'next/link';
import { fireEvent, screen } from '@testing-library/react';
import { ErrorPanel } from '@/components/app/error-panel';
import { StatusPage } from '@/components/ui/status-page';
import { reportClientError } from '@/components/app/client-error-reporter';
import { renderWithIntl } from '../render-with-intl';

jest.mock('@/components/app/client-error-reporter', () => ({ reportClientError: jest.fn() }));

describe('ErrorPanel', () => {
  it('logs the error and retries on request', () => {
    const reset = jest.fn();
    const error = new Error('数据加载失败');
    renderWithIntl(<ErrorPanel error={error} reset={reset} />, { namespaces: ['ErrorPage'] });
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了');
    expect(reportClientError).toHaveBeenCalledWith(error);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });

  it('is the page landmark only when it stands alone', () => {
    const { container, unmount } = renderWithIntl(<ErrorPanel error={new Error('x')} reset={() => {}} landmark />, { namespaces: ['ErrorPage'] });
    expect(container.querySelector('main')).not.toBeNull();
    unmount();
    const inside = renderWithIntl(<ErrorPanel error={new Error('x')} reset={() => {}} />, { namespaces: ['ErrorPage'] });
    expect(inside.container.querySelector('main')).toBeNull();
  });
});

describe('StatusPage', () => {
  it('shows the code, the explanation and the ways out', () => {
    renderWithIntl(
      <StatusPage code="401" heading="抱歉，您无权访问该页面" description="当前账号没有访问该页面的权限。" logoAlt="标志">
        <Link href="/">返回首页</Link>
      </StatusPage>,
      { namespaces: [] },
    );
    expect(screen.getByText('401')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '抱歉，您无权访问该页面' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});
