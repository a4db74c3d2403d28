import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { useChinese } from './helpers/auth';
import { signInAsAdmin, listRows } from './helpers/manage';

// 视频课程 in the back-office: upload a lesson video into a class, edit its required share, see the
// course in the study-hours report and export it, delete the lesson; a non-video upload is refused.

const manage = { 'x-auth-guard': 'manage' };
const VIDEO = path.resolve('lib/server/db/seed/media/lesson-01.mp4');
const LESSON = 'E2E 安全操作演示';

type ClassCourse = { id: number; title: string; lessons_count: number };

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api/v1${path}`, { headers: manage });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as T;
}

/** A seeded class whose course has lessons and learners part-way through it (the seed's ongoing classes). */
async function classWithLearners(page: Page): Promise<ClassCourse> {
  for (let p = 1; ; p += 1) {
    const { data, meta } = await apiGet<{ data: ClassCourse[]; meta: { pagination: { total_pages: number } } }>(page, `/manage/courses?per_page=100&page=${p}`);
    for (const c of data.filter((x) => x.lessons_count > 0)) {
      const report = await apiGet<{ meta: { pagination: { total: number } } }>(page, `/manage/courses/${c.id}/study-report?progress=in_progress&per_page=1`);
      if (report.meta.pagination.total > 0) return c;
    }
    if (p >= meta.pagination.total_pages) throw new Error('the seed has no class with learners part-way through its course');
  }
}

async function openClass(page: Page, c: ClassCourse) {
  await page.goto('/manage/videos');
  await expect(page.getByRole('heading', { name: '视频课程' })).toBeVisible();
  await page.getByLabel('按培训班名称搜索').fill(c.title);
  await page.getByRole('button', { name: '查询' }).click();
  // Seeded titles repeat across organisations: pick the one at the class's place in the same list.
  const { data } = await apiGet<{ data: ClassCourse[] }>(page, `/manage/courses?per_page=10&keyword=${encodeURIComponent(c.title)}`);
  await page.getByRole('button', { name: c.title }).nth(data.findIndex((x) => x.id === c.id)).click();
  await expect(page.getByRole('heading', { name: c.title })).toBeVisible();
}

test.beforeEach(async ({ context, baseURL, page }) => {
  await useChinese(context, baseURL!);
  await signInAsAdmin(page);
});

test('upload a lesson video, edit its required share, see it in the report and export, delete it', async ({ page }) => {
  const c = await classWithLearners(page);
  const total = c.lessons_count + 1;
  await openClass(page, c);

  await page.getByRole('button', { name: '上传课时' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('视频文件').setInputFiles(VIDEO);
  await expect(dialog.getByText('上传完成')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: '上传进度' })).toHaveAttribute('aria-valuenow', '100');
  await dialog.getByLabel('课时名称').fill(LESSON);
  if (!(await dialog.getByLabel('时长（秒）').inputValue())) await dialog.getByLabel('时长（秒）').fill('30');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '课时已新增。' })).toBeVisible();
  const row = page.getByTestId('lesson-row').filter({ hasText: LESSON });
  await expect(row).toContainText('需观看 90%');

  await row.getByRole('button', { name: `编辑课时“${LESSON}”` }).click();
  await dialog.getByLabel('需观看比例（%）').fill('5');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('不能小于 10')).toBeVisible();
  await dialog.getByLabel('需观看比例（%）').fill('60');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('需观看 60%');
  const course = await apiGet<{ data: { lessons: { data: { title: string; required_ratio: number }[] } } }>(page, `/manage/courses/${c.id}`);
  expect(course.data.lessons.data.find((l) => l.title === LESSON)?.required_ratio).toBe(60);

  await page.getByRole('tab', { name: '学时统计' }).click();
  const reportRow = listRows(page, 'report-row').first();
  await expect(reportRow).toContainText(`/ ${total}`);
  await page.getByLabel('学习进度').selectOption('in_progress');
  await expect(listRows(page, 'report-row').first()).toContainText(`/ ${total}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 Excel' }).click();
  // The browser replaces characters a file name cannot hold, such as the slash in 五级/初级工.
  expect((await download).suggestedFilename()).toBe(`学时统计-${c.title.replaceAll('/', '_')}.xlsx`);

  await page.getByRole('tab', { name: '课程内容' }).click();
  await row.getByRole('button', { name: `删除课时“${LESSON}”` }).click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('status').filter({ hasText: '课时已删除。' })).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a file that is not a video is refused with a clear message, whatever its name', async ({ page }) => {
  const c = await classWithLearners(page);
  await openClass(page, c);
  await page.getByRole('button', { name: '上传课时' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('视频文件').setInputFiles({ name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('这不是视频文件。'.repeat(500)) });
  await expect(dialog.getByRole('alert')).toHaveText('只支持 MP4 或 WebM 格式的视频文件。');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请选择要上传的视频文件。');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
});
