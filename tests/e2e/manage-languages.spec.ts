import { expect, test, type Page } from './fixtures';
import { menuPages, signInManager, type DemoManager } from './helpers/manage';
import { trackRequests } from './helpers/network';
import { checkTablesFit } from './helpers/table-fit';

// Issue 20: every back-office page in each of the four languages at 1366 px, with no console error
// or warning, a top bar that fits, and menu titles in the interface language; as the super-admin,
// every list's tables fit at 1366 and 1920 (issue 37, helpers/table-fit.ts); the tab strip
// follows the active tab; the settings drawer's switches and theme; a dashboard for every account.

// Its tests stand alone (each signs in and makes or reads its own rows), so the two workers share
// them: the file is long, and would otherwise keep one worker busy at the end of the run.
test.describe.configure({ mode: 'parallel' });

const LOCALES = ['zh', 'en', 'es', 'ja'] as const;
const FIXED_PAGES = ['/manage/profile/index', '/manage/rePass', '/manage/orgSet'];
const HAN = /[\u4e00-\u9fff]/;

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()} @ ${page.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message} @ ${page.url()}`));
  return problems;
}

async function topBarProblems(page: Page): Promise<string[]> {
  return page.getByTestId('top-bar-row').evaluate((row) => {
    const problems: string[] = [];
    const box = row.getBoundingClientRect();
    if (row.scrollWidth > row.clientWidth + 1) problems.push(`top bar overflows: ${row.scrollWidth} > ${row.clientWidth}`);
    for (const child of Array.from(row.children)) {
      const r = child.getBoundingClientRect();
      if (r.right > box.right + 1 || r.bottom > box.bottom + 1) problems.push(`outside the top bar: ${(child as HTMLElement).innerText.slice(0, 40)}`);
    }
    // Each section title on one line, and the section row clear of the search box.
    for (const button of Array.from(row.querySelectorAll<HTMLElement>('[data-testid="section"] > button'))) {
      const range = document.createRange();
      range.selectNodeContents(button);
      if (range.getClientRects().length > 1) problems.push(`section title wraps: ${button.innerText}`);
    }
    const sections = row.querySelector('[data-testid="section"]')?.parentElement?.getBoundingClientRect();
    const search = row.querySelector('input[role="combobox"]')?.getBoundingClientRect();
    if (sections && search && sections.right > search.left + 1) problems.push('sections overlap the search box');
    return problems;
  });
}

// Every language as the super-admin (every page); each other kind of account in English, where an
// untranslated title shows, with its own menu and dashboard.
const RUNS: { locale: (typeof LOCALES)[number]; account: DemoManager; least: number }[] = [
  ...LOCALES.map((locale) => ({ locale, account: 'admin' as const, least: 20 })),
  ...(['city_admin', 'enterprise_demo', 'school_demo'] as const).map((account) => ({ locale: 'en' as const, account, least: 3 })),
];

for (const { locale, account, least } of RUNS) {
  test(`every back-office page of ${account} in ${locale} at 1366 px: no console problem, the top bar fits, menus translated`, async ({ page, context, baseURL }) => {
    test.setTimeout(600_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await context.addCookies([{ name: 'language', value: locale, url: baseURL! }]);
    await signInManager(context, baseURL!, account);
    const problems = watchConsole(page);
    const network = trackRequests(page);
    const pages = [...new Set([...(await menuPages(page)), ...FIXED_PAGES])];
    expect(pages.length).toBeGreaterThan(least);
    let lists = 0;
    let measured = 0;
    for (const path of pages) {
      // Each page on its own: the tabs kept from the pages before would all be mounted again (hidden).
      if (page.url().startsWith('http')) await page.evaluate(() => window.sessionStorage.clear());
      await page.goto(path);
      await expect(page.getByTestId('manager-name')).toBeVisible();
      await expect(page.locator(`[data-testid="tag"][data-path="${path}"]`)).toBeVisible();
      // The page's chunk and its data have arrived (a failed read would log by now).
      await network.quiet();
      expect(await topBarProblems(page), path).toEqual([]);
      if (locale !== 'zh' && locale !== 'ja') {
        const sections = await page.getByTestId('section').allInnerTexts();
        const tabs = await page.getByTestId('tag').allInnerTexts();
        expect(sections.filter((s) => HAN.test(s)), `${path} sections`).toEqual([]);
        expect(tabs.filter((s) => HAN.test(s)), `${path} tabs`).toEqual([]);
        await expect.poll(() => page.title(), { message: `${path} title` }).not.toMatch(HAN);
      }
      if (locale === 'ja') {
        // Japanese shares Han characters: the seeded Chinese titles must not be what is shown.
        const sections = await page.getByTestId('section').allInnerTexts();
        expect(sections).not.toContain('培训管理');
        expect(sections).not.toContain('系统管理');
      }
      if (account === 'admin') {
        const tables = await checkTablesFit(page, path, locale, network, 1366, 768);
        measured += tables;
        if (tables) lists += 1;
      }
    }
    if (account === 'admin') {
      // About 30 of the super-admin's pages are lists, each measured at both widths.
      expect(lists).toBeGreaterThanOrEqual(25);
      expect(measured).toBeGreaterThanOrEqual(2 * lists);
    }
    expect(problems).toEqual([]);
  });
}

test('the first paint is the real shell: the server draws the manager\'s menu', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  await signInManager(context, baseURL!);
  const html = await (await page.request.get('/manage/classes')).text();
  expect(html).toContain('data-testid="manage-shell"');
  expect(html).toContain('培训管理');
  expect(html).toContain('data-testid="manager-name"');
});

test('the tab strip follows the active tab once tabs overflow, with scroll buttons', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await context.addCookies([{ name: 'language', value: 'en', url: baseURL! }]);
  await signInManager(context, baseURL!);
  const problems = watchConsole(page);
  await page.goto('/manage');
  const pages = (await menuPages(page)).filter((p) => p !== '/manage').slice(0, 16);
  // Each page opened keeps its tab (the strip is kept for this browser tab across loads).
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByTestId('manager-name')).toBeVisible();
    await expect
      .poll(() => page.getByTestId('tag').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-path')}:${e.getAttribute('data-active')}`).join(' ')), { message: path })
      .toContain(`${path}:true`);
  }
  const strip = page.getByTestId('tags-view');
  const fits = async (path: string) =>
    strip.evaluate((el, p) => {
      const tag = el.querySelector(`[data-path="${p}"]`)!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return tag.left >= box.left - 1 && tag.right <= box.right + 1;
    }, path);
  const last = pages.at(-1)!;
  expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  expect(await fits(last)).toBe(true);

  // Back to the first tab: the strip scrolls to it; the forward button scrolls on.
  await page.locator('[data-testid="tag"][data-path="/manage"] a').click();
  await expect.poll(() => fits('/manage')).toBe(true);
  const before = await strip.evaluate((el) => el.scrollLeft);
  await page.getByTestId('tags-forward').click();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
  expect(problems).toEqual([]);
});

test('settings drawer: a switch that is on shows, the pinyin note is under its switch, the top bar takes the swatch', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  await signInManager(context, baseURL!, 'city_admin');
  await page.goto('/manage');
  await page.getByTestId('manager-name').click();
  await page.getByRole('menuitem', { name: '布局设置' }).click();
  const drawer = page.getByTestId('settings-drawer');
  const tags = drawer.getByRole('switch', { name: '显示标签栏' });
  await expect(tags).toBeChecked();
  const track = await tags.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(track).not.toBe('rgba(0, 0, 0, 0)');
  expect(track).not.toBe('rgb(203, 213, 225)'); // the grey of a switch that is off
  const pinyin = drawer.getByRole('switch', { name: '菜单拼音搜索' });
  await expect(pinyin).toHaveAccessibleDescription('拼音搜索仅在中文界面下可用。');
  await expect(drawer.getByRole('switch', { name: '显示设置按钮' })).not.toHaveAccessibleDescription(/拼音/);

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/settings') && r.request().method() === 'PUT' && r.ok());
  await drawer.getByRole('button', { name: '#13C2C2' }).click();
  await saved;
  await expect(page.getByTestId('top-bar')).toHaveCSS('background-color', 'rgb(19, 194, 194)');
  await drawer.getByRole('button', { name: '#304156' }).click();
  await expect(page.getByTestId('top-bar')).toHaveCSS('background-color', 'rgb(48, 65, 86)');
  await expect(page.getByTestId('top-bar')).toHaveCSS('color', 'rgb(255, 255, 255)');
});

const DASHBOARDS: Array<[DemoManager, string, string]> = [
  ['enterprise_demo', 'enterprise', 'work-tile-talentMatches'],
  ['school_demo', 'training', 'work-tile-enrollmentsWaiting'],
  ['institution_demo', 'training', 'work-tile-passRate'],
  ['city_admin', 'region', 'work-tile-organizations'],
  ['province_admin', 'region', 'work-tile-publishedJobs'],
];
for (const [manager, kind, tile] of DASHBOARDS) {
  test(`${manager} sees a dashboard about its own work (${kind})`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
    await signInManager(context, baseURL!, manager);
    await page.goto('/manage');
    await expect(page.getByTestId('dashboard-work')).toHaveAttribute('data-kind', kind);
    await expect(page.getByTestId(tile)).toBeVisible();
    if (kind === 'enterprise') await expect(page.getByTestId('tile-classes')).toHaveCount(0);
    else await expect(page.getByTestId('tile-classes')).toBeVisible();
  });
}
