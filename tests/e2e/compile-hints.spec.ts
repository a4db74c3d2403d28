import { COMPILE_HINT } from '../../lib/server/cli/compile-hints';
import { expect, test } from './fixtures';

// Issue 33: the scripts a page runs at load are compiled while they stream in, off the main thread
// (V8's explicit compile hint, added by `npm run build`: lib/server/cli/compile-hints.ts). Checked on
// what the built server sends, for a public page, a signed-in learner's page and the back office.
const PAGES = ['/', '/class', '/user/login', '/manage/login'];

test('every script a page loads at once (not the nomodule polyfills) starts with the compile hint', async ({ request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    const sources = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map(([, attributes]) => ({ src: /\bsrc="([^"]+)"/.exec(attributes)?.[1], old: /\bnoModule\b/i.test(attributes) }))
      .filter((s): s is { src: string; old: boolean } => Boolean(s.src));
    const current = sources.filter((s) => !s.old);
    expect(current.length, path).toBeGreaterThan(3);
    for (const { src } of current) {
      const script = await (await request.get(src.replace(/&amp;/g, '&'))).text();
      expect(script.slice(0, COMPILE_HINT.length), `${path}: ${src}`).toBe(COMPILE_HINT);
    }
    for (const { src } of sources.filter((s) => s.old)) {
      expect((await (await request.get(src)).text()).startsWith('//#'), `${path}: ${src} (polyfills)`).toBe(false);
    }
  }
});
