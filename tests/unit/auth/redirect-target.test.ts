import { redirectTarget } from '@/lib/auth/redirect-target';

describe('redirectTarget', () => {
  it('re-enters the path with its query', () => {
    expect(redirectTarget(['user', 'info'], {})).toBe('/user/info');
    expect(redirectTarget(['class', 'info'], { id: '12', tab: ['a', 'b'] })).toBe('/class/info?id=12&tab=a&tab=b');
    expect(redirectTarget(['manage', 'classes'], { page: '2' })).toBe('/manage/classes?page=2');
  });

  it('never leaves the site or loops', () => {
    expect(redirectTarget(['', 'evil.example.com'], {})).toBe('/');
    expect(redirectTarget(['%2F%2Fevil.example.com'], {})).toBe('/');
    expect(redirectTarget(['..', 'etc'], {})).toBe('/');
    expect(redirectTarget(['https:', '', 'evil.example.com'], {})).toBe('/');
    expect(redirectTarget(['redirect', 'user'], {})).toBe('/');
  });
});
