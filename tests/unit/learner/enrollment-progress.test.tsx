import { screen, waitFor } from '@testing-library/react';
import { EnrollmentProgress } from '@/components/front/learner/enrollment-progress';
import type { Enrollment } from '@/lib/contract/enrollment';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from '../auth/harness';

const base: Enrollment = {
  id: 9, class_id: 7, status: 'pending', real_name: '王小明', id_number: '4101**********1234', phone: '13912340000', education: '高中',
  employment_category: '失业人员', documents: [], reason: null, waitlist_position: null, study_seconds: 0, amount_due_cents: 0,
  created_at: '2026-11-20T02:00:00.000Z', updated_at: '2026-11-20T02:00:00.000Z',
  class: { data: null }, order: { data: null },
  events: { data: [{ id: 1, from_status: null, to_status: 'pending', reason: null, actor_type: 'user', created_at: '2026-11-20T02:00:00.000Z' }] },
};
const show = (e: Partial<Enrollment>) => {
  installFetch({ 'GET /api/v1/user/enrollments/9': { status: 200, body: { data: { ...base, ...e } } } });
  return renderApp(<EnrollmentProgress id={9} />, ['EnrollPages', 'EnrollmentStatus', 'MyClasses']);
};

describe('EnrollmentProgress', () => {
  it('a waitlisted enrolment shows its place in the queue', async () => {
    show({ status: 'waitlisted', waitlist_position: 3 });
    expect(await screen.findByText(/您在候补名单第 3 位/)).toBeInTheDocument();
    expect(screen.getByText('学员：待审核')).toBeInTheDocument();
  });

  it('an approved enrolment in a paid class links to its order', async () => {
    show({
      status: 'approved', amount_due_cents: 80_000,
      order: { data: { order_no: 'PX20261120100000123456', enrollment_id: 9, class_id: 7, class_title: '保育师培训班', amount_cents: 80_000, status: 'pending', provider: 'offline', paid_at: null, refunded_at: null, created_at: '2026-11-20T03:00:00.000Z', updated_at: '2026-11-20T03:00:00.000Z' } },
    });
    await waitFor(() => expect(screen.getByRole('link', { name: '去缴费' })).toHaveAttribute('href', '/user/paySuccee?order_no=PX20261120100000123456'));
    expect(screen.queryByRole('link', { name: '开始学习' })).not.toBeInTheDocument();
    expect(screen.getByText('缴费')).toBeInTheDocument();
  });

  it('a rejected enrolment gives the reason and the way to resubmit', async () => {
    show({ status: 'rejected', reason: '缺少失业证明' });
    expect(await screen.findByText(/缺少失业证明/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '修改报名信息' })).toHaveAttribute('href', '/class/enrollEdit?id=9');
  });

  it('a 404 says the enrolment does not exist', async () => {
    installFetch({});
    renderApp(<EnrollmentProgress id={9} />, ['EnrollPages', 'EnrollmentStatus', 'MyClasses']);
    expect(await screen.findByText('报名记录不存在。')).toBeInTheDocument();
  });
});
