import { expect, test } from './fixtures';
import { signInManager } from './helpers/manage';
import { trackRequests } from './helpers/network';

// Issue 37: tables that fit. On every list page, in the four languages at 1366 and 1920 px, the
// table never overflows its card, text columns are not squeezed (a class name was 72 px wide and
// wrapped to 6–8 lines), and rows stay short (180–240 px rows let two fit on a screen).

test.describe.configure({ mode: 'parallel' });

const LOCALES = ['zh', 'en', 'es', 'ja'] as const;
const WIDTHS = [1366, 1920] as const;
const LIST_PAGES = [
  '/manage/classes', '/manage/enrollments', '/manage/certificates', '/manage/exams', '/manage/learners', '/manage/organizations', '/manage/jobs',
  '/manage/talents', '/manage/teachers', '/manage/examiners', '/manage/occupations', '/manage/managers', '/manage/news',
];
/** A row this tall holds a name on three lines and a two-line cell: anything taller is a squeezed column. */
const MAX_ROW_PX = 96;
/** The narrowest a wrapping text column may be (the kit's min-w-36 is 144 px). */
const MIN_TEXT_COLUMN_PX = 120;

type Measure = { overflow: number; tallest: number; narrowest: number | null; rows: number };

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`list pages in ${locale} at ${width} px: tables fit their cards, text columns are not squeezed, rows stay short`, async ({ page, context, baseURL }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: 900 });
      await context.addCookies([{ name: 'language', value: locale, url: baseURL! }]);
      await signInManager(context, baseURL!, 'admin');
      const network = trackRequests(page);
      for (const path of LIST_PAGES) {
        await page.goto(path);
        await network.quiet();
        const table = page.locator('main table').first();
        if (!(await table.count())) continue;
        const measure: Measure = await table.evaluate((el) => {
          const card = el.closest('section') ?? el.parentElement!;
          const rows = [...el.querySelectorAll('tbody tr[data-id]')] as HTMLElement[];
          const cells = rows[0] ? ([...rows[0].children] as HTMLElement[]).filter((td) => !td.className.includes('whitespace-nowrap') && !td.querySelector('input,[data-testid="row-actions"]')) : [];
          return {
            overflow: el.getBoundingClientRect().right - card.getBoundingClientRect().right,
            tallest: Math.max(0, ...rows.map((r) => r.getBoundingClientRect().height)),
            narrowest: cells.length ? Math.min(...cells.map((td) => td.getBoundingClientRect().width)) : null,
            rows: rows.length,
          };
        });
        expect.soft(measure.overflow, `${path}: the table ends inside its card`).toBeLessThanOrEqual(1);
        if (measure.rows > 0) expect.soft(measure.tallest, `${path}: tallest row`).toBeLessThanOrEqual(MAX_ROW_PX);
        if (measure.narrowest !== null) expect.soft(measure.narrowest, `${path}: narrowest text column`).toBeGreaterThanOrEqual(MIN_TEXT_COLUMN_PX);
        await page.screenshot({ path: test.info().outputPath(`${path.replace(/\//g, '_')}-${locale}-${width}.png`) });
      }
    });
  }
}
