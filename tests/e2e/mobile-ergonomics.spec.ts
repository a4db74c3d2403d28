import { expect, test, type Page } from './fixtures';
import { E2E_DEMO_PASSWORD } from '../../playwright.config';
import { DEMO_LEARNER_PHONE } from './helpers/auth';

// Issue 21, on a 390 × 844 phone: every link and control a thumb can hit is at least 44 × 44 px
// (WCAG 2.5.5). A card whose title link is stretched over it (after:inset-0) is measured as the card.
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const MIN = 44;

test.use(PHONE);

type Target = { what: string; width: number; height: number };

function tooSmall(page: Page): Promise<Target[]> {
  return page.evaluate((min) => {
    const targets = [...document.querySelectorAll<HTMLElement>('header a[href], header button, header select, main a[href], main button, main select, footer a[href], footer button, nav a[href]')];
    return targets
      .filter((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        // Hidden controls, the skip link (shown on focus only) and links inside article text are not tap targets of the layout.
        return style.visibility !== 'hidden' && box.width > 1 && box.height > 1 && !el.closest('[class*="[&_a]"], dialog:not([open])');
      })
      .map((el) => {
        // A link stretched over its card by an absolutely placed ::after at inset 0 (the .class-card rule, or after:inset-0).
        const after = getComputedStyle(el, '::after');
        const stretched = after.position === 'absolute' && after.top === '0px' && after.left === '0px' && el.offsetParent instanceof HTMLElement;
        const box = (stretched ? (el.offsetParent as HTMLElement) : el).getBoundingClientRect();
        return { what: `${el.tagName.toLowerCase()} “${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 24)}”`, width: Math.round(box.width), height: Math.round(box.height) };
      })
      .filter((t) => t.width < min || t.height < min);
  }, MIN);
}

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
});

test('public pages: header, lists, breadcrumbs, pagination and footer are thumb-sized', async ({ page, request }) => {
  const news = (await (await request.get('/api/v1/news?per_page=1')).json()).data[0].id as number;
  for (const path of ['/', '/news', '/class', `/detail?id=${news}`, '/cerQuery', '/occupation', '/teacher']) {
    await page.goto(path);
    expect({ path, small: await tooSmall(page) }).toEqual({ path, small: [] });
  }
});

test('news titles may take two lines on a phone', async ({ page }) => {
  await page.goto('/news');
  const title = page.locator('main ul li a[href^="/detail"]').first();
  await expect(title).toBeVisible();
  // The link keeps its thumb-sized padding; the title inside it is what is clamped (a clamped box with
  // padding shows part of its next line).
  expect(await title.locator(':scope > span').first().evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe('2');
});

test('a signed-in learner gets the bottom tab bar; its pages are thumb-sized too', async ({ page, context, baseURL }) => {
  const login = await context.request.post('/api/v1/authorizations', {
    headers: { origin: new URL(baseURL!).origin },
    data: { username: DEMO_LEARNER_PHONE, password: E2E_DEMO_PASSWORD, guard: 'api', app_id: 10004 },
  });
  expect(login.status()).toBe(201);
  await page.goto('/user/center');
  const bar = page.getByRole('navigation', { name: '学员导航' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link')).toHaveText(['首页', '课程', '学习', '我的']);
  await expect(bar.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeCloseTo(844, 0);
  expect({ small: await tooSmall(page) }).toEqual({ small: [] });
  // 个人中心 as a government app draws it (issue 37): an icon on every tile of the grid, and a drawn
  // portrait for a learner without a picture (not the first digit of the phone number).
  const grid = page.getByTestId('center-grid');
  const tiles = grid.getByRole('link');
  expect(await tiles.count()).toBeGreaterThanOrEqual(12);
  await expect(grid.getByTestId('center-icon')).toHaveCount(await tiles.count());
  for (const box of await tiles.evaluateAll((links) => links.map((a) => a.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);
  // The centre's own (the header's small one is hidden on a phone).
  const portrait = page.locator('[data-testid="default-portrait"]:visible').first();
  await expect(portrait).toBeVisible();
  expect(await portrait.evaluate((el) => ({ tag: el.tagName.toLowerCase(), text: el.textContent }))).toEqual({ tag: 'svg', text: '' });
  await page.screenshot({ path: 'test-results/issue37-user-center.png', fullPage: true });
  await bar.getByRole('link', { name: '课程' }).click();
  await expect(page).toHaveURL(/\/class$/);
  await expect(page.getByRole('navigation', { name: '学员导航' }).getByRole('link', { name: '课程' })).toHaveAttribute('aria-current', 'page');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: '学员导航' })).toBeHidden();
});
