import { manageRedirect, safeRedirect } from '@/lib/navigation/safe-redirect';

// What ?redirect= holds after URLSearchParams has decoded it once, as the sign-in forms read it.
const decoded = (query: string) => new URLSearchParams(query).get('redirect');

const OFFSITE = [
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  'https://evil.example',
  'http:evil.example',
  'https:/evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/\r\n/evil.example/',
  '\t//evil.example',
  '/\t\\evil.example',
  '/\\\tevil.example',
  '/\t\t/evil.example',
  '/./\t/evil.example',
  ' //evil.example',
  '',
];

const ENCODED = ['redirect=/%09/evil.example/', 'redirect=/%0a/evil.example/', 'redirect=/%0d%0a/evil.example/', 'redirect=/%09%5Cevil.example', 'redirect=%2F%2Fevil.example', 'redirect=/%5C/evil.example', 'redirect=%5C%5Cevil.example'];

describe('safeRedirect: anything that would leave the site is refused, in both areas', () => {
  test.each(OFFSITE)('%j', (value) => {
    expect(safeRedirect(value, 'front')).toBeNull();
    expect(safeRedirect(value, 'manage')).toBeNull();
  });

  test.each(ENCODED)('?%s', (query) => {
    expect(safeRedirect(decoded(query), 'front')).toBeNull();
    expect(manageRedirect(decoded(query))).toBe('/manage');
  });

  test('a value whose path resolves to two leading slashes is refused, not normalised into one', () => {
    expect(safeRedirect('/.//evil.example', 'front')).toBeNull();
    expect(safeRedirect('/manage/..//evil.example', 'manage')).toBeNull();
  });
});

describe('safeRedirect: same-site paths come back normalised', () => {
  test.each([
    ['/class?id=3#top', '/class?id=3#top'],
    ['/user/info', '/user/info'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/news/../class', '/class'],
    ['/class?next=//evil.example', '/class?next=//evil.example'],
    ['/a\tb', '/ab'],
  ])('%j → %j', (value, expected) => {
    expect(safeRedirect(value, 'front')).toBe(expected);
  });

  test('never back to a sign-in page, however it is spelt', () => {
    for (const value of ['/user/login', '/user/login/', '/user/login?redirect=/class', '/user/%6Cogin', '/user/smslogin', '/user/reg', '/manage/login', '/manage/login/?redirect=/manage']) {
      expect(safeRedirect(value, 'front')).toBeNull();
      expect(manageRedirect(value)).toBe('/manage');
    }
  });

  test('the back-office accepts only pages under /manage', () => {
    expect(manageRedirect('/manage/orgSet?tab=2')).toBe('/manage/orgSet?tab=2');
    expect(manageRedirect('/manage')).toBe('/manage');
    expect(manageRedirect('/manage/../class')).toBe('/manage');
    expect(manageRedirect('/managex')).toBe('/manage');
    expect(manageRedirect('/class')).toBe('/manage');
    expect(manageRedirect(null)).toBe('/manage');
    expect(safeRedirect('/class', 'front')).toBe('/class');
  });
});
