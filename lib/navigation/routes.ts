/**
 * The one table of the site's pages (the page.tsx files under app/[locale], route groups left out;
 * tests/unit/navigation/routes.test.ts keeps it equal to the files). Everything that lists pages
 * derives from it: the middleware's known pages and its anonymous whitelist (SPEC.md §2), the page
 * cache's policy and keys, the sitemap's fixed entries and the back office's fixed pages.
 */

export type Area =
  /** Open to anonymous visitors (SPEC.md §2's whitelist). */
  | 'public'
  /** Needs a learner's session: anyone else is sent to sign in. */
  | 'learner'
  /** The back office (its own session). */
  | 'manage';

export type RouteSpec = {
  path: string;
  area: Area;
  /**
   * Kept by the HTML page cache for anonymous visitors, keyed by these query parameters (the ones the
   * page and its readers in lib/api/queries read; nothing else makes a new copy). Public pages only.
   */
  cache?: { params: readonly string[]; /** Only the bare page is kept: each lookup must count against its limit. */ queryNeverCached?: boolean };
  /** A fixed entry of the sitemap. */
  sitemap?: { changeFrequency: 'daily' | 'weekly' | 'monthly'; priority: number };
  /**
   * The page's title as a message key (`Namespace.key`, messages/<locale>/*.json), when it is fixed; pages
   * titled by their data (a class, an article, a content page) have none.
   */
  title?: `${string}.${string}`;
  /**
   * Viewed once when a new process starts, before it reports ready (lib/server/warm-up.ts), with the API
   * reads listed (each one the response cache keeps: tests/unit/server/warm-up.test.ts checks).
   */
  warm?: readonly `/api/v1/${string}`[];
  /** A back-office page that is a route of its own, not an item of the server's sidebars (its title key in the manage namespace). */
  fixed?: 'orgSet' | 'profile' | 'rePass';
};

const LIST = { changeFrequency: 'daily', priority: 0.8 } as const;
const CONTENT = { changeFrequency: 'monthly', priority: 0.4 } as const;
/**
 * The sign-in pages are the same for every anonymous visitor: the form reads ?redirect= from the
 * address bar when it is sent, so the query makes no copy of its own. A visitor holding a session
 * never gets the copy (the middleware sends them on instead).
 */
const SIGN_IN = { params: [] } as const;
const DIRECTORY = ['keyword', 'city_code', 'occupation_id', 'page'] as const;

export const ROUTES: readonly RouteSpec[] = [
  // Public pages, in the sitemap's order.
  { path: '/', area: 'public', cache: { params: [] }, sitemap: { changeFrequency: 'daily', priority: 1 }, title: 'Site.title', warm: [] },
  { path: '/class', area: 'public', cache: { params: ['city_code', 'area_code', 'occupation_id', 'level', 'status', 'start_from', 'keyword', 'page'] }, sitemap: LIST, title: 'ClassList.metaTitle', warm: ['/api/v1/classes?per_page=15'] },
  { path: '/enroll', area: 'public', cache: { params: [] }, sitemap: LIST, title: 'EnrollNotices.metaTitle', warm: [] },
  { path: '/news', area: 'public', cache: { params: ['category_id', 'page'] }, sitemap: LIST, title: 'NewsList.metaTitle', warm: ['/api/v1/news?per_page=10'] },
  { path: '/occupation', area: 'public', cache: { params: ['category_code', 'keyword'] }, sitemap: LIST, title: 'Occupations.metaTitle', warm: ['/api/v1/occupations?per_page=20'] },
  { path: '/teacher', area: 'public', cache: { params: DIRECTORY }, sitemap: LIST, title: 'TeacherPage.metaTitle', warm: [] },
  { path: '/examiner', area: 'public', cache: { params: ['keyword', 'city_code', 'occupation_id', 'level', 'page'] }, sitemap: LIST, title: 'ExaminerPage.metaTitle' },
  { path: '/talent', area: 'public', cache: { params: DIRECTORY }, sitemap: LIST, title: 'TalentPage.metaTitle' },
  { path: '/aboutUs', area: 'public', cache: { params: [] }, sitemap: CONTENT },
  { path: '/contact', area: 'public', cache: { params: [] }, sitemap: CONTENT },
  { path: '/introduce', area: 'public', cache: { params: [] }, sitemap: CONTENT },
  { path: '/club', area: 'public', cache: { params: [] }, sitemap: CONTENT },
  { path: '/class/info', area: 'public', cache: { params: ['id'] } },
  { path: '/detail', area: 'public', cache: { params: ['id'] } },
  { path: '/teacherInfo', area: 'public', cache: { params: ['id'] } },
  { path: '/examinerInfo', area: 'public', cache: { params: ['id'] } },
  { path: '/talentInfo', area: 'public', cache: { params: ['id'] } },
  { path: '/cerQuery', area: 'public', cache: { params: ['cert_no', 'hash'], queryNeverCached: true }, title: 'CerQuery.metaTitle', warm: [] },
  // Issue 31: the subsidy public notice (?id= one notice); not kept by the page cache.
  { path: '/subsidyNotice', area: 'public', title: 'SubsidyNotice.metaTitle' },
  { path: '/trainingRegistration', area: 'public', cache: { params: [] }, title: 'TrainingRegistration.metaTitle', warm: [] },
  // Issue 32: the province's figures for the public (no names, no feed).
  { path: '/dataScreen', area: 'public', cache: { params: [] }, sitemap: { changeFrequency: 'daily', priority: 0.6 }, title: 'DataScreen.metaTitle' },
  { path: '/user/login', area: 'public', cache: SIGN_IN, title: 'Login.metaTitle' },
  { path: '/user/reg', area: 'public', cache: SIGN_IN, title: 'Register.metaTitle' },
  { path: '/user/smslogin', area: 'public', cache: SIGN_IN, title: 'SmsLogin.metaTitle' },
  // A learner's pages.
  { path: '/401', area: 'learner', title: 'Unauthorized.metaTitle' },
  { path: '/help', area: 'learner' },
  { path: '/video', area: 'learner', title: 'Courses.metaTitle' },
  { path: '/lessonVideo', area: 'learner', title: 'LessonPlayer.metaTitle' },
  { path: '/class/enroll', area: 'learner', title: 'EnrollForm.metaTitle' },
  { path: '/class/enrollEdit', area: 'learner', title: 'EnrollForm.editMetaTitle' },
  { path: '/class/enrollShow', area: 'learner', title: 'EnrollPages.showMetaTitle' },
  { path: '/class/enrollVerify', area: 'learner', title: 'EnrollPages.verifyMetaTitle' },
  { path: '/moxibustion', area: 'learner', title: 'Moxibustion.metaTitle' },
  { path: '/moxibustion/certificateInfo', area: 'learner', title: 'Moxibustion.certificateHeading' },
  { path: '/moxibustion/certificateSearch', area: 'learner', title: 'Moxibustion.searchMetaTitle' },
  { path: '/moxibustion/enroll', area: 'learner', title: 'MoxibustionEnroll.metaTitle' },
  { path: '/moxibustion/enrollInfo', area: 'learner', title: 'Moxibustion.metaTitle' },
  { path: '/moxibustion/enrollLists', area: 'learner', title: 'Moxibustion.listMetaTitle' },
  { path: '/user/center', area: 'learner', title: 'UserCenter.metaTitle' },
  { path: '/user/cert', area: 'learner', title: 'UserCert.metaTitle' },
  { path: '/user/class', area: 'learner', title: 'MyClasses.classMetaTitle' },
  { path: '/user/classInfo', area: 'learner', title: 'MyClasses.infoMetaTitle' },
  { path: '/user/edit-pass', area: 'learner', title: 'EditPass.metaTitle' },
  { path: '/user/employmentcenter', area: 'learner', title: 'EmploymentCenter.metaTitle' },
  { path: '/user/enroll', area: 'learner', title: 'MyEnrollments.metaTitle' },
  { path: '/user/exam', area: 'learner', title: 'UserExam.metaTitle' },
  { path: '/user/info', area: 'learner', title: 'UserInfo.metaTitle' },
  { path: '/user/job', area: 'learner', title: 'UserJob.metaTitle' },
  { path: '/user/myClass', area: 'learner', title: 'MyClasses.myClassMetaTitle' },
  { path: '/user/paySuccee', area: 'learner', title: 'PayResult.metaTitle' },
  { path: '/user/privacy', area: 'learner', title: 'Privacy.metaTitle' },
  { path: '/user/verify', area: 'learner', title: 'Verify.metaTitle' },
  { path: '/user/subsidy', area: 'learner', title: 'SubsidyMine.metaTitle' },
  { path: '/user/subsidy/check-in', area: 'learner', title: 'SubsidyCheckIn.metaTitle' },
  { path: '/user/subsidy/category', area: 'learner', title: 'SubsidyCategory.metaTitle' },
  // The back office: its shell draws the sidebar pages (lib/navigation: MANAGE_SHELL_PREFIXES).
  { path: '/manage', area: 'manage', title: 'ManageShell.dashboardTitle' },
  { path: '/manage/login', area: 'manage', title: 'ManageLogin.metaTitle' },
  { path: '/manage/orgSet', area: 'manage', fixed: 'orgSet', title: 'ManageOrg.title' },
  { path: '/manage/profile/index', area: 'manage', fixed: 'profile', title: 'ManageProfile.title' },
  { path: '/manage/rePass', area: 'manage', fixed: 'rePass', title: 'ManageShell.rePassTitle' },
];

/** Paths whose pages decide for themselves: the back-office shell (routes from the server) and the tab refresh. */
export const DYNAMIC_PREFIXES: readonly string[] = ['/manage/', '/redirect/'];

const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/** The table's entry for a path (exact, without a locale prefix). */
export function routeOf(path: string): RouteSpec | undefined {
  return byPath.get(path);
}

/** Every page by path. */
export const PAGE_PATHS: ReadonlySet<string> = new Set(ROUTES.map((route) => route.path));

/** Front paths open without a user token, exactly as SPEC.md §2 lists them. */
export const ANONYMOUS_PATHS: readonly string[] = ROUTES.filter((route) => route.area === 'public').map((route) => route.path);

/** The page cache's pages with the query parameters each reads. */
export const CACHED_PAGES: ReadonlyMap<string, NonNullable<RouteSpec['cache']>> = new Map(
  ROUTES.filter((route) => route.area === 'public' && route.cache).map((route) => [route.path, route.cache!]),
);

/** The pages a new process views before it reports ready, then the API reads they list. */
export const WARM_PATHS: readonly string[] = [
  ...ROUTES.filter((route) => route.warm).map((route) => route.path),
  ...ROUTES.flatMap((route) => route.warm ?? []),
];

/** The sitemap's fixed entries, highest priority first (the table's order among equals). */
export const SITEMAP_PAGES = ROUTES.filter((route) => route.sitemap)
  .map((route) => ({ path: route.path, ...route.sitemap! }))
  .sort((a, b) => b.priority - a.priority);

/** A page's title message key (`Namespace.key`), when the table gives one. */
export function titleKeyOf(path: string): RouteSpec['title'] {
  return byPath.get(path)?.title;
}

/** The back office's fixed pages. */
export const FIXED_MANAGE_PAGES = ROUTES.filter((route) => route.fixed).map((route) => ({ path: route.path, titleKey: route.fixed! }));
