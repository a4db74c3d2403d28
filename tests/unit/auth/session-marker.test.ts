import { clearSessionMarker, hasSessionMarker } from '@/lib/auth/session-marker';

// The readable marker beside the httpOnly session cookie, read and dropped over document.cookie.
describe('the session marker', () => {
  afterEach(() => {
    for (const name of ['user_session', 'user_session_old', 'other']) document.cookie = `${name}=; path=/; max-age=0`;
  });

  it('is there only when its cookie says 1', () => {
    expect(hasSessionMarker('user_session')).toBe(false);
    document.cookie = 'user_session=0; path=/';
    expect(hasSessionMarker('user_session')).toBe(false);
    document.cookie = 'user_session=1; path=/';
    expect(hasSessionMarker('user_session')).toBe(true);
  });

  it('is not confused with a cookie whose name or value only begins the same', () => {
    document.cookie = 'user_session_old=1; path=/';
    document.cookie = 'other=user_session=1; path=/';
    expect(hasSessionMarker('user_session')).toBe(false);
    document.cookie = 'user_session=10; path=/';
    expect(hasSessionMarker('user_session')).toBe(false);
  });

  it('is gone after it is cleared, and the other cookies stay', () => {
    document.cookie = 'user_session=1; path=/';
    document.cookie = 'other=x; path=/';
    clearSessionMarker('user_session');
    expect(hasSessionMarker('user_session')).toBe(false);
    expect(document.cookie).toContain('other=x');
  });
});
