import { expect, test, type Page } from './fixtures';
import { listSettled, menuPages, signInManager } from './helpers/manage';
import { trackRequests } from './helpers/network';

// Issue 37: tables that fit. On every back-office list page (the super-admin's menu), in the four
// languages at 1366 and 1920 px, each table stays inside its card (no sideways scrolling), its
// widest text column is not squeezed (class names were 72 px wide, wrapped to 6–8 lines) and its
// rows stay short (180–240 px rows let two fit on a screen). Each page is opened once and measured
// at both widths (a resize reflows it).

test.describe.configure({ mode: 'parallel' });

const LOCALES = ['zh', 'en', 'es', 'ja'] as const;
const WIDTHS = [1366, 1920] as const;
/** The widest text column (a name) is at least this wide. */
const MIN_TEXT_COLUMN_PX = 120;
/** A median row this tall holds a name on three lines: taller means squeezed columns. */
const MAX_MEDIAN_ROW_PX = 96;

type Measure = { overflow: number; widestText: number | null; medianRow: number | null; rows: number; columns: string };

const KIT_TABLE = 'main table[data-testid="kit-table"]';
/** A skeleton in the content area: the page's chunk (the route's loading panel) or a table's rows are still on their way. */
const LOADING = 'main .animate-pulse';

/** Every visible list table in the page's main area (a tab's hidden table is not measured). */
function measureTables(page: Page): Promise<Measure[]> {
  return page.locator('main').evaluate((main, selector) => {
    const px = (v: string) => Number.parseFloat(v) || 0;
    return [...main.querySelectorAll<HTMLTableElement>(selector.replace(/^main /, ''))].filter((t) => t.getClientRects().length > 0).map((table) => {
      const wrapper = table.parentElement!;
      const card = table.closest('section') ?? wrapper;
      const style = getComputedStyle(card);
      const cardRight = card.getBoundingClientRect().right - px(style.paddingRight) - px(style.borderRightWidth);
      const overflow = Math.max(wrapper.scrollWidth - wrapper.clientWidth, table.getBoundingClientRect().right - cardRight, card.scrollWidth - card.clientWidth);
      const heads = [...table.querySelectorAll<HTMLElement>('thead th')];
      const texts = heads.filter((th) => th.dataset.kind === 'text').map((th) => th.getBoundingClientRect().width);
      const heights = [...table.querySelectorAll<HTMLElement>('tbody tr[data-id]')].map((r) => r.getBoundingClientRect().height).sort((a, b) => a - b);
      return {
        overflow: Math.round(overflow),
        widestText: texts.length ? Math.round(Math.max(...texts)) : null,
        medianRow: heights.length ? Math.round(heights[Math.floor(heights.length / 2)]) : null,
        rows: heights.length,
        columns: heads.map((th) => `${th.dataset.kind ?? '?'}:${Math.round(th.getBoundingClientRect().width)}`).join(' '),
      };
    });
  }, KIT_TABLE);
}

for (const locale of LOCALES) {
  test(`every back-office list in ${locale} at 1366 and 1920 px: tables fit their cards, text columns get the width, rows stay short`, async ({ page, context, baseURL }) => {
    test.setTimeout(480_000);
    await context.addCookies([{ name: 'language', value: locale, url: baseURL! }]);
    await signInManager(context, baseURL!, 'admin');
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto('/manage');
    // Edit pages are forms; the lists they are reached from are in the menu.
    const pages = (await menuPages(page)).filter((p) => !p.endsWith('/edit'));
    expect(pages.length).toBeGreaterThan(20);
    const network = trackRequests(page);
    let measured = 0;
    let lists = 0;
    for (const path of pages) {
      // Each page on its own: the tabs kept from the pages before would be mounted again (hidden).
      await page.evaluate(() => window.sessionStorage.clear());
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await page.goto(path);
      await expect(page.getByTestId('manager-name')).toBeVisible();
      await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 15_000 });
      // A table drawn after a second request (a tab's default choice) has started loading by now.
      await network.quiet();
      await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 15_000 });
      if ((await page.locator(`${KIT_TABLE}:visible`).count()) === 0) continue;
      await listSettled(page);
      lists += 1;
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const m of await measureTables(page)) {
          measured += 1;
          const where = `${path} ${locale} ${width}px [${m.columns}]`;
          console.log(`${where}: overflow ${m.overflow}, widest text ${m.widestText}, median row ${m.medianRow} (${m.rows} rows)`);
          expect.soft(m.overflow, `${where}: the table stays inside its card`).toBeLessThanOrEqual(1);
          if (m.widestText !== null) expect.soft(m.widestText, `${where}: widest text column`).toBeGreaterThanOrEqual(MIN_TEXT_COLUMN_PX);
          if (m.medianRow !== null) expect.soft(m.medianRow, `${where}: median row height`).toBeLessThanOrEqual(MAX_MEDIAN_ROW_PX);
        }
        if (path === '/manage/classes' || path === '/manage/enrollments') {
          await page.screenshot({ path: `test-results/issue37-table-fit${path.replace(/\//g, '-').replace('-manage', '')}-${locale}-${width}.png` });
        }
      }
    }
    // About 30 of the super-admin's pages are lists.
    expect(lists).toBeGreaterThanOrEqual(25);
    expect(measured).toBeGreaterThanOrEqual(2 * lists);
  });
}
