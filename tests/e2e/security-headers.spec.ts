import { expect, test, type Page } from './fixtures';

const PAGES = ['/', '/class', '/news', '/cerQuery', '/user/login', '/manage/login', '/trainingRegistration'];

function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) found.push(message.text());
  });
  return found;
}

test.describe('security headers', () => {
  test('every page has a nonce CSP without unsafe-inline scripts, a fresh nonce per response, and the common headers', async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of PAGES) {
      for (let i = 0; i < 2; i += 1) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const headers = response.headers();
        const csp = headers['content-security-policy'];
        const script = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'))!;
        expect(script, path).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
        expect(script, path).not.toContain('unsafe-inline');
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(csp, path).toContain("object-src 'none'");
        expect(headers['x-content-type-options'], path).toBe('nosniff');
        expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
        expect(headers['x-frame-options'], path).toBe('DENY');
        expect(headers['strict-transport-security'], `${path}: no HSTS over plain HTTP`).toBeUndefined();
        const nonce = /'nonce-([^']+)'/.exec(script)![1];
        expect(nonces.has(nonce), `${path}: nonce reused`).toBe(false);
        nonces.add(nonce);
        // Next puts this response's nonce on every script it writes into the page.
        const html = await response.text();
        const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/type="application\/ld\+json"/.test(tag));
        expect(scripts.length, path).toBeGreaterThan(0);
        for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      }
    }
  });

  test('HSTS and Permissions-Policy are sent behind an HTTPS proxy, on pages, API answers and files', async ({ request }) => {
    for (const path of ['/', '/api/v1/classes?per_page=1', '/api/v1/nothing-here', '/robots.txt']) {
      const headers = (await request.get(path, { headers: { 'x-forwarded-proto': 'https' } })).headers();
      expect(headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      expect(headers['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('API answers and static files cannot run code or be framed', async ({ request }) => {
    for (const path of ['/api/v1/classes?per_page=1', '/api/v1/nothing-here', '/robots.txt']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("default-src 'none'");
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('pages hydrate under the policy: no CSP violation, and an injected inline script does not run', async ({ page }) => {
    const violations = cspViolations(page);
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // The language switch is a client component: it works only if Next's scripts ran.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', /.+/);
    expect(violations).toEqual([]);
    // A stored XSS: the server's own HTML carries a script the sanitiser missed. It has no nonce.
    await page.route('**/news', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', '<script>window.injected = true</script></body>');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/news');
    await page.waitForLoadState('networkidle');
    const ran = await page.evaluate(() => (window as unknown as { injected?: boolean }).injected === true);
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});
