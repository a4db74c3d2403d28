import { screen, waitFor } from '@testing-library/react';
import Link from 'next/link';
import { ClassEnrollAction } from '@/components/front/class/class-enroll-action';
import { COOKIES } from '@/lib/auth/cookies';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from '../auth/harness';

// /class/info is cached for every visitor; this island fills in the signed-in learner's own state (issue 21).

const USER = 'GET /api/v1/user';
const MINE = 'GET /api/v1/user/enrollments';
const learner = (datum: object | null) => ({
  status: 200,
  body: { data: { id: 1, uuid: 'u', phone: '139****0001', name: null, avatar: null, verify_status: 'pending', 'user-verified-datum': { data: datum } } },
});
const enrolments = (...rows: object[]) => ({ status: 200, body: { data: rows, meta: { pagination: { total: rows.length } } } });

function render(requiresVerification = true) {
  return renderApp(
    <ClassEnrollAction classId={7} requiresVerification={requiresVerification} guestNote={<p>报名前需完成实名认证。</p>}>
      <Link href="/class/enroll?id=7">我要报名</Link>
    </ClassEnrollAction>,
    ['ClassEnrollState', 'EnrollmentStatus'],
  );
}

const signIn = (on: boolean) => {
  document.cookie = `${COOKIES.userSession}=${on ? '1' : ''}; path=/${on ? '' : '; max-age=0'}`;
};

afterEach(() => signIn(false));

it('a visitor without a session gets the button and the note, and no request is made', () => {
  const api = installFetch();
  render();
  expect(screen.getByRole('link', { name: '我要报名' })).toBeInTheDocument();
  expect(screen.getByText('报名前需完成实名认证。')).toBeInTheDocument();
  expect(api.mock).not.toHaveBeenCalled();
});

it('an enrolled learner sees the status and a link to the enrolment instead of the button', async () => {
  signIn(true);
  installFetch({ [USER]: learner({ real_name: '王小明', audit_status: 'success' }), [MINE]: enrolments({ id: 40, status: 'cancelled' }, { id: 41, status: 'pending', waitlist_position: null }) });
  render();
  expect(await screen.findByText('您已报名该培训班，当前状态：待审核。')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '查看我的报名' })).toHaveAttribute('href', '/class/enrollShow?id=41');
  expect(screen.queryByRole('link', { name: '我要报名' })).not.toBeInTheDocument();
});

it('a waitlisted learner sees the place in the queue', async () => {
  signIn(true);
  installFetch({ [USER]: learner({ real_name: '王小明', audit_status: 'success' }), [MINE]: enrolments({ id: 42, status: 'waitlisted', waitlist_position: 2 }) });
  render();
  expect(await screen.findByText(/候补名单第 2 位/)).toBeInTheDocument();
});

it('verification under review is said so; verified is said so; neither shows the generic note', async () => {
  signIn(true);
  installFetch({ [USER]: learner({ real_name: '王小明', audit_status: 'pending' }), [MINE]: enrolments() });
  const first = render();
  expect(await screen.findByText('您的实名认证正在审核中，审核通过后即可报名。')).toBeInTheDocument();
  expect(screen.queryByText('报名前需完成实名认证。')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '我要报名' })).toBeInTheDocument();
  first.unmount();

  installFetch({ [USER]: learner({ real_name: '王小明', audit_status: 'success' }), [MINE]: enrolments() });
  render();
  expect(await screen.findByText('您已完成实名认证，报名时将自动使用实名信息。')).toBeInTheDocument();
});

it('an unverified learner is pointed to verification; a rejected enrolment can be resubmitted', async () => {
  signIn(true);
  installFetch({ [USER]: learner(null), [MINE]: enrolments({ id: 43, status: 'rejected' }) });
  render();
  await waitFor(() => expect(screen.getByRole('link', { name: '修改后重新提交' })).toHaveAttribute('href', '/class/enrollEdit?id=43'));
});

it('an unverified learner with no enrolment is pointed to verification', async () => {
  signIn(true);
  installFetch({ [USER]: learner(null), [MINE]: enrolments() });
  render();
  await waitFor(() => expect(screen.getByRole('link', { name: '去实名认证' })).toHaveAttribute('href', '/user/verify'));
});
