import path from 'node:path';
import Database from 'better-sqlite3';
import { currentE2eServer } from '../../playwright.config';
import { expect, test } from './fixtures';
import { freshPhone, idNumberFor, useChinese } from './helpers/auth';
import { plainIdNumber } from './helpers/id-numbers';

// The public certificate lookup and training registration, against the seeded e2e database.

type Raw = { cert_no: string; holder_name: string; id_number: string };

// The API masks ID numbers, so a real holder's full number is read straight from the e2e database.
function seededCertificate(): Raw {
  const db = new Database(path.resolve(currentE2eServer().dbFile), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("select cert_no, holder_name, id_number from certificates where status = 'valid' and user_id is not null order by id limit 1")
      .get() as Raw;
    return { ...row, id_number: plainIdNumber(row.id_number) };
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

test('finds a seeded certificate by number and by name + ID number, and says when nothing matches', async ({ page }) => {
  const cert = seededCertificate();
  // Issue 30: the ID number travels in request bodies only, never in an address the browser asks for.
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  await page.goto('/cerQuery');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('职业技能等级证书查询');
  // Its two offline checks share one fetch of the published keys and of the status list (each was fetched twice).
  await expect(page.getByTestId('credential-check')).toHaveAttribute('data-ready', 'true');
  for (const file of ['/.well-known/certificate-keys.json', '/.well-known/certificate-status.jwt']) {
    expect(addresses.filter((url) => new URL(url).pathname === file), file).toHaveLength(1);
  }

  await page.getByRole('textbox', { name: '证书编号', exact: true }).fill(cert.cert_no);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  const card = page.getByRole('listitem').filter({ hasText: cert.cert_no });
  await expect(card).toContainText(cert.holder_name);
  await expect(card).toContainText(`${cert.id_number.slice(0, 4)}**********${cert.id_number.slice(-4)}`);
  await expect(card).toContainText('有效');
  await expect(page.getByText(cert.id_number)).toHaveCount(0);

  await page.getByRole('textbox', { name: '证书编号', exact: true }).fill('S999999999999999999999');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByText('未查询到相关证书，请核对输入的信息。')).toBeVisible();

  await page.getByRole('textbox', { name: '证书编号', exact: true }).fill('S12345');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByText('证书编号格式不正确，应为 1 位大写字母加 21 位数字。')).toBeVisible();

  // The mode switch is a pair of visually hidden radios inside their labels: a visitor taps the label.
  await page.locator('label').filter({ hasText: '按姓名和身份证号' }).click();
  await expect(page.getByRole('radio', { name: '按姓名和身份证号' })).toBeChecked();
  await page.getByRole('textbox', { name: '姓名', exact: true }).fill(cert.holder_name);
  await page.getByRole('textbox', { name: '身份证号码', exact: true }).fill(`${cert.id_number.slice(0, 17)}${cert.id_number[17] === '0' ? '1' : '0'}`);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByText('身份证号码校验位不正确，请核对。')).toBeVisible();

  await page.getByRole('textbox', { name: '身份证号码', exact: true }).fill(cert.id_number);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: cert.cert_no })).toBeVisible();
  expect(addresses.filter((url) => url.includes(cert.id_number))).toEqual([]);
});

test('/cerQuery?cert_no=… is a server-rendered certificate page with no hash, and checks the holder\'s ID number online', async ({ page }) => {
  const cert = seededCertificate();
  // A link printed before issue 30 still carries hash=: it opens the same page, the hash dropped from the address.
  const response = await page.goto(`/cerQuery?cert_no=${cert.cert_no}&hash=${'0'.repeat(64)}`);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).search).toBe(`?cert_no=${cert.cert_no}`);
  await expect(page).toHaveTitle(new RegExp(cert.cert_no));
  await expect(page.locator('main')).toContainText(cert.holder_name);
  await expect(page.getByText('有效', { exact: true })).toBeVisible();
  expect(await page.locator('main').textContent()).not.toMatch(/[0-9a-f]{32}/);

  const holder = page.getByTestId('holder-check');
  await expect(holder.getByRole('heading', { name: '核对持证人身份证号' })).toBeVisible();
  await holder.getByRole('textbox', { name: '身份证号码' }).fill(cert.id_number);
  await holder.getByRole('button', { name: '核对' }).click();
  await expect(holder.getByTestId('holder-check-result')).toHaveAttribute('data-match', 'true');
  await holder.getByRole('textbox', { name: '身份证号码' }).fill(idNumberFor('19800101', cert.id_number.slice(0, 6), '123'));
  await holder.getByRole('button', { name: '核对' }).click();
  await expect(holder.getByTestId('holder-check-result')).toHaveAttribute('data-match', 'false');

  await page.goto('/cerQuery?cert_no=S999999999999999999999');
  await expect(page.getByRole('alert').first()).toContainText('未找到编号为 S999999999999999999999 的证书');
});

test('a training registration succeeds once and is refused as a duplicate the second time', async ({ page }) => {
  const phone = freshPhone();
  const idNumber = idNumberFor('19950615', '410102', String(Math.floor(Math.random() * 900) + 100));
  const fill = async () => {
    await page.getByLabel('姓名').fill('测试学员');
    await page.getByLabel('手机号码').fill(phone);
    await page.getByLabel('身份证号码').fill(idNumber);
    await page.getByLabel('培训职业（工种）').selectOption({ index: 1 });
    await page.getByLabel('所在城市', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('就业状态').selectOption({ index: 1 });
    await page.getByLabel('文化程度').selectOption({ index: 1 });
  };
  await page.goto('/trainingRegistration');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('职业技能培训登记');

  await page.getByRole('button', { name: '提交登记' }).click();
  await expect(page.getByText('请输入姓名。')).toBeVisible();

  await fill();
  await page.getByRole('button', { name: '提交登记' }).click();
  await expect(page.getByText('登记成功')).toBeVisible();

  await page.getByRole('button', { name: '继续登记其他职业' }).click();
  await fill();
  await page.getByRole('button', { name: '提交登记' }).click();
  await expect(page.getByText('您已提交过该职业的报名，请勿重复提交。')).toBeVisible();
});
