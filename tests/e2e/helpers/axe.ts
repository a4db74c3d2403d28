import AxeBuilder from '@axe-core/playwright';
import type { Page } from '../fixtures';

/** WCAG 2.1 A and AA, the level the site is audited at. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** WCAG 2.0 A and AA (the programme pages' audit). */
export const WCAG_20_AA = ['wcag2a', 'wcag2aa'];

/**
 * Serious or critical accessibility violations on the page as it is now, one line each.
 * Blocks the browser has not drawn yet (.defer-render, content-visibility: auto: the home page's later
 * sections, catalogue groups, directory cards) have no painted colours, so axe's contrast check read
 * light text in them against the page background now and then (a flake on /occupation at 375 px):
 * every block is drawn before the audit, as it is once scrolled to.
 */
export async function seriousViolations(page: Page, tags: string[] = WCAG_21_AA): Promise<string[]> {
  await page.addStyleTag({ content: '.defer-render { content-visibility: visible !important; }' });
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
