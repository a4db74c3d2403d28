import { expect, test, type APIRequestContext } from './fixtures';
import { registerLearner, useChinese } from './helpers/auth';
import { signInManager } from './helpers/manage';

// The page cache answers repeat anonymous views from the last render with a fresh nonce, and a
// back-office write empties it at once.

// A page is kept once its first render has been written to the cache, which follows the answer: a
// view that arrives before that is a MISS. Poll up to this long: a render on two loaded cores took
// more than the poll's default 5 s for two views (a full run failed so once on /user/login).
const PAGE_KEPT_WITHIN_MS = 20_000;
const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

async function view(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'accept-language': 'zh-CN' } });
  expect(response.status(), path).toBe(200);
  const headers = response.headers();
  return { state: headers['x-page-cache'], nonce: nonceOf(headers['content-security-policy']), html: await response.text() };
}

test('a public page renders once, every copy carries its own nonce, and a back-office write shows at once', async ({ playwright, browser, baseURL }) => {
  const visitor = await playwright.request.newContext({ baseURL });
  // A write by an earlier test may have emptied the cache within the last second (nothing rendered
  // then is kept), so view until a copy answers.
  let first = await view(visitor, '/aboutUs');
  let second = await view(visitor, '/aboutUs');
  await expect
    .poll(async () => {
      if (second.state === 'HIT') return 'HIT';
      [first, second] = [second, await view(visitor, '/aboutUs')];
      return second.state;
    }, { intervals: [500, 500, 1000], timeout: PAGE_KEPT_WITHIN_MS })
    .toBe('HIT');
  expect(second.nonce).toBeTruthy();
  expect(second.nonce).not.toBe(first.nonce);
  expect(second.html).not.toContain(first.nonce!);
  const scripts = [...second.html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${second.nonce}"`);

  // A signed-in visitor is never served from it.
  const manager = await browser.newContext({ baseURL });
  await signInManager(manager, baseURL!);
  const asManager = await manager.request.get('/aboutUs');
  expect(asManager.headers()['x-page-cache']).toBeUndefined();

  const marker = `缓存更新标记${Date.now()}`;
  const headers = { origin: new URL(baseURL!).origin, 'x-auth-guard': 'manage' };
  const current = (await (await manager.request.get('/api/v1/manage/pages/aboutUs', { headers })).json()).data;
  const saved = await manager.request.put('/api/v1/manage/pages/aboutUs', {
    headers,
    data: { title: current.title, content: `${current.content}<h2>${marker}</h2>` },
  });
  expect(saved.ok()).toBe(true);

  const after = await view(visitor, '/aboutUs');
  expect(after.state).toBe('MISS');
  expect(after.html).toContain(marker);
  // Renders in the second after a write are not kept (the data cache drops its tags just after the
  // write's answer); then the page is kept again.
  await expect.poll(async () => (await view(visitor, '/aboutUs')).state, { intervals: [500, 500, 1000], timeout: PAGE_KEPT_WITHIN_MS }).toBe('HIT');
  expect((await view(visitor, '/aboutUs')).html).toContain(marker);
  await manager.close();
  await visitor.dispose();
});

test('the browser runs a page served from the cache under its policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  // A first visit without cookies renders the page; the same visit again is answered from the cache.
  await page.goto('/news');
  await page.context().clearCookies();
  let response = await page.goto('/news');
  await expect
    .poll(async () => {
      if (response?.headers()['x-page-cache'] === 'HIT') return 'HIT';
      await page.context().clearCookies();
      response = await page.goto('/news');
      return response?.headers()['x-page-cache'];
    }, { intervals: [500, 500, 1000], timeout: PAGE_KEPT_WITHIN_MS })
    .toBe('HIT');
  // A client component writes the window's width into a cookie: only a page whose scripts ran does.
  await expect.poll(() => page.evaluate(() => document.cookie)).toContain('viewport_width=');
  expect(violations).toEqual([]);
});

test('the sign-in page is kept for visitors without a session, and signing in from a kept copy still returns to ?redirect=', async ({ page, playwright, baseURL }) => {
  // Signing up signs in: the account is made in a context of its own, the views come from one without cookies.
  const signUp = await playwright.request.newContext({ baseURL });
  const { phone, password } = await registerLearner(signUp, baseURL!);
  await signUp.dispose();
  const visitor = await playwright.request.newContext({ baseURL });
  // Any ?redirect= is answered from the one copy of /user/login.
  await expect
    .poll(async () => (await view(visitor, `/user/login?redirect=%2Fclass%3Fn%3D${Date.now()}`)).state, { intervals: [500, 500, 1000], timeout: PAGE_KEPT_WITHIN_MS })
    .toBe('HIT');
  // The browser chose Chinese by cookie: a key of its own, kept from its first view on.
  await useChinese(page.context(), baseURL!);
  await expect
    .poll(async () => (await page.goto('/user/login?redirect=%2Fuser%2Fverify'))?.headers()['x-page-cache'], { intervals: [500, 500, 1000], timeout: PAGE_KEPT_WITHIN_MS })
    .toBe('HIT');
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fuser%2Fverify$/);
  await page.getByLabel('手机号/用户名').fill(phone);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/verify$/);
  // Signed in, the sign-in page is never the kept copy: the middleware sends the learner on.
  const again = await page.goto('/user/login');
  expect(again?.headers()['x-page-cache']).toBeUndefined();
  await expect(page).not.toHaveURL(/\/user\/login/);
  await visitor.dispose();
});
