import { expect as baseExpect, test, type Page } from './fixtures';
import { makePng, useChinese } from './helpers/auth';
import { signInManager } from './helpers/manage';

// Back-office content in the browser: a news article written in the rich-text editor, published,
// seen on the public site and deleted; a scheduled one that stays hidden; the /aboutUs page edited.

const manage = { 'x-auth-guard': 'manage' };
// Each back-office page (and the editor) is its own chunk, loaded on first visit: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.setTimeout(180_000);

async function apiGet(page: Page, path: string) {
  const answer = await page.request.get(`/api/v1${path}`, { headers: manage });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

const toast = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

async function startArticle(page: Page, title: string, body: string) {
  await page.goto('/manage/news');
  await expect(page.getByRole('heading', { name: '新闻资讯' })).toBeVisible();
  await page.getByRole('link', { name: '新建资讯' }).click();
  await expect(page.getByRole('heading', { name: '新建资讯' })).toBeVisible();
  await page.getByLabel(/^标题/).fill(title);
  // The list stays mounted in its tab with its own 栏目 filter: pick the editor's field.
  await page.getByRole('region', { name: '新建资讯' }).getByLabel('栏目', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('摘要').fill(`${title}的摘要`);
  const editor = page.getByRole('textbox', { name: '正文' });
  await editor.click();
  await page.keyboard.type(body);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await toast(page, '已保存');
  await expect(page).toHaveURL(/\/manage\/news\/edit\?id=\d+/);
  return Number(new URL(page.url()).searchParams.get('id'));
}

test.beforeEach(async ({ context, baseURL }) => {
  await useChinese(context, baseURL!);
  await signInManager(context, baseURL!, 'admin');
});

test('news: write with the editor (bold, image), edit, publish, read it on /news and /detail, then delete', async ({ page }) => {
  const title = `技能培训报道${Date.now()}`;
  const id = await startArticle(page, title, '第一段正文。');
  expect((await apiGet(page, `/manage/news/${id}`)).status).toBe('draft');

  const editor = page.getByRole('textbox', { name: '正文' });
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '加粗' }).click();
  await expect(page.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toBeFocused();
  await page.keyboard.type('重点内容');
  await expect(editor.locator('strong', { hasText: '重点内容' })).toBeVisible();
  await page.getByLabel('选择要插入的图片').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng() });
  await expect(editor.locator('img')).toHaveAttribute('src', /^\/api\/v1\/files\/\d+$/);
  await page.getByLabel(/^标题/).fill(`${title}（修订）`);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await toast(page, '已保存');
  const saved = await apiGet(page, `/manage/news/${id}`);
  expect(saved.title).toBe(`${title}（修订）`);
  expect(saved.content).toContain('<strong>重点内容</strong>');
  expect(saved.content).toMatch(/<img src="\/api\/v1\/files\/\d+"/);

  await page.getByRole('button', { name: '立即发布' }).click();
  await toast(page, '已发布');
  expect((await apiGet(page, `/manage/news/${id}`)).status).toBe('published');

  await page.goto('/news');
  await expect(page.getByRole('link', { name: `${title}（修订）` }).first()).toBeVisible();
  await page.goto(`/detail?id=${id}`);
  await expect(page.getByRole('heading', { name: `${title}（修订）` })).toBeVisible();
  await expect(page.locator('strong', { hasText: '重点内容' })).toBeVisible();

  await page.goto('/manage/news');
  await page.getByLabel('关键词').fill(title);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.locator(`[data-testid="news-row"][data-id="${id}"]`);
  await expect(row).toContainText('已发布');
  await row.getByRole('button', { name: `删除「${title}（修订）」` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '删除' }).click();
  await toast(page, '已删除');
  await expect(row).toHaveCount(0);
  expect((await page.goto(`/detail?id=${id}`))?.status()).toBe(404);
});

test('news: an article scheduled for tomorrow is not public', async ({ page }) => {
  const title = `定时发布通知${Date.now()}`;
  const id = await startArticle(page, title, '明天发布的正文。');
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T${pad(tomorrow.getHours())}:${pad(tomorrow.getMinutes())}`;
  await page.getByLabel('定时发布时间').fill(local);
  await page.getByRole('button', { name: '定时发布', exact: true }).click();
  await toast(page, '已设置定时发布');
  const scheduled = await apiGet(page, `/manage/news/${id}`);
  expect(scheduled.status).toBe('scheduled');
  expect(Date.parse(scheduled.published_at)).toBeGreaterThan(Date.now());

  expect((await page.goto(`/detail?id=${id}`))?.status()).toBe(404);
  await page.goto('/news');
  await expect(page.getByText(title)).toHaveCount(0);

  await page.goto('/manage/news');
  await page.getByRole('region', { name: '新闻资讯' }).getByLabel('状态').selectOption('scheduled');
  await expect(page.locator(`[data-testid="news-row"][data-id="${id}"]`)).toContainText('定时发布');
});

test('content pages: edit /aboutUs in the same editor and see the change on the public page', async ({ page }) => {
  const marker = `平台服务承诺${Date.now()}`;
  await page.goto('/manage/pages');
  await expect(page.getByRole('heading', { name: '单页内容' })).toBeVisible();
  await page.getByRole('button', { name: /关于我们/ }).click();
  const editor = page.getByRole('textbox', { name: '正文' });
  await expect(editor).toContainText('我们的使命');
  await editor.click();
  await expect(editor).toBeFocused();
  // The caret at the very end before typing: on a busy machine a key pressed right after the click
  // could be handled before the editor took the click's caret, and the heading landed mid-list.
  await expect
    .poll(async () => {
      await page.keyboard.press('ControlOrMeta+End');
      return editor.evaluate((el) => {
        const selection = window.getSelection();
        if (!selection?.anchorNode || !el.contains(selection.anchorNode)) return false;
        const rest = document.createRange();
        rest.setStart(selection.anchorNode, selection.anchorOffset);
        rest.setEnd(el, el.childNodes.length);
        return rest.toString() === '';
      });
    })
    .toBe(true);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: '二级标题' }).click();
  // The toolbar hands the focus back to the editor; on a busy machine typing could begin before it had.
  await expect(editor).toBeFocused();
  await page.keyboard.type(marker);
  await expect(editor.locator('h2', { hasText: marker })).toBeVisible();
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await toast(page, '页面已保存');
  expect((await apiGet(page, '/manage/pages/aboutUs')).content).toContain(`<h2>${marker}</h2>`);

  await page.goto('/aboutUs');
  await expect(page.getByRole('heading', { name: marker })).toBeVisible();
  await expect(page.getByText('我们的使命')).toBeVisible();
});
