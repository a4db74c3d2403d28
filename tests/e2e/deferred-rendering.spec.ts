import { expect, test, type Page } from './fixtures';

// Issue 21, on a 390 × 844 phone: blocks below the first screen (.defer-render: the home page's later
// sections, catalogue groups, directory cards) are not styled, laid out or painted until
// they come near the viewport, and are drawn in full once the learner scrolls to them.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
});

/** Whether the browser is drawing the element now (false while a content-visibility: auto ancestor skips it). */
function drawn(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
}

async function scrollTo(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // content-visibility: auto is decided at the next rendering update.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const { path, below } of [
  { path: '/', below: '#news-title' },
  { path: '/occupation', below: 'main section:last-of-type h2' },
  { path: '/teacher', below: 'main ul > li.defer-render:last-child a[href]' },
]) {
  test(`${path}: "${below}" is drawn only when scrolled near, then in full`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    expect(await page.locator('.defer-render').count()).toBeGreaterThan(0);
    expect(await drawn(page, below), 'skipped while far below the first screen').toBe(false);
    // Still in the page for search, find-in-page and assistive technology.
    expect((await page.locator(below).first().textContent())?.trim()).toBeTruthy();

    await scrollTo(page, below);
    expect(await drawn(page, below), 'drawn once scrolled to').toBe(true);
    const box = await page.locator(below).first().boundingBox();
    expect(box?.height).toBeGreaterThan(0);
  });
}
