import QRCode from 'qrcode';
import { expect, test, type Locator, type Page } from './fixtures';
import { E2E_DEMO_PASSWORD } from '../../playwright.config';
import { signInLearner, useChinese } from './helpers/auth';

// 出示证书 on a phone: the seeded verified learner presents a certificate from /user/cert without and
// then with the ID number. Each time the QR code shown is the check page's address with the
// presentation in its fragment (the image's modules are those of a code of that address), the file
// downloads with the same presentation, and that address opens the check page's verdict, which shows
// the ID number only in the second case.

const VERIFIED_LEARNER = '13900000001'; // seeded with real-name verification approved and certificates

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.beforeEach(async ({ context, baseURL }) => useChinese(context, baseURL!));

/** The modules of a QR code of `url` as QRCode.create lays them out (medium error correction, as QrImage draws it): '1' dark. */
const expectedModules = (url: string) => Array.from(QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.data, (d) => (d ? '1' : '0')).join('');

/** The modules of the QR image on the page, read at each module's centre (the image has a one-module margin). */
async function qrModules(img: Locator, url: string): Promise<string> {
  const size = QRCode.create(url, { errorCorrectionLevel: 'M' }).modules.size;
  return img.evaluate(async (element: HTMLImageElement, n: number) => {
    await element.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [element.naturalWidth, element.naturalHeight];
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    const scale = element.naturalWidth / (n + 2);
    let bits = '';
    for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) bits += context.getImageData(Math.floor((x + 1.5) * scale), Math.floor((y + 1.5) * scale), 1, 1).data[0] < 128 ? '1' : '0';
    return bits;
  }, size);
}

/** What the dialog shows now: the QR image's address, the file, and the check page's verdict at that address. */
async function present(page: Page, certNo: string, withId: boolean, baseURL: string) {
  const dialog = page.getByTestId('presentation-dialog');
  const figure = dialog.getByTestId('presentation-qr');
  await expect(figure).toHaveAttribute('data-with-id', String(withId));
  const href = (await dialog.getByTestId('presentation-open').getAttribute('href'))!;
  expect(href).toMatch(/^\/cerQuery#sdjwt=[\w.~-]+$/);
  const url = `${new URL(baseURL).origin}${href}`;
  const qr = figure.getByRole('img', { name: `证书 ${certNo} 的出示二维码` });
  await expect(qr).toBeVisible();
  expect(await qrModules(qr, url)).toBe(expectedModules(url));

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载出示文件' }).click()]);
  expect(download.suggestedFilename()).toBe(`certificate-${certNo}${withId ? '-with-id' : ''}.sd-jwt`);
  const file = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(file).toBe(href.slice('/cerQuery#sdjwt='.length));

  const check = await page.context().newPage();
  await check.goto(url);
  const verdict = check.getByTestId('sd-jwt-check');
  await expect(verdict).toHaveAttribute('data-outcome', 'valid');
  await expect(verdict).toContainText('证书有效');
  await expect(verdict.getByTestId('sd-jwt-certNo')).toContainText(certNo);
  const idCell = await verdict.getByTestId('sd-jwt-idNumber').innerText();
  await check.close();
  return { file, idCell };
}

test('the learner presents a certificate without, then with, the ID number: QR, file and the check page agree', async ({ page, baseURL }) => {
  await signInLearner(page.context(), baseURL!, VERIFIED_LEARNER, E2E_DEMO_PASSWORD);
  await page.goto('/user/cert');
  const card = page.getByTestId('certificate-card').first();
  const certNo = (await card.locator('dd .font-mono').first().innerText()).trim();
  expect(certNo).toMatch(/^S\d{21}$/);

  // The whole number, as the learner's own full SD-JWT discloses it: what the second case must show.
  const full = await page.request.get(`/api/v1/user/certificates/${certNo}/sd-jwt`, { headers: { appid: '10004' } });
  expect(full.status()).toBe(200);
  const idNumber = JSON.parse(Buffer.from((await full.text()).split('~')[1], 'base64url').toString('utf8'))[2] as string;
  expect(idNumber).toMatch(/^\d{17}[\dX]$/);

  await card.getByRole('button', { name: '出示证书' }).click();
  const dialog = page.getByTestId('presentation-dialog');
  await expect(dialog.getByRole('heading', { name: `出示证书 ${certNo}` })).toBeVisible();
  const withId = dialog.getByTestId('presentation-with-id');
  await expect(withId).not.toBeChecked();

  const without = await present(page, certNo, false, baseURL!);
  expect(without.idCell).toContain('持证人未出示');
  expect(without.file.split('~')).toHaveLength(2);
  expect(Buffer.from(without.file.split('.')[1], 'base64url').toString('utf8')).not.toContain(idNumber);

  await withId.check();
  const shown = await present(page, certNo, true, baseURL!);
  expect(shown.idCell).toContain(idNumber);
  expect(shown.file.startsWith(without.file)).toBe(true);
  expect(shown.file.split('~')).toHaveLength(3);

  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();
});
