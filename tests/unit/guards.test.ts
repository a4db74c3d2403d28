import { FRONT_WHITELIST, guardRedirect, isNarrowScreen, urlType } from '@/lib/auth/guards';

const anonymous = { search: '', hasUserToken: false, hasManagerToken: false, narrow: false };

describe('front guards (SPEC.md §2)', () => {
  it('lets every whitelisted path through without a token', () => {
    for (const pathname of FRONT_WHITELIST) expect(guardRedirect({ ...anonymous, pathname })).toBeNull();
  });

  it('sends other paths to login with the full path, query string kept', () => {
    expect(guardRedirect({ ...anonymous, pathname: '/user/info', search: '?tab=1&x=a b' })).toBe(
      '/user/login?redirect=%2Fuser%2Finfo%3Ftab%3D1%26x%3Da+b',
    );
    expect(guardRedirect({ ...anonymous, pathname: '/moxibustion' })).toBe('/user/login?redirect=%2Fmoxibustion');
  });

  it('lets a learner with a token anywhere on the front site', () => {
    expect(guardRedirect({ ...anonymous, hasUserToken: true, pathname: '/user/exam' })).toBeNull();
  });

  it('sends a signed-in learner away from the login page by screen width', () => {
    expect(guardRedirect({ ...anonymous, hasUserToken: true, pathname: '/user/login' })).toBe('/user/info');
    expect(guardRedirect({ ...anonymous, hasUserToken: true, narrow: true, pathname: '/user/login' })).toBe('/user/center');
  });
});

describe('/redirect/{path} for front paths (SPEC.md §2 utility route)', () => {
  it('goes straight to the front page it names, query kept, through that page’s own guard', () => {
    expect(guardRedirect({ ...anonymous, pathname: '/redirect/class/info', search: '?id=7' })).toBe('/class/info?id=7');
    expect(guardRedirect({ ...anonymous, pathname: '/redirect/', search: '' })).toBe('/');
    expect(guardRedirect({ ...anonymous, hasUserToken: true, pathname: '/redirect/user/info', search: '?tab=1' })).toBe('/user/info?tab=1');
    expect(guardRedirect({ ...anonymous, pathname: '/redirect/user/info', search: '?tab=1' })).toBe(
      '/user/login?redirect=%2Fuser%2Finfo%3Ftab%3D1',
    );
  });

  it('never leaves the site nor lands on a sign-in page: the home page instead', () => {
    for (const pathname of ['/redirect//evil.example', '/redirect/\\evil.example', '/redirect/user/login']) {
      expect(guardRedirect({ ...anonymous, pathname })).toBe('/');
    }
  });

  it('leaves /redirect/manage/… to the back-office tab refresh', () => {
    expect(guardRedirect({ ...anonymous, hasManagerToken: true, pathname: '/redirect/manage/classes' })).toBeNull();
    expect(guardRedirect({ ...anonymous, pathname: '/redirect/manage/classes' })).toBe('/manage/login?redirect=%2Fredirect%2Fmanage%2Fclasses');
  });
});

describe('management guards', () => {
  it('marks /manage paths as the manage URL type', () => {
    expect(urlType('/manage')).toBe('manage');
    expect(urlType('/manage/classes')).toBe('manage');
    expect(urlType('/managers')).toBe('front');
    expect(urlType('/redirect/manage/classes')).toBe('manage');
    expect(urlType('/redirect/user/info')).toBe('front');
  });

  it('requires a manager token, and a learner token is not one', () => {
    expect(guardRedirect({ ...anonymous, hasUserToken: true, pathname: '/manage/classes', search: '?page=2' })).toBe(
      '/manage/login?redirect=%2Fmanage%2Fclasses%3Fpage%3D2',
    );
    expect(guardRedirect({ ...anonymous, pathname: '/manage/login' })).toBeNull();
    expect(guardRedirect({ ...anonymous, hasManagerToken: true, pathname: '/manage/classes' })).toBeNull();
  });

  it('sends a signed-in manager from the login page to /manage', () => {
    expect(guardRedirect({ ...anonymous, hasManagerToken: true, pathname: '/manage/login' })).toBe('/manage');
  });
});

describe('narrow screen detection on the first request', () => {
  it('prefers the measured width, then the client hint, then the user agent', () => {
    expect(isNarrowScreen({ viewportWidth: '768' })).toBe(true);
    expect(isNarrowScreen({ viewportWidth: '769', userAgent: 'iPhone' })).toBe(false);
    expect(isNarrowScreen({ chUaMobile: '?1' })).toBe(true);
    expect(isNarrowScreen({ chUaMobile: '?0', userAgent: 'Mozilla/5.0 (Linux; Android 14) Mobile' })).toBe(false);
    expect(isNarrowScreen({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe(true);
    expect(isNarrowScreen({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })).toBe(false);
  });
});
