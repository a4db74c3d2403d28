import { act, fireEvent, screen, within } from '@testing-library/react';
import { Header } from '@/components/front/header';
import { renderWithIntl } from '../render-with-intl';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ refresh, push: jest.fn(), replace: jest.fn() }),
  usePathname: () => '/class',
}));

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

// jsdom has <dialog> but not its modal methods; these do what the browser does to the open state.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.dispatchEvent(new Event('toggle'));
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('toggle'));
    this.dispatchEvent(new Event('close'));
  };
});

const namespaces = ['Site', 'Header', 'LanguageSwitch'] as const;

function renderHeader(locale: 'zh' | 'en' = 'zh') {
  return renderWithIntl(<Header />, { locale, namespaces: [...namespaces] });
}

describe('Header', () => {
  beforeEach(() => {
    refresh.mockClear();
    document.cookie = 'language=; max-age=0; path=/';
  });

  it('shows the site title and links it home', () => {
    renderHeader();
    const home = screen.getByRole('link', { name: /职业技能培训信息系统/ });
    expect(home).toHaveAttribute('href', '/');
    expect(screen.getByRole('img', { name: '职业技能培训信息系统标志' })).toHaveAttribute('src', '/logo.svg');
  });

  it('links every public section from the main navigation', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: '主导航' });
    const hrefs = within(nav).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/', '/class', '/enroll', '/occupation', '/news', '/talent', '/teacher', '/examiner',
      '/cerQuery', '/trainingRegistration', '/moxibustion', '/aboutUs',
    ]);
    expect(within(nav).getByRole('link', { name: '培训班级' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  });

  it('offers login and registration', () => {
    renderHeader('en');
    const account = screen.getByRole('navigation', { name: 'Log in and registration' });
    expect(within(account).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/user/login');
    expect(within(account).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/user/reg');
  });

  it('switches language by cookie and refreshes the page', async () => {
    renderHeader();
    const select = screen.getByRole('combobox', { name: '切换语言' });
    expect(select).toHaveValue('zh');
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['中文', 'English', 'Español', '日本語']);
    fireEvent.change(select, { target: { value: 'ja' } });
    expect(document.cookie).toContain('language=ja');
    expect(refresh).toHaveBeenCalledTimes(1);
    await settle();
  });

  it('opens the phone menu in a dialog with the same links', async () => {
    renderHeader();
    const opener = screen.getByRole('button', { name: '打开导航菜单' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '菜单' });
    expect(dialog).toHaveAttribute('open');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: '证书查询' })).toHaveAttribute('href', '/cerQuery');
    expect(within(dialog).getByRole('link', { name: '注册' })).toHaveAttribute('href', '/user/reg');
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭导航菜单' }));
    await settle();
    expect(dialog).not.toHaveAttribute('open');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });
});
