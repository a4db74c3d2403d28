import { expect, test } from './fixtures';
import { currentE2eServer, E2E_PORT } from '../../playwright.config';
import { startProcess, type Started } from './helpers/processes';
import { reuseAfterIdle } from '../helpers/keep-alive';
import { DEFAULT_KEEP_ALIVE_MS } from '../../lib/env';

const API_PORT = E2E_PORT + 101;
const SITE_PORT = E2E_PORT + 2;
const ORPHAN_PORT = E2E_PORT + 3;

// The same build in front of a separate API process (`npm run api`) must answer exactly like the
// built-in API; pointing it at a closed port must fail fast with a 502 JSON error.
test.describe('running against an upstream API', () => {
  let api: Started;
  let site: Started;
  let orphan: Started;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    api = await startProcess(['npx', 'tsx', 'lib/server/cli/api.ts'], API_PORT, '/api/ready', {
      DATABASE_URL: `file:${currentE2eServer().dbFile}`,
      API_PORT: String(API_PORT),
      API_HOST: '127.0.0.1',
    });
    site = await startProcess(['npx', 'next', 'start', '-p', String(SITE_PORT), '-H', 'localhost'], SITE_PORT, '/api/health', {
      API_UPSTREAM_URL: api.url,
      DATABASE_URL: 'file:data/e2e/does-not-exist/never.db',
    });
    orphan = await startProcess(['npx', 'next', 'start', '-p', String(ORPHAN_PORT), '-H', 'localhost'], ORPHAN_PORT, '/api/health', {
      API_UPSTREAM_URL: 'http://127.0.0.1:9',
    });
  });

  test.afterAll(async () => {
    await Promise.all([site?.stop(), orphan?.stop(), api?.stop()]);
  });

  test('API answers are the same through the upstream', async ({ request, baseURL }) => {
    for (const path of ['/api/v1/classes?per_page=5&page=2&include=occupation,city', '/api/v1/news?per_page=3', '/api/v1/occupations?per_page=4', '/api/v1/bogus']) {
      const direct = await request.get(`${baseURL}${path}`);
      const viaUpstream = await request.get(`${site.url}${path}`);
      expect(viaUpstream.status(), path).toBe(direct.status());
      expect(await viaUpstream.json(), path).toEqual(await direct.json());
    }
  });

  test('pages render the same content through the upstream', async ({ page, baseURL }) => {
    const links = async (origin: string) => {
      await page.goto(`${origin}/`);
      return page.locator('a[href*="/class/info"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    };
    // Each site keeps its own copies (page cache 15 s, data cache 60 s) and the other browser
    // tests keep enrolling, so the two may disagree for a while; they must agree once both are current.
    test.setTimeout(150_000);
    await expect(async () => {
      const direct = await links(baseURL!);
      expect(direct.length).toBeGreaterThan(0);
      expect(await links(site.url)).toEqual(direct);
    }).toPass({ intervals: [1_000, 2_000, 5_000], timeout: 120_000 });
  });

  test('the API process keeps an idle connection past Node\'s 5 s default, as the site in front reuses it', async () => {
    const { announced, reused } = await reuseAfterIdle(`${api.url}/api/health`, 5_500);
    expect(announced).toBe(`timeout=${DEFAULT_KEEP_ALIVE_MS / 1000}`);
    expect(reused).toBe(true);
  });

  test('a closed upstream port gives a 502 JSON error at once', async ({ request }) => {
    const started = Date.now();
    const response = await request.get(`${orphan.url}/api/v1/classes`);
    const elapsed = Date.now() - started;
    expect(response.status()).toBe(502);
    expect(await response.json()).toMatchObject({ status_code: 502, message: expect.any(String) });
    test.info().annotations.push({ type: 'measured', description: `502 after ${elapsed} ms` });
  });
});
