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
  { path: '/teacher', below: 'main ul > li:last-child article.defer-render a[href]' },
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

// A deferred block clips what overflows it (content-visibility: auto brings paint containment) beyond
// its overflow-clip-margin: a control's focus ring must fit inside that, or keyboard users lose it at
// the block's edges (the home sections' "more" links did, before the margin).
test('focus rings inside deferred blocks are drawn whole', async ({ page }) => {
  for (const path of ['/', '/teacher', '/occupation']) {
    await page.goto(path);
    // After a key press, focusing by script shows the keyboard's focus ring (:focus-visible).
    await page.keyboard.press('Tab');
    const clipped = await page.locator('.defer-render :is(a[href], button, select, input)').evaluateAll((controls) =>
      controls.flatMap((control) => {
        (control as HTMLElement).focus();
        const style = getComputedStyle(control);
        if (!control.matches(':focus-visible') || style.outlineStyle === 'none') return [];
        const grow = Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth);
        const ring = control.getBoundingClientRect();
        const owner = control.closest('.defer-render')!;
        const block = owner.getBoundingClientRect();
        const margin = (Number.parseFloat(getComputedStyle(owner).overflowClipMargin) || 0) + 0.5;
        const inside = ring.left - grow >= block.left - margin && ring.top - grow >= block.top - margin
          && ring.right + grow <= block.right + margin && ring.bottom + grow <= block.bottom + margin;
        return inside ? [] : [`${control.tagName.toLowerCase()} “${(control.textContent ?? '').trim().slice(0, 20)}”`];
      }));
    expect({ path, clipped }).toEqual({ path, clipped: [] });
  }
});
