import { expect, test } from './fixtures';
import { listSettled, rowAction, signInManager } from './helpers/manage';

// Issue 37: a class's rule decides whether completion (确认结业) below its required hours is only
// warned about or refused. Set on the class form; with it on, the enrolment row's 确认结业 is
// disabled with why (the API would answer 422, tests/api/completion-rule.test.ts); off, the dialog
// warns and may be confirmed.

type Studying = { id: number; class_id: number; real_name: string; study_seconds: number; class: { data: { hours: number; status: string } } };

test('a class that requires its hours refuses completion below them, said in the row; without the rule the dialog warns', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
  await signInManager(context, baseURL!, 'admin');
  const headers = { origin: new URL(baseURL!).origin, 'x-auth-guard': 'manage' };
  const listed = await page.request.get('/api/v1/manage/enrollments?status=studying&include=class&per_page=100', { headers });
  expect(listed.status()).toBe(200);
  const short = ((await listed.json()).data as Studying[]).find((e) => e.class.data.status !== 'finished' && e.class.data.hours > 0 && e.study_seconds < e.class.data.hours * 3600);
  expect(short, 'a seeded learner studying below the class hours').toBeTruthy();
  const enrollment = short!;

  // The rule is the class form's: on, it reads back checked.
  const set = await page.request.patch(`/api/v1/manage/classes/${enrollment.class_id}`, { headers, data: { completion_requires_hours: true } });
  expect(set.status()).toBe(200);
  await page.goto(`/manage/classes/edit?id=${enrollment.class_id}`);
  await expect(page.getByLabel('学时未学满不得结业')).toBeChecked();

  await page.goto(`/manage/enrollments?status=studying&keyword=${encodeURIComponent(enrollment.real_name)}`);
  await listSettled(page);
  const row = page.locator(`tr[data-id="${enrollment.id}"]`);
  await expect(row).toBeVisible();
  // An action that cannot succeed is disabled in the row, with why.
  const action = row.getByRole('button', { name: '确认结业' });
  await expect(action).toBeDisabled();
  await expect(action).toHaveAttribute('data-blocked', new RegExp(`本班规定学满 ${enrollment.class.data.hours} 学时才能结业`));
  await expect(action).toHaveAttribute('title', new RegExp(`本班规定学满 ${enrollment.class.data.hours} 学时才能结业`));
  await page.screenshot({ path: 'test-results/issue37-completion-refused.png' });

  // Off again (the class as seeded): the dialog warns and may be confirmed.
  expect((await page.request.patch(`/api/v1/manage/classes/${enrollment.class_id}`, { headers, data: { completion_requires_hours: false } })).status()).toBe(200);
  await page.reload();
  await listSettled(page);
  await expect(row.getByRole('button', { name: '确认结业' })).toBeEnabled();
  await rowAction(page, row, '确认结业');
  const dialog = page.getByTestId('kit-confirm');
  await expect(dialog).toContainText('低于本班要求');
  await expect(dialog.getByTestId('complete-refused')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: '确认结业' })).toBeEnabled();
  await dialog.getByRole('button', { name: '取消' }).click();
});
