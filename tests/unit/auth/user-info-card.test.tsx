import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UserInfoCard } from '@/components/front/user/user-info-card';
import { USER_KEY } from '@/lib/api/session';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from './harness';

// /user/info (issue 21): the verified name shows, and the profile can be edited with PATCH /user.

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }) }));

const learner = (over: object = {}) => ({
  id: 1, uuid: 'u', phone: '139****0001', name: null, avatar: null, gender: null, education: null, verify_status: 'success',
  'user-verified-datum': { data: { real_name: '王小明', id_number: '4101**********1234', audit_status: 'success' } }, ...over,
});
const EDUCATIONS = { status: 200, body: { data: [{ value: '高中', label: '高中' }, { value: '本科', label: '本科' }] } };

it('shows the verified real name instead of "未填写", with the default portrait for a missing avatar', async () => {
  installFetch({ [`GET /api/v1${USER_KEY}`]: { status: 200, body: { data: learner() } }, 'GET /api/v1/dictionaries/education': EDUCATIONS });
  renderApp(<UserInfoCard />, ['UserCenter', 'ProfileForm']);
  await waitFor(() => expect(screen.getByTestId('profile-name')).toHaveTextContent('王小明'));
  const nameRow = screen.getByText('姓名').closest('div')!;
  expect(nameRow).toHaveTextContent('王小明');
  // A drawn portrait (issue 37), not the first character of the name or phone number.
  expect(screen.getByTestId('default-portrait').tagName.toLowerCase()).toBe('svg');
  expect(screen.queryByText('王', { selector: 'span' })).toBeNull();
});

it('checks the display name with the API rule, then saves only what changed and shows it', async () => {
  let saved = learner();
  const api = installFetch({
    [`GET /api/v1${USER_KEY}`]: () => ({ status: 200, body: { data: saved } }),
    'GET /api/v1/dictionaries/education': EDUCATIONS,
    'PATCH /api/v1/user': (init) => {
      saved = { ...saved, ...JSON.parse(String(init.body)), gender: 2 };
      return { status: 200, body: { data: saved } };
    },
  });
  renderApp(<UserInfoCard />, ['UserCenter', 'ProfileForm']);
  // The editor loads when asked for (next/dynamic), so its fields appear after the click.
  fireEvent.click(await screen.findByRole('button', { name: '编辑资料' }));
  fireEvent.change(await screen.findByLabelText('昵称'), { target: { value: '小' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  expect(screen.getByLabelText('昵称')).toHaveAccessibleDescription('昵称长度须为 2–20 个字符');
  expect(api.calls.some((c) => c.init.method === 'PATCH')).toBe(false);

  fireEvent.change(screen.getByLabelText('昵称'), { target: { value: '小明同学' } });
  fireEvent.change(screen.getByLabelText('性别'), { target: { value: '2' } });
  await screen.findByRole('option', { name: '本科' });
  fireEvent.change(screen.getByLabelText('文化程度'), { target: { value: '本科' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(screen.getByTestId('profile-name')).toHaveTextContent('小明同学'));
  const patch = api.calls.find((c) => c.init.method === 'PATCH')!;
  expect(JSON.parse(String(patch.init.body))).toEqual({ name: '小明同学', gender: '2', education: '本科' });
  expect(screen.queryByTestId('profile-form')).not.toBeInTheDocument();
  expect(await screen.findByText('个人资料已保存')).toBeInTheDocument();
});

it('a name the server refuses is shown beside the field once, with no toast', async () => {
  installFetch({
    [`GET /api/v1${USER_KEY}`]: { status: 200, body: { data: learner() } },
    'GET /api/v1/dictionaries/education': EDUCATIONS,
    'PATCH /api/v1/user': { status: 422, body: { message: '数据验证失败。', status_code: 422, errors: { name: ['name 不能包含敏感词。'] } } },
  });
  renderApp(<UserInfoCard />, ['UserCenter', 'ProfileForm']);
  fireEvent.click(await screen.findByRole('button', { name: '编辑资料' }));
  fireEvent.change(await screen.findByLabelText('昵称'), { target: { value: '小明同学' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(screen.getByLabelText('昵称')).toHaveAccessibleDescription('name 不能包含敏感词。'));
  expect(screen.queryByRole('alert')).toBeNull();
});
