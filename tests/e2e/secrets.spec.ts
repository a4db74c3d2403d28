import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { E2E_MANAGER_CLIENT_SECRET } from '../../playwright.config';

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

test('the manager client secret appears in no file the browser can download', async ({ page }) => {
  const staticFiles = files(path.resolve('.next/static'));
  expect(staticFiles.length).toBeGreaterThan(0);
  for (const file of staticFiles) {
    expect(fs.readFileSync(file, 'latin1').includes(E2E_MANAGER_CLIENT_SECRET), file).toBe(false);
  }
  const seen: string[] = [];
  page.on('response', async (r) => {
    if ((await r.body().catch(() => Buffer.alloc(0))).includes(E2E_MANAGER_CLIENT_SECRET)) seen.push(r.url());
  });
  await page.goto('/manage/login');
  await page.waitForLoadState('networkidle');
  expect(seen).toEqual([]);
});
