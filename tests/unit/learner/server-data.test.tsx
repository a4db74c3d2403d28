import { screen } from '@testing-library/react';
import { NOTIFICATIONS_KEY, userClassesKey } from '@/components/front/learner/keys';
import { MyClasses } from '@/components/front/learner/my-classes';
import { NotificationsPanel } from '@/components/front/learner/notifications-panel';
import { ServerData } from '@/components/front/learner/server-data';
import { UserInfoCard } from '@/components/front/user/user-info-card';
import { USER_KEY } from '@/lib/api/session';
import { installFetch } from '../api/fetch-mock';
import { renderApp } from '../auth/harness';

// Issue 21: the learner pages hand the data the server read to their islands (ServerData), which
// paint with it at once: no loading line while SWR revalidates in the background.

jest.mock('next/navigation', () => ({ useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }) }));

const learner = {
  id: 1, uuid: 'u', phone: '139****0001', name: '服务端学员', avatar: null, gender: null, education: null, verify_status: 'none',
  'user-verified-datum': { data: null }, 'entered-classes-count': 0, 'classes-count': 0,
};
const emptyList = { data: [], meta: { pagination: { total: 0, count: 0, per_page: 10, current_page: 1, total_pages: 1 } } };

it('the profile, the notifications and the class list show the server\'s data on their first render', () => {
  // The browser's own requests never answer here: whatever shows came from the fallback.
  globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
  renderApp(
    <ServerData
      fallback={{
        [USER_KEY]: learner,
        [NOTIFICATIONS_KEY]: { data: [], meta: { ...emptyList.meta, unread: 0 } },
        [userClassesKey(1, false)]: emptyList,
      }}
    >
      <UserInfoCard />
      <NotificationsPanel />
      <MyClasses entered={false} />
    </ServerData>,
    ['UserCenter', 'ProfileForm', 'Notifications', 'MyClasses', 'EnrollmentStatus'],
  );
  expect(screen.getByTestId('profile-name')).toHaveTextContent('服务端学员');
  expect(screen.getByText('暂无消息。')).toBeInTheDocument();
  expect(screen.getByText('暂无培训班。')).toBeInTheDocument();
  expect(screen.queryByText('加载中…')).not.toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('without server data the islands still load in the browser as before', async () => {
  installFetch({ [`GET /api/v1${USER_KEY}`]: { status: 200, body: { data: learner } } });
  renderApp(<ServerData fallback={{}}><UserInfoCard /></ServerData>, ['UserCenter', 'ProfileForm']);
  expect(screen.getByText('加载中…')).toBeInTheDocument();
  expect(await screen.findByTestId('profile-name')).toHaveTextContent('服务端学员');
});
