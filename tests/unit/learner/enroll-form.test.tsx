import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EnrollForm, type EnrollChoices } from '@/components/front/learner/enroll-form';
import { classEnrollmentsKey } from '@/components/front/learner/keys';
import { ServerData } from '@/components/front/learner/server-data';
import { USER_KEY } from '@/lib/api/session';
import type { TrainingClass } from '@/lib/contract/training-class';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from '../auth/harness';
import { trainingClass } from '../front/fixtures';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn() }) }));

const choices: EnrollChoices = {
  educations: [{ value: '高中', label: '高中' }, { value: '本科', label: '本科' }],
  categories: [{ value: '失业人员', label: '失业人员' }, { value: '农民工', label: '农民工' }],
};
const USER = 'GET /api/v1/user';
const verified = {
  status: 200,
  body: { data: { id: 1, uuid: 'u', phone: '139****0001', name: '王小明', avatar: null, verify_status: 'success', 'user-verified-datum': { data: { real_name: '王小明', id_number: '4101**********1234', audit_status: 'success' } } } },
};
const unverified = { status: 200, body: { data: { id: 2, uuid: 'v', phone: '139****0003', name: null, avatar: null, verify_status: 'pending', 'user-verified-datum': { data: null } } } };

const cls = (overrides: Partial<TrainingClass> = {}): TrainingClass => trainingClass({ id: 7, status: 'enrolling', requires_verification: true, ...overrides });
const render = (c: TrainingClass) => renderApp(<EnrollForm cls={c} choices={choices} />, ['EnrollForm', 'ClassEnrollState', 'EnrollmentStatus']);

function fill() {
  fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '13912340000' } });
  fireEvent.change(screen.getByLabelText('文化程度'), { target: { value: '高中' } });
  fireEvent.change(screen.getByLabelText('人员类别'), { target: { value: '失业人员' } });
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交报名' }));

beforeEach(() => push.mockReset());

describe('EnrollForm', () => {
  it('with the learner and their enrolments in the class read by the server (ServerData), the form paints at once (issue 21)', () => {
    // The browser's own requests never answer: what shows came from the server's fallback.
    globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    renderApp(
      <ServerData fallback={{ [USER_KEY]: verified.body.data, [classEnrollmentsKey(7)]: { data: [], meta: { pagination: { total: 0 } } } }}>
        <EnrollForm cls={cls()} choices={choices} />
      </ServerData>,
      ['EnrollForm', 'ClassEnrollState', 'EnrollmentStatus'],
    );
    expect(screen.getByText(/已使用实名认证信息报名：王小明/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交报名' })).toBeInTheDocument();
    expect(screen.queryByText('加载中…')).not.toBeInTheDocument();
  });

  it('a learner already enrolled in the class sees the enrolment, not an empty form (issue 21)', async () => {
    const api = installFetch({
      [USER]: verified,
      'GET /api/v1/user/enrollments': { status: 200, body: { data: [{ id: 91, class_id: 7, status: 'waitlisted', waitlist_position: 3 }], meta: { pagination: { total: 1 } } } },
    });
    render(cls());
    expect(await screen.findByText('您在该班候补名单第 3 位，有名额空出时将按顺序自动转为待审核并通知您。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看我的报名' })).toHaveAttribute('href', '/class/enrollShow?id=91');
    expect(screen.queryByRole('button', { name: '提交报名' })).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toContain('/api/v1/user/enrollments?class_id=7&per_page=10');
  });

  it('a verified learner types no identity and no phone, even where the class does not ask for verification (issue 21)', async () => {
    const api = installFetch({ [USER]: verified, 'POST /api/v1/user/enrollments': { status: 201, body: { data: { id: 57, status: 'pending' } } } });
    render(cls({ requires_verification: false }));
    expect(await screen.findByText(/已使用实名认证信息报名：王小明（4101\*+1234）/)).toBeInTheDocument();
    expect(screen.queryByLabelText('姓名')).not.toBeInTheDocument();
    expect(screen.getByLabelText('联系电话')).toHaveAccessibleDescription('留空则使用账号手机号 139****0001');
    fireEvent.change(screen.getByLabelText('文化程度'), { target: { value: '高中' } });
    fireEvent.change(screen.getByLabelText('人员类别'), { target: { value: '失业人员' } });
    submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/class/enrollVerify?id=57'));
    const post = api.calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ class_id: '7', education: '高中', employment_category: '失业人员' });
  });

  it('uses the verified identity, posts with an Idempotency-Key and opens the progress page', async () => {
    const api = installFetch({ [USER]: verified, 'POST /api/v1/user/enrollments': { status: 201, body: { data: { id: 55, status: 'pending' } } } });
    render(cls());
    expect(await screen.findByText(/已使用实名认证信息报名：王小明/)).toBeInTheDocument();
    expect(screen.queryByLabelText('身份证号码')).not.toBeInTheDocument();
    fill();
    submit();
    await waitFor(() => expect(push).toHaveBeenCalledWith('/class/enrollVerify?id=55'));
    const post = api.calls.find((c) => c.init.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ class_id: '7', phone: '13912340000', education: '高中', employment_category: '失业人员' });
    expect((post.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/.{8,}/);
  });

  it('checks fields before sending, and shows the server’s 422 field messages', async () => {
    const api = installFetch({
      [USER]: unverified,
      'POST /api/v1/user/enrollments': { status: 422, body: { message: '提交的数据无效。', status_code: 422, errors: { phone: ['phone 必须是有效的手机号码。'] } } },
    });
    render(cls({ requires_verification: false }));
    // The form waits for the profile, so what it fills in is there when it opens.
    await screen.findByRole('button', { name: '提交报名' });
    submit();
    expect(await screen.findAllByText('此项为必填项')).toHaveLength(4);
    // An empty phone is allowed (the account's phone is used); a wrong one is not.
    expect(screen.queryByText('请输入有效的手机号码')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('联系电话'), { target: { value: '1391234' } });
    submit();
    expect(await screen.findByText('请输入有效的手机号码')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.init.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('姓名'), { target: { value: '赵六' } });
    fireEvent.change(screen.getByLabelText('身份证号码'), { target: { value: '110101199003077770' } });
    fill();
    submit();
    expect(await screen.findByText('请输入有效的 18 位身份证号码')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('身份证号码'), { target: { value: '11010119900307777X'.slice(0, 17) + checkChar('11010119900307777') } });
    submit();
    expect(await screen.findByText('phone 必须是有效的手机号码。')).toBeInTheDocument();
  });

  it('a full class offers the waitlist and resubmits with join_waitlist', async () => {
    let calls = 0;
    const api = installFetch({
      [USER]: verified,
      'POST /api/v1/user/enrollments': () => (++calls === 1
        ? { status: 409, body: { message: '该培训班名额已满。', status_code: 409, code: 'class_full' } }
        : { status: 201, body: { data: { id: 56, status: 'waitlisted' } } }),
    });
    render(cls({ seats_left: 0 }));
    await screen.findByText(/已使用实名认证信息报名/);
    fill();
    submit();
    fireEvent.click(await screen.findByRole('button', { name: '加入候补名单' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/class/enrollVerify?id=56'));
    const posts = api.calls.filter((c) => c.init.method === 'POST');
    expect(JSON.parse(String(posts[1].init.body)).join_waitlist).toBe('true');
  });

  it('an unverified learner is sent to real-name verification for a class that requires it', async () => {
    installFetch({ [USER]: unverified });
    render(cls());
    await waitFor(() => expect(screen.getByRole('link', { name: '去实名认证' })).toHaveAttribute('href', '/user/verify'));
    expect(screen.getByRole('button', { name: '提交报名' })).toBeDisabled();
  });
});

function checkChar(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  return '10X98765432'[[...first17].reduce((s, d, i) => s + Number(d) * weights[i], 0) % 11];
}
