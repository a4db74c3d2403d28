import { renderHook, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { clearCachedProfile, PROFILE_STORAGE_KEY, readCachedProfile, saveCachedProfile } from '@/lib/api/cached-profile';
import { resetUserSession } from '@/lib/api/client';
import { fetchLearner, type Learner } from '@/lib/api/session';
import { useLearner } from '@/components/front/user/use-learner';

// SPEC.md §3–§4: a cached user profile in local storage; "success allows using the cached profile";
// reset clears the profile. It must never hold a token (nor an ID number: nothing in caches).

const verified: Learner & { access_token?: string; token_type?: string } = {
  id: 7,
  uuid: 'u-7',
  phone: '13900000007',
  name: '张三',
  avatar: null,
  verify_status: 'success',
  'user-verified-datum': { data: { real_name: '张三', id_number: '410***********1234', audit_status: 'success' } },
  'entered-classes-count': 2,
  'classes-count': 3,
  access_token: 'tok-secret',
  token_type: 'Bearer',
};

const fetchMock = jest.fn();
function answer(body: unknown) {
  return { ok: true, status: 200, headers: new Headers({ 'content-type': 'application/json' }), text: async () => JSON.stringify(body), json: async () => body };
}

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

test("a verified learner's profile is kept, without any token or ID number", () => {
  saveCachedProfile(verified);
  const raw = window.localStorage.getItem(PROFILE_STORAGE_KEY)!;
  expect(raw).not.toMatch(/token|tok-secret|Bearer|id_number|1234/i);
  expect(readCachedProfile()).toMatchObject({ id: 7, name: '张三', verify_status: 'success', 'classes-count': 3 });
});

test('a profile whose verification is not success is not kept, and drops what was', () => {
  saveCachedProfile(verified);
  saveCachedProfile({ ...verified, verify_status: 'pending' });
  expect(window.localStorage.getItem(PROFILE_STORAGE_KEY)).toBeNull();
  window.localStorage.setItem(PROFILE_STORAGE_KEY, JSON.stringify({ id: 7, verify_status: 'failed' }));
  expect(readCachedProfile()).toBeUndefined();
  window.localStorage.setItem(PROFILE_STORAGE_KEY, 'not json');
  expect(readCachedProfile()).toBeUndefined();
});

test('sign-out (the reset of SPEC.md §4) clears it', () => {
  saveCachedProfile(verified);
  resetUserSession();
  expect(window.localStorage.getItem(PROFILE_STORAGE_KEY)).toBeNull();
  saveCachedProfile(verified);
  clearCachedProfile();
  expect(readCachedProfile()).toBeUndefined();
});

test('GET /user keeps the answer when the learner is verified', async () => {
  fetchMock.mockResolvedValue(answer({ data: verified }));
  await fetchLearner();
  expect(readCachedProfile()?.uuid).toBe('u-7');
});

test('useLearner shows the cached profile while GET /user is on its way', async () => {
  saveCachedProfile(verified);
  let release: (value: unknown) => void = () => {};
  fetchMock.mockReturnValue(new Promise((resolve) => { release = resolve; }));
  const wrapper = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
  const { result } = renderHook(() => useLearner(), { wrapper });
  await waitFor(() => expect(result.current.data?.name).toBe('张三'));
  expect(result.current.isLoading).toBe(false);
  release(answer({ data: { ...verified, name: '张三丰' } }));
  await waitFor(() => expect(result.current.data?.name).toBe('张三丰'));
});
