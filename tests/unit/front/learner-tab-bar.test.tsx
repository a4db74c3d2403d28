import { render, screen, within } from '@testing-library/react';
import { LearnerTabBar } from '@/components/front/learner-tab-bar';
import { isActivePath } from '@/components/front/main-nav';
import { activeLearnerTab } from '@/components/front/learner-tabs';

// Issue 21: signed-in learners on a phone get 首页 / 课程 / 学习 / 我的 under their thumb.
let pathname = '/user/myClass';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const labels = { home: '首页', courses: '课程', study: '学习', mine: '我的' };
const clearSession = () => {
  document.cookie = 'user_session=; max-age=0';
};

afterEach(clearSession);

test('a signed-in learner gets the four tabs, the current one marked', async () => {
  document.cookie = 'user_session=1';
  render(<LearnerTabBar labels={labels} navLabel="学员导航" />);
  const bar = await screen.findByRole('navigation', { name: '学员导航' });
  const links = within(bar).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['首页', '/'], ['课程', '/class'], ['学习', '/video'], ['我的', '/user/center'],
  ]);
  expect(within(bar).getByRole('link', { name: '学习' })).toHaveAttribute('aria-current', 'page');
  expect(bar.className).toContain('md:hidden');
});

test('a visitor who is not signed in gets no tab bar', () => {
  pathname = '/';
  render(<LearnerTabBar labels={labels} navLabel="学员导航" />);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
});

test('the longest matching path decides the current tab', () => {
  const active = (path: string) => activeLearnerTab(path, isActivePath);
  expect(active('/')).toBe('home');
  expect(active('/class/info')).toBe('courses');
  expect(active('/lessonVideo')).toBe('study');
  expect(active('/user/classInfo')).toBe('study');
  expect(active('/user/center')).toBe('mine');
  expect(active('/user/cert')).toBe('mine');
  expect(active('/news')).toBeUndefined();
});
