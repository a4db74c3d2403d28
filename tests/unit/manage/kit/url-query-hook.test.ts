import { act, renderHook } from '@testing-library/react';
import { useUrlQuery } from '@/components/manage/kit/url-query';

const address = { search: '' };
const replace = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => '/manage/certificates',
  useSearchParams: () => new URLSearchParams(address.search),
  useRouter: () => ({ replace }),
}));

test('two filters changed in quick succession both stay while the address catches up; a navigation is still followed', async () => {
  const { result, rerender } = renderHook(() => useUrlQuery({}, ['status', 'keyword']));
  act(() => result.current.filter({ status: 'revoked' }));
  act(() => result.current.filter({ keyword: 'S0001' }));
  expect(result.current.query).toMatchObject({ status: 'revoked', keyword: 'S0001' });
  await act(async () => undefined);
  expect(replace.mock.calls.map(([url]) => url)).toEqual(['/manage/certificates?status=revoked', '/manage/certificates?status=revoked&keyword=S0001']);

  // The first write reaches the address, then the second.
  address.search = 'status=revoked';
  rerender();
  expect(result.current.query).toMatchObject({ status: 'revoked', keyword: 'S0001' });
  address.search = 'status=revoked&keyword=S0001';
  rerender();
  expect(result.current.query).toMatchObject({ status: 'revoked', keyword: 'S0001' });

  // Back to an earlier address (the browser's back button): the filters follow it.
  address.search = 'status=valid';
  rerender();
  expect(result.current.query).toEqual({ page: 1, per_page: 15, status: 'valid' });
});
