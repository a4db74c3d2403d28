import { expect, test } from './fixtures';
import { E2E_PORT } from '../../playwright.config';
import { startStandalone } from './helpers/processes';

// README: HOST chooses the interface `npm start` listens on. With HOST=127.0.0.1 every page used to
// redirect-loop (Next's middleware calls that address localhost, so its locale rewrite looked like
// another site's). This build, started as `npm start` starts it, serves its pages from 127.0.0.1.
test('with HOST=127.0.0.1 the pages answer from 127.0.0.1, without a redirect', async ({ page }) => {
  test.setTimeout(90_000);
  const port = E2E_PORT + 5;
  const server = await startStandalone(port, { host: '127.0.0.1' });
  try {
    const origin = `http://127.0.0.1:${port}`;
    for (const pathname of ['/', '/news', '/class']) {
      const answer = await fetch(`${origin}${pathname}`, { headers: { 'accept-language': 'zh-CN' }, redirect: 'manual' });
      expect(answer.status, pathname).toBe(200);
    }
    await page.goto(`${origin}/news`);
    await expect(page).toHaveURL(`${origin}/news`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await server.stop();
  }
});
