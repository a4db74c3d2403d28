import { screen } from '@testing-library/react';
import { CourseList } from '@/components/front/study/course-list';
import { CourseDetail } from '@/components/front/study/course-detail';
import { ApiError } from '@/lib/api/client';
import { renderWithIntl } from '../render-with-intl';

// Issue 37: paying is one tap away. A course of a class not yet paid says 待缴费 in the study list and
// links to its payment notice; opened anyway, it says why and links on.

const course = { id: 5, title: '保育师四级理论课', cover: null, description: null, class_id: 8, class_title: '保育师四级班', lessons_count: 3, completed_count: 0, duration_seconds: 3600, watched_seconds: 0 };
const pagination = { total: 2, count: 2, per_page: 15, current_page: 1, total_pages: 1, links: {} };
let answer: { data?: unknown; error?: unknown } = {};
jest.mock('@/components/front/learner/use-learner-api', () => ({
  useCourses: () => ({ ...answer, isLoading: false, mutate: jest.fn() }),
  useCourse: () => ({ ...answer, isLoading: false, mutate: jest.fn() }),
}));

test('an unpaid class course says 待缴费 and links to the payment notice; a paid one starts', () => {
  answer = { data: { data: [{ ...course, payment_order: 'P202611290001' }, { ...course, id: 6, payment_order: null }], meta: { pagination } } };
  renderWithIntl(<CourseList />, { namespaces: ['Courses'] });
  expect(screen.getByText('待缴费')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看缴费通知' })).toHaveAttribute('href', '/user/paySuccee?order_no=P202611290001');
  expect(screen.getAllByRole('link', { name: '开始学习' })).toHaveLength(1);
});

test('a course opened before paying says so and links to the notices', () => {
  answer = { error: new ApiError(402, { message: '请先完成缴费再开始学习。' }) };
  renderWithIntl(<CourseDetail id={5} />, { namespaces: ['Courses'] });
  expect(screen.getByRole('alert')).toHaveTextContent('请先完成缴费再开始学习。');
  expect(screen.getByRole('link', { name: '查看缴费通知' })).toHaveAttribute('href', '/user/class');
});
