import { expect, test, type Browser, type Page } from './fixtures';
import { seriousViolations } from './helpers/axe';
import { registerLearner } from './helpers/auth';
import { signInManager } from './helpers/manage';
import { withBundledCjkFont } from '../../scripts/cjk-font';
import { E2E_LAUNCH_OPTIONS } from '../../playwright.config';

// Issue 32, the data screen in the browser: the province manager's full screen at a wall's, a desk's
// and a laptop's size with nothing scrolling, the map with every city of the province, a city's
// figures on hover and its own screen on click, a figure moving without a reload when a learner
// registers, and the public screen's figures in its HTML with JavaScript off.

// Drawn with a real Chinese font (the README's picture is taken here): scripts/cjk-font.ts.
test.use({ launchOptions: withBundledCjkFont(E2E_LAUNCH_OPTIONS) });

const MANAGE = { 'x-auth-guard': 'manage' };
const SIZES = [{ width: 1920, height: 1080 }, { width: 1366, height: 768 }, { width: 3840, height: 2160 }];

type Area = { code: string; name: string };
type Screen = { scope: { code: string; name: string }; areas: Area[]; learners: { registered: number } };

async function managerPage(browser: Browser, baseURL: string, viewport = SIZES[0], who: 'province_admin' | 'city_admin' = 'province_admin'): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL });
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL }]);
  await signInManager(context, baseURL, who);
  return context.newPage();
}

async function figures(page: Page, query = ''): Promise<Screen> {
  const answer = await page.request.get(`/api/v1/manage/screen${query}`, { headers: MANAGE });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Screen }).data;
}

async function openScreen(page: Page, query = '') {
  await page.goto(`/manage/screen${query}`);
  await expect(page.getByTestId('data-screen')).toBeVisible();
}

async function mapDrawn(page: Page) {
  const map = page.getByTestId('screen-map');
  await expect(map).toHaveAttribute('data-rendered', 'true', { timeout: 20_000 });
  await expect(map).toHaveAttribute('data-centres', /\{/);
  return map;
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`${page.url()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  return problems;
}

/** Whether `char` paints differently from U+E000 (no font has a glyph for it: the box every missing glyph gets). */
function hanDrawnAsGlyph(page: Page, char: string): Promise<boolean> {
  return page.evaluate((c) => {
    const paint = (text: string) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 48;
      const ctx = canvas.getContext('2d')!;
      ctx.font = '40px sans-serif';
      ctx.fillText(text, 2, 40);
      return canvas.toDataURL();
    };
    return paint(c) !== paint('\uE000');
  }, char);
}

for (const viewport of SIZES) {
  test(`the province screen at ${viewport.width}×${viewport.height}: full screen, nothing scrolls, every city on the map`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const page = await managerPage(browser, baseURL!, viewport);
    const problems = watchConsole(page);
    await openScreen(page);
    const map = await mapDrawn(page);
    await expect(page.getByTestId('data-screen').getByRole('heading', { level: 1 })).toContainText('数据大屏');
    await expect(page.getByTestId('computed-at')).toHaveText(/^更新于 \d{2}:\d{2}:\d{2}$/);
    // Filled with the demo data from the first view (the seed counts the aggregates; zeros until the job ran, before).
    await expect(page.getByTestId('figure-learnersRegistered-value')).toHaveText(/^[1-9][\d,]*$/, { timeout: 1000 });

    // The document is exactly the viewport, and the screen fills it without anything inside overflowing.
    const sizes = await page.evaluate(() => {
      const screen = document.querySelector<HTMLElement>('[data-testid="data-screen"]')!;
      const box = screen.getBoundingClientRect();
      const spilt = [...screen.querySelectorAll<HTMLElement>('section, header')].filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1).map((el) => el.dataset.testid ?? el.tagName);
      return {
        document: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
        viewport: [window.innerWidth, window.innerHeight],
        screen: [Math.round(box.width), Math.round(box.height)],
        spilt,
        fontSize: parseFloat(getComputedStyle(screen).fontSize),
      };
    });
    expect(sizes.document).toEqual(sizes.viewport);
    expect(sizes.screen).toEqual(sizes.viewport);
    expect(sizes.spilt).toEqual([]);
    // A figure is never cut to an ellipsis (its box truncates, so it would not spill: ¥37,500 showed as ¥37,…).
    const cut = await page.locator('[data-testid="data-screen"] [data-testid$="-value"]').evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => `${(el as HTMLElement).dataset.testid}: ${el.textContent}`),
    );
    expect(cut).toEqual([]);
    // Scaled with the viewport: a 4K wall shows it twice the size of 1920×1080.
    expect(sizes.fontSize).toBeCloseTo(Math.min(viewport.width / 110, viewport.height / 62), 0);

    // Every city the province's figures name. The group of county-level cities the province runs itself
    // (xx9000 省直辖县级行政区划: 济源 in Henan) is an area of the figures with no polygon of its own.
    const data = await figures(page);
    const drawn = ((await map.getAttribute('data-areas')) ?? '').split(',');
    const cities = data.areas.map((a) => a.code).filter((code) => /^\d{4}00$/.test(code) && !/^\d{2}9000$/.test(code));
    expect(cities.length).toBeGreaterThan(5);
    for (const code of cities) expect(drawn, code).toContain(code);
    const geo = (await (await page.request.get(`/geo/${data.scope.code}.json`)).json()) as { features: { properties: { code: string } }[] };
    expect(drawn.sort()).toEqual(geo.features.map((f) => f.properties.code).sort());

    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    // The heading is drawn in a real Chinese font, not empty boxes (scripts/cjk-font.ts): its
    // first character paints other pixels than a private-use character, which has no glyph anywhere.
    expect(await hanDrawnAsGlyph(page, '数')).toBe(true);
    // The README's picture of the screen (docs/screenshots/data-screen.png is a copy of the 1920×1080 one).
    await page.screenshot({ path: `test-results/data-screen-${viewport.width}x${viewport.height}.png` });
    await page.context().close();
  });
}

test('hovering a city shows its figures; clicking it opens the city screen with its counties', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await managerPage(browser, baseURL!);
  await openScreen(page);
  const map = await mapDrawn(page);
  const data = await figures(page);
  const city = data.areas.find((a) => a.code === '410100') ?? data.areas.find((a) => /^\d{4}00$/.test(a.code))!;
  const centres = JSON.parse((await map.getAttribute('data-centres'))!) as Record<string, [number, number]>;
  const [x, y] = centres[city.code];
  const box = (await map.boundingBox())!;

  await page.mouse.move(box.x + x, box.y + y);
  const tooltip = page.locator(`[data-testid="map-tooltip"][data-code="${city.code}"]`);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(city.name);
  await expect(tooltip).toContainText('培训人数');

  // Another measure colours the map again.
  await page.getByTestId('measure-switch').getByRole('radio', { name: '发证数量' }).click();
  await expect(map).toHaveAttribute('data-measure', 'certificates');

  await page.mouse.click(box.x + x, box.y + y);
  await expect(page).toHaveURL(new RegExp(`/manage/screen\\?city_code=${city.code}$`));
  await expect(page.getByTestId('data-screen')).toHaveAttribute('data-scope', city.code);
  await expect(page.getByTestId('data-screen').getByRole('heading', { level: 1 })).toContainText(city.name);
  // No county boundaries in the package: the city's counties as a table, and a note saying so.
  await expect(page.getByTestId('no-county-map')).toBeVisible();
  const counties = await figures(page, `?city_code=${city.code}`);
  await expect(page.getByTestId('county-table').getByTestId('area-row')).toHaveCount(counties.areas.length);
  expect(counties.areas.length).toBeGreaterThan(0);

  await page.getByRole('link', { name: '返回全省' }).click();
  await expect(page).toHaveURL(/\/manage\/screen$/);
  await expect(page.getByTestId('data-screen')).toHaveAttribute('data-scope', data.scope.code);
  await page.context().close();
});

test('a city manager sees their own city and its counties, whatever city the address names', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await managerPage(browser, baseURL!, SIZES[1], 'city_admin');
  const own = await figures(page);
  expect(own.scope.code).toMatch(/^\d{4}00$/);
  await openScreen(page);
  await expect(page.getByTestId('data-screen')).toHaveAttribute('data-scope', own.scope.code);
  await expect(page.getByTestId('no-county-map')).toBeVisible();
  await expect(page.getByTestId('county-table').getByTestId('area-row')).toHaveCount(own.areas.length);
  await expect(page.getByRole('link', { name: '返回全省' })).toHaveCount(0);
  const other = own.scope.code === '410300' ? '410100' : '410300';
  await openScreen(page, `?city_code=${other}`);
  await expect(page.getByTestId('data-screen')).toHaveAttribute('data-scope', own.scope.code);
  const sizes = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight, window.innerWidth, window.innerHeight]);
  expect(sizes.slice(0, 2)).toEqual(sizes.slice(2));
  await page.context().close();
});

test('the view exports as a PNG and its figures as .xlsx', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await managerPage(browser, baseURL!);
  await openScreen(page);
  await mapDrawn(page);
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').click()]);
  expect(png.suggestedFilename()).toMatch(/^data-screen-\d{6}-\d{14}\.png$/);
  const image = await png.createReadStream().then((stream) => new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  }));
  expect(image.subarray(1, 4).toString()).toBe('PNG');
  // Drawn at the screen's size: the PNG header's width is the viewport's (or a multiple, on a dense display).
  expect(image.readUInt32BE(16) % SIZES[0].width).toBe(0);
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  await page.context().close();
});

test('a learner registering moves the figure on the open screen without a reload', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const page = await managerPage(browser, baseURL!);
  await openScreen(page);
  const figure = page.getByTestId('figure-learnersRegistered-value');
  await expect(figure).toHaveText(/\d/);
  const before = digits(await figure.textContent());
  // Marks this document: a reload would drop it.
  await page.evaluate(() => { (window as unknown as { screenMark: number }).screenMark = 1; });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));

  await registerLearner(request, baseURL!);
  // The stream (or the polling behind it) brings the new figures within SCREEN_REFRESH_SECONDS and the aggregates' own delay.
  await expect.poll(async () => digits(await figure.textContent()), { timeout: 120_000, intervals: [1000] }).toBeGreaterThan(before);
  expect(await page.evaluate(() => (window as unknown as { screenMark?: number }).screenMark)).toBe(1);
  expect(navigations).toEqual([]);
  await expect(page.getByTestId('live-mode')).toHaveAttribute('data-mode', /stream|polling/);
  await page.context().close();
});

test('the public screen: figures in the HTML with JavaScript off, no names, four languages, axe', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  const page = await context.newPage();
  const answer = await page.request.get('/api/v1/data-screen');
  expect(answer.status()).toBe(200);
  const data = ((await answer.json()) as { data: Screen & { feed?: unknown } }).data;
  expect(data.feed).toBeUndefined();

  const response = await page.goto('/dataScreen');
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain('data-testid="public-screen"');
  expect(html).toContain(new Intl.NumberFormat('zh-CN').format(data.learners.registered));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(data.scope.name);
  await expect(page.getByTestId('figure-learnersRegistered-value')).toHaveText(new Intl.NumberFormat('zh-CN').format(data.learners.registered));
  await expect(page.getByTestId('area-row')).toHaveCount(data.areas.length);
  await expect(page.getByTestId('feed-item')).toHaveCount(0);
  await expect(page).toHaveTitle(/^数据大屏 - /);
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();

  // Linked from the footer; the other languages.
  await expect(page.locator('footer').getByRole('link', { name: '数据大屏' })).toHaveAttribute('href', '/dataScreen');
  for (const [language, heading] of [['en', 'skills training in figures'], ['es', 'La formación profesional'], ['ja', '数字で見る']] as const) {
    await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
    await page.goto('/dataScreen');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  }
  await context.close();

  // axe runs its checks as a script: on the same page with JavaScript on.
  const scripted = await browser.newContext({ baseURL });
  await scripted.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  const withScripts = await scripted.newPage();
  await withScripts.goto('/dataScreen');
  expect(await seriousViolations(withScripts)).toEqual([]);
  await scripted.close();
});
