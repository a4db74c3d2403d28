import { expect, test } from './fixtures';

// Issue 18 item 13: one dotted or api-prefixed path segment (/.env, /wp-login.php) skipped the
// middleware and reached app/[locale] as a locale: a 500 with a stack trace in the log. TRACE made
// Next's Request constructor throw: a 500 too. Now 404 (the site's not-found page) and 405.

for (const path of ['/.env', '/wp-login.php', '/package.json', '/x.php', '/apiary', '/api', '/_vercel']) {
  test(`${path} answers the not-found page`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
  });
}

test('TRACE answers 405 on pages, the API and the health check', async ({ request }) => {
  for (const path of ['/', '/class', '/api/v1/classes', '/api/health']) {
    const response = await request.fetch(path, { method: 'TRACE' });
    expect({ path, status: response.status() }).toEqual({ path, status: 405 });
    expect(response.headers()['allow']).toContain('GET');
  }
});

test('pages of one segment still render (a rewrite meant for junk once turned every one into a 500)', async ({ request }) => {
  for (const path of ['/news', '/class', '/cerQuery', '/occupation', '/user/login']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect({ path, status: response.status() }).toEqual({ path, status: 200 });
  }
});

test('real files and routes with a dot still answer', async ({ request }) => {
  for (const path of ['/favicon.ico', '/robots.txt', '/sitemap.xml']) {
    expect({ path, status: (await request.get(path)).status() }).toEqual({ path, status: 200 });
  }
});
