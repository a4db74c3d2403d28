import fs from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { currentE2eServer } from '../../../playwright.config';

// Shared by the auth-*.spec.ts files: fresh learners, SMS codes from the log driver, small PNGs.
/** The SMS log of this worker's server. */
export const smsLog = () => path.resolve(currentE2eServer().smsLog);
export const LEARNER_PASSWORD = 'Learn3r-Pass';
/** Seeded by lib/server/db/seed/learners.ts (not verified), password E2E_DEMO_PASSWORD. */
export const DEMO_LEARNER_PHONE = '13900000003';

let lastSuffix = Math.floor(Math.random() * 10_000);

/**
 * 1770000xxxx, the suffix counted on from a random start, so every test has its own account: a worker
 * has its server and database to itself, and two random suffixes met now and then (a failed sign-up).
 */
export function freshPhone(): string {
  lastSuffix = (lastSuffix + 1) % 10_000;
  return `1770000${String(lastSuffix).padStart(4, '0')}`;
}

/** The newest code the server's log driver wrote for this phone and purpose. */
export async function readSmsCode(phone: string, purpose: 'register' | 'login'): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const file = smsLog();
      const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
      const hits = lines
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg?: string; phone?: string; purpose?: string; code?: string })
        .filter((e) => e.msg === 'sms' && e.phone === phone && e.purpose === purpose);
      code = hits.at(-1)?.code;
      return code;
    }, { timeout: 10_000 })
    .toBeTruthy();
  return code!;
}

/** Cookie-carrying writes must look same-origin to the proxy, as the browser's own fetches do. */
function originOf(baseURL: string) {
  return { origin: new URL(baseURL).origin };
}

/** Registers a learner through the API (for tests about something else); signs in `request`'s cookie jar. */
/**
 * The address a test learner signs up from: each its own, as real learners' are. The browser suite's
 * server trusts one proxy hop (playwright.config.ts), so X-Forwarded-For names it; from 127.0.0.1 alone
 * the suite's sign-ups would meet the per-address sign-up limit part way through the run.
 */
function signUpAddress(phone: string): string {
  const n = Number(phone.slice(-6));
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function registerLearner(request: APIRequestContext, baseURL: string, phone = freshPhone(), password = LEARNER_PASSWORD) {
  const headers = { ...originOf(baseURL), 'x-forwarded-for': signUpAddress(phone) };
  const codeAnswer = await request.post('/api/v1/verification-codes/register', { data: { phone, app_id: 10004 }, headers });
  expect(codeAnswer.status()).toBe(201);
  const { verification_key } = (await codeAnswer.json()) as { verification_key: string };
  const code = await readSmsCode(phone, 'register');
  const registered = await request.post('/api/v1/user/register', {
    data: { phone, password, verification_key, verification_code: code, app_id: 10004 },
    headers,
  });
  expect(registered.status()).toBe(201);
  return { phone, password };
}

export async function useChinese(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL }]);
}

/**
 * Signs a browser context in as a learner through the API, as the form's request does, for specs
 * about something else (no page load of /user/login and of the page it leads to). The form itself is
 * tested in auth-learner.spec.ts, safe-redirect.spec.ts and learner-journey.spec.ts.
 */
export async function signInLearner(context: BrowserContext, baseURL: string, phone: string, password: string) {
  const answer = await context.request.post('/api/v1/authorizations', {
    headers: originOf(baseURL),
    data: { username: phone, password, guard: 'api', app_id: 10004 },
  });
  expect(answer.status(), `signing in ${phone}`).toBe(201);
}

/** Logs in through the real form. */
export async function loginThroughUi(page: Page, phone: string, password: string, query = '') {
  await page.goto(`/user/login${query}`);
  await page.getByLabel('手机号/用户名').fill(phone);
  await page.getByLabel('密码').fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** A valid GB 11643 number for a given birth date. */
export function idNumberFor(birth = '19900101', area = '410102', seq = '123'): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const first17 = `${area}${birth}${seq}`;
  const sum = [...first17].reduce((acc, d, i) => acc + Number(d) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A real w×h RGB PNG in one colour, built in memory. */
export function makePng(width = 8, height = 8, rgb: [number, number, number] = [56, 97, 168]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
