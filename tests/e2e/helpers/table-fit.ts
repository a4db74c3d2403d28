import { expect, type Page } from '../fixtures';
import { listSettled } from './manage';
import type { trackRequests } from './network';

// Issue 37: tables that fit. On every back-office list page, in the four languages at 1366 and
// 1920 px, each table stays inside its card (no sideways scrolling), its widest text column is not
// squeezed (class names were 72 px wide, wrapped to 6–8 lines) and its rows stay short (180–240 px
// rows let two fit on a screen). manage-languages.spec.ts checks it on the pages its crawl opens
// (each page opened once, measured at both widths: a resize reflows it).

export const WIDTHS = [1366, 1920] as const;
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

/**
 * Measures the visible list tables of the page just opened at both widths (soft assertions, so one
 * crawl reports every page) and gives the viewport back at `restoreWidth`; 0 when the page has none.
 */
export async function checkTablesFit(page: Page, path: string, locale: string, network: ReturnType<typeof trackRequests>, restoreWidth: number, height: number): Promise<number> {
  // Edit pages are forms; the lists they are reached from are in the menu.
  if (path.endsWith('/edit')) return 0;
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 15_000 });
  // A table drawn after a second request (a tab's default choice) has started loading by now.
  await network.quiet();
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 15_000 });
  if ((await page.locator(`${KIT_TABLE}:visible`).count()) === 0) return 0;
  await listSettled(page);
  let measured = 0;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height });
    for (const m of await measureTables(page)) {
      measured += 1;
      const where = `${path} ${locale} ${width}px [${m.columns}]`;
      expect.soft(m.overflow, `${where}: the table stays inside its card`).toBeLessThanOrEqual(1);
      if (m.widestText !== null) expect.soft(m.widestText, `${where}: widest text column`).toBeGreaterThanOrEqual(MIN_TEXT_COLUMN_PX);
      if (m.medianRow !== null) expect.soft(m.medianRow, `${where}: median row height`).toBeLessThanOrEqual(MAX_MEDIAN_ROW_PX);
    }
    if (path === '/manage/classes' || path === '/manage/enrollments') {
      await page.screenshot({ path: `test-results/issue37-table-fit${path.replace(/\//g, '-').replace('-manage', '')}-${locale}-${width}.png` });
    }
  }
  await page.setViewportSize({ width: restoreWidth, height });
  return measured;
}
