import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';

// Back-office system administration in a real browser: a role made of a few permissions decides
// what its manager sees and may call; a menu edit shows without signing in again; failed sign-ins
// lock an account and the login log unlocks it.

const MANAGE = { 'x-auth-guard': 'manage' };
const OWN_PASSWORD = 'Reviewer2026';
let address = 0;

/** Each browser gets its own client address, so the per-address sign-in limit of other specs is not spent here. */
async function browserPage(browser: Browser, baseURL: string): Promise<Page> {
  address += 1;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `10.77.${Date.now() % 250}.${address}` } });
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL }]);
  return context.newPage();
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/manage/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** A real pointer drag of a row's handle onto another row (dnd-kit's pointer sensor, not its keyboard one). */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  // Raw mouse events land where the page is now: off-screen coordinates would hit <html>.
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
  await page.mouse.up();
}

async function sidebarTitles(page: Page): Promise<Record<string, string>> {
  const answer = await page.request.get('/api/v1/user/sidebars', { headers: MANAGE });
  expect(answer.ok()).toBe(true);
  const walk = (items: { path: string; title: string; children: unknown[] }[]): [string, string][] =>
    items.flatMap((i) => [[i.path, i.title] as [string, string], ...walk(i.children as never)]);
  return Object.fromEntries(walk((await answer.json()).data));
}

test('a role with a subset of permissions, a manager with it, menus and calls limited to them, menu edits at once, lock and unlock', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await browserPage(browser, baseURL!);
  await signIn(admin, 'admin', E2E_ADMIN_PASSWORD);
  await expect(admin).toHaveURL(/\/manage$/);

  // A role with two permissions, chosen in the permission tree.
  await admin.goto('/manage/roles');
  await expect(admin.getByRole('heading', { name: '角色权限' })).toBeVisible();
  await admin.getByRole('button', { name: '新增角色' }).click();
  const roleDialog = admin.getByRole('dialog');
  await roleDialog.getByLabel('角色名称').fill('报名审核员');
  await roleDialog.getByLabel('角色标识').fill('enrol-reviewer');
  await roleDialog.locator('input[data-permission="enrollments.view"]').check();
  await roleDialog.locator('input[data-permission="learners.view"]').check();
  await roleDialog.getByRole('button', { name: '保存' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(admin.getByRole('row', { name: /报名审核员/ })).toBeVisible();

  // A manager with that role gets a one-time password, shown once.
  await admin.goto('/manage/managers');
  await admin.getByRole('button', { name: '新增管理员' }).click();
  const managerDialog = admin.getByRole('dialog');
  await managerDialog.getByLabel('用户名').fill('e2e_reviewer');
  await managerDialog.getByLabel('姓名').fill('周审核');
  await managerDialog.getByLabel('报名审核员').check();
  await managerDialog.getByRole('button', { name: '保存' }).click();
  const password = (await admin.getByTestId('one-time-password').textContent())!.trim();
  expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
  await admin.getByRole('button', { name: '我已记下' }).click();
  await expect(admin.getByRole('row', { name: /e2e_reviewer/ })).toBeVisible();

  // Signed in as that manager: only those menus, and every other call is refused.
  const reviewer = await browserPage(browser, baseURL!);
  await signIn(reviewer, 'e2e_reviewer', password);
  // The one-time password must be replaced before anything else.
  await expect(reviewer).toHaveURL(/\/manage\/rePass$/);
  await reviewer.goto('/manage/learners');
  await expect(reviewer).toHaveURL(/\/manage\/rePass$/);
  await reviewer.getByLabel('原密码').fill(password);
  await reviewer.getByLabel('新密码', { exact: true }).fill(OWN_PASSWORD);
  await reviewer.getByLabel('确认新密码').fill(OWN_PASSWORD);
  await reviewer.getByRole('button', { name: '确认修改' }).click();
  await expect(reviewer.getByText('密码修改成功')).toBeVisible();
  const menus = await sidebarTitles(reviewer);
  expect(Object.keys(menus).sort()).toEqual(['/manage', '/manage/enrollments', '/manage/group-accounts', '/manage/group-classes', '/manage/group-dashboard', '/manage/learners']);
  await reviewer.goto('/manage/learners');
  await expect(reviewer.getByRole('heading', { name: '学员账号管理' })).toBeVisible();
  await expect(reviewer.getByRole('button', { name: '禁用' })).toHaveCount(0);
  await reviewer.goto('/manage/roles');
  await expect(reviewer.getByTestId('manage-401')).toBeVisible();
  for (const path of ['/manage/roles', '/manage/managers', '/manage/menus', '/manage/logs/logins', '/manage/classes']) {
    expect((await reviewer.request.get(`/api/v1${path}`, { headers: MANAGE })).status(), path).toBe(403);
  }
  expect((await reviewer.request.get('/api/v1/manage/learners', { headers: MANAGE })).status()).toBe(200);

  // The administrator renames the page in the menu editor; the reviewer sees it without signing in again.
  await admin.goto('/manage/menus');
  await admin.getByRole('button', { name: '学员管理 /manage/learners', exact: true }).click();
  const form = admin.getByRole('form', { name: '菜单表单' });
  await form.getByLabel('菜单标题').fill('学员账号');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByRole('button', { name: '学员账号 /manage/learners', exact: true })).toBeVisible();
  expect((await sidebarTitles(reviewer))['/manage/learners']).toBe('学员账号');
  await reviewer.goto('/manage/learners');
  await expect(reviewer).toHaveTitle(/^学员账号 - /);

  // Five wrong passwords lock the account; the login log shows the lock and unlocks it.
  const stranger = await browserPage(browser, baseURL!);
  for (let i = 0; i < 5; i++) {
    await signIn(stranger, 'e2e_reviewer', 'not-the-password');
    await expect(stranger.getByText('用户名或密码错误。').first()).toBeVisible();
  }
  await signIn(stranger, 'e2e_reviewer', OWN_PASSWORD);
  await expect(stranger.getByText(/登录失败次数过多/).first()).toBeVisible();
  await expect(stranger).toHaveURL(/\/manage\/login/);

  await admin.goto('/manage/logs/login');
  await admin.getByLabel('账号', { exact: true }).fill('e2e_reviewer');
  await admin.getByRole('button', { name: '查询' }).click();
  await expect(admin).toHaveURL(/username=e2e_reviewer/);
  const lockedRow = admin.getByRole('row', { name: /e2e_reviewer/ }).filter({ hasText: '已锁定至' }).first();
  await expect(lockedRow).toBeVisible();
  await lockedRow.getByRole('button', { name: '解锁' }).click();
  await admin.getByTestId('kit-confirm').getByRole('button', { name: '解锁' }).click();
  await expect(admin.getByText('e2e_reviewer 已解锁。')).toBeVisible();
  await expect(admin.getByRole('button', { name: '解锁' })).toHaveCount(0);

  await signIn(stranger, 'e2e_reviewer', OWN_PASSWORD);
  await expect(stranger).not.toHaveURL(/\/manage\/login/);
  expect((await stranger.request.get('/api/v1/manage/learners', { headers: MANAGE })).status()).toBe(200);
});

test('the menu editor reorders siblings and top-bar sections by dragging their handles (and by arrow buttons); the shell shows the new order after reload', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await browserPage(browser, baseURL!);
  await signIn(admin, 'admin', E2E_ADMIN_PASSWORD);
  await expect(admin).toHaveURL(/\/manage$/);
  const write = { ...MANAGE, origin: new URL(baseURL!).origin };
  const original = (await (await admin.request.get('/api/v1/manage/menus', { headers: MANAGE })).json()).data as {
    navbars: { id: number }[]; sidebars: { id: number; name: string; children: { id: number }[] }[];
  };

  try {
    await admin.goto('/manage/menus');
    const saved = (path: string) => admin.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === 'POST');

    // A child dragged by its handle above its two siblings: one request for the whole group.
    const tree0 = admin.getByRole('tree', { name: '菜单树' });
    const facultyRows = tree0
      .getByRole('treeitem')
      .filter({ has: admin.getByRole('button', { name: '师资与工种 /manage/group-faculty', exact: true }) })
      .getByRole('group')
      .getByRole('treeitem');
    await expect(facultyRows).toHaveText([/师资库/, /讲师申请/, /职业工种/]);
    const children = saved('/manage/menus/sidebars/reorder');
    await dragOnto(admin, admin.getByRole('button', { name: '拖动以调整“职业工种”的顺序' }), facultyRows.first());
    expect((await children).status()).toBe(200);
    await expect(admin.getByText('“职业工种”已放到第 1 位。')).toBeAttached();
    await expect(facultyRows).toHaveText([/职业工种/, /师资库/, /讲师申请/]);

    // A top-bar section dragged to the front.
    const sections = admin.getByRole('list', { name: '顶部栏目' });
    const navbars = saved('/manage/menus/navbars/reorder');
    await dragOnto(admin, sections.getByRole('button', { name: '拖动以调整“考试认证”的顺序' }), sections.getByRole('listitem').first());
    expect((await navbars).status()).toBe(200);
    await expect(admin.getByText('“考试认证”已放到第 1 位。')).toBeAttached();
    await expect(sections.getByRole('listitem').first()).toContainText('考试认证');

    await admin.reload();
    const tree = admin.getByRole('tree', { name: '菜单树' });
    const faculty = tree.getByRole('treeitem').filter({ has: admin.getByRole('button', { name: '师资与工种 /manage/group-faculty', exact: true }) });
    await expect(faculty.getByRole('group').getByRole('treeitem')).toHaveText([/职业工种/, /师资库/, /讲师申请/]);
    const topBar = admin.getByTestId('section');
    await expect(topBar.first()).toHaveAttribute('data-name', 'assessment');
    await expect(topBar.nth(1)).toHaveAttribute('data-name', 'workbench');

    // The shell's top-bar panel lists the group in the new order.
    await admin.getByRole('button', { name: '培训管理', exact: true }).hover();
    const panel = admin.getByTestId('section-panel');
    await expect(panel.locator(':scope > div').filter({ hasText: '师资与工种' }).getByRole('link')).toHaveText(['职业工种', '师资库', '讲师申请']);

    // The arrow buttons do the same without a pointer.
    const up = saved('/manage/menus/sidebars/reorder');
    await admin.getByRole('button', { name: '上移“讲师申请”' }).click();
    expect((await up).status()).toBe(200);
    await expect(faculty.getByRole('group').getByRole('treeitem')).toHaveText([/职业工种/, /讲师申请/, /师资库/]);
  } finally {
    // Other specs read the seeded order.
    const faculty = original.sidebars.find((s) => s.name === 'group-faculty')!;
    await admin.request.post('/api/v1/manage/menus/navbars/reorder', { headers: write, data: { ids: original.navbars.map((n) => n.id) } });
    await admin.request.post('/api/v1/manage/menus/sidebars/reorder', { headers: write, data: { parent_id: faculty.id, ids: faculty.children.map((c) => c.id) } });
  }
});
