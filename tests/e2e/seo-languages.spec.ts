import { expect, test } from './fixtures';

// Issue 21: a crawler without a Chinese Accept-Language (and without cookies) finds the Chinese pages
// at their own addresses, named by hreflang alternates; people keep the spec's negotiation.
const CRAWLER = { 'accept-language': 'en-US,en;q=0.9', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

test.describe('per-language addresses', () => {
  test('/class?lang=zh is Chinese for a crawler; /class still negotiates', async ({ playwright, baseURL }) => {
    const crawler = await playwright.request.newContext({ baseURL, extraHTTPHeaders: CRAWLER });
    const chinese = await crawler.get('/class?lang=zh', { maxRedirects: 0 });
    expect(chinese.status()).toBe(200);
    const html = await chinese.text();
    // Next 16 writes its deployment id on <html> too (data-dpl-id), so the language is one attribute among others.
    expect(html).toMatch(/<html[^>]* lang="zh-CN"/);
    expect(html).toContain('培训班级');
    // Absolute on SITE_URL, the public address (the test server keeps the default).
    for (const [lang, path] of [['zh-CN', '/class?lang=zh'], ['en', '/class?lang=en'], ['es', '/class?lang=es'], ['ja', '/class?lang=ja'], ['x-default', '/class']]) {
      expect(html, lang).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="https?://[^/"]+${path.replace('?', '\\?')}"/>`));
    }
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/class\?lang=zh"\/>/);

    // The negotiating address is its own canonical, the x-default the alternates name (Lighthouse's
    // canonical audit fails a page that names another of its hreflang addresses), even when the request
    // carries the header the middleware uses to mark a ?lang= address.
    const negotiated = await (await playwright.request.newContext({ baseURL, extraHTTPHeaders: { ...CRAWLER, 'x-explicit-lang': '1' } })).get('/class');
    const negotiatedHtml = await negotiated.text();
    expect(negotiatedHtml).toMatch(/<html[^>]* lang="en"/);
    expect(negotiatedHtml).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/class"\/>/);
    expect(negotiatedHtml).toMatch(/<link rel="alternate" hrefLang="x-default" href="https?:\/\/[^/"]+\/class"\/>/);
    const chineseBrowser = await (await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'accept-language': 'zh-CN,zh;q=0.9' } })).get('/class');
    expect(await chineseBrowser.text()).toMatch(/<html[^>]* lang="zh-CN"/);
    const japanese = await crawler.get('/?lang=ja', { maxRedirects: 0 });
    expect(japanese.status()).toBe(200);
    const japaneseHtml = await japanese.text();
    expect(japaneseHtml).toMatch(/<html[^>]* lang="ja"/);
    // The home page writes its own metadata: the same rule, at both of its addresses.
    expect(japaneseHtml).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/\?lang=ja"\/>/);
    expect(await (await crawler.get('/')).text()).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/?"\/>/);
  });

  test('a person who opens a Chinese address keeps Chinese on the next unprefixed page', async ({ page, context }) => {
    await context.setExtraHTTPHeaders({ 'accept-language': 'en-US,en;q=0.9' });
    await page.goto('/news?lang=zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.goto('/occupation');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('pages behind sign-in stay behind it at their per-language addresses; the sitemap names the alternates', async ({ request }) => {
    const guarded = await request.get('/user/info?lang=zh', { maxRedirects: 0 });
    expect(guarded.status()).toBe(307);
    expect(new URL(guarded.headers().location!, 'http://x').pathname).toBe('/user/login');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="zh-CN" href="[^"]+\/class\?lang=zh"/);
    expect(sitemap).toMatch(/hreflang="x-default" href="[^"]+\/class"/);
  });
});
