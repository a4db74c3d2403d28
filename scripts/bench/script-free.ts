// The Lighthouse floor "the same page without its scripts" (issue 33): what laying out the page's
// HTML and CSS costs (Chinese text above all) with no JavaScript, so a page's blocking time can be
// split into what its scripts add and what the browser spends on the document alone.

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_LINK = /<link\b[^>]*\brel=["']?(?:modulepreload|preload)["']?[^>]*>/gi;
// React's streamed Suspense content arrives in hidden divs that its inline script moves into place;
// without the script the content is shown where it arrived, so the floor lays out the whole page.
const STREAMED = /<div hidden id="S:/g;

/** The page's HTML with every script, and every preload of one, taken out. */
export function withoutScripts(html: string): string {
  return html
    .replace(SCRIPT, '')
    .replace(SCRIPT_LINK, (tag) => (/\bas=["']?script/i.test(tag) || /modulepreload/i.test(tag) ? '' : tag))
    .replace(STREAMED, '<div id="S:');
}
