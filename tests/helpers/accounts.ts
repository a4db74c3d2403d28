import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import md5 from 'md5';
import { createApiApp } from '@/lib/server/api/app';
import { hashPassword } from '@/lib/server/auth/passwords';
import { createAppContext, installAppContext, type AppContext } from '@/lib/server/app-context';
import { logSmsDriver } from '@/lib/server/sms';
import type { Db } from '@/lib/server/db';
import { localStorage, type Storage } from '@/lib/server/storage';
import { readStored, startS3Server, testStorageDriver, type S3Server } from './s3-server';
import { createTestDb, type TestDb } from './test-db';

export const PASSWORD = 'abc12345';
export const CLIENT_SECRET = 'test-client-secret-0123456789';

export type Call = {
  json?: unknown;
  form?: FormData;
  /** A body sent as it is, e.g. malformed JSON. */
  raw?: { body: string | Uint8Array<ArrayBuffer>; type: string };
  token?: string;
  headers?: Record<string, string>;
};
export type Answer<T = any> = { status: number; body: T; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any

export type AccountsHarness = TestDb & {
  rt: AppContext;
  smsFile: string;
  uploadDir: string;
  /** Where this harness's uploads go: UPLOAD_DIR's folder, or a bucket on a test S3 server (TEST_STORAGE=s3). */
  storage: Storage;
  /** The test S3 server when the harness runs on the S3 driver. */
  s3?: S3Server;
  /** A stored object's bytes, or null when there is none (on either driver). */
  stored: (key: string) => Promise<Buffer | null>;
  /** Moves the accounts clock (codes, lockout, tokens) forward. */
  advance: (ms: number) => void;
  request: (method: string, url: string, call?: Call) => Promise<Answer>;
  /** The code most recently texted to phone by the log driver, from its file. */
  lastCode: (phone: string) => string | undefined;
  smsCount: (phone: string) => number;
  close: () => Promise<void>;
};

export type HarnessOptions = {
  redisUrl?: string; prefix?: string; clientSecret?: string | null; apiCacheSeconds?: number;
  /** A copy of the demo seed (tests/helpers/seeded-template.ts: DEMO_SEED) instead of an empty database. */
  seeded?: boolean;
};

/** A fresh database plus an accounts runtime with a temp SMS log, temp uploads and a movable clock. */
export async function accountsHarness(options: HarnessOptions = {}): Promise<AccountsHarness> {
  const testDb = await createTestDb({ seeded: options.seeded });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-'));
  const smsFile = path.join(dir, 'sms', 'sms.log');
  const uploadDir = path.join(dir, 'uploads');
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const prefix = options.prefix ?? `test-${randomBytes(6).toString('hex')}`;
  const s3 = testStorageDriver() === 's3' ? await startS3Server() : undefined;
  const storage = s3 ? s3.storage() : localStorage(uploadDir);
  const redisUrl = 'redisUrl' in options ? options.redisUrl : process.env.REDIS_URL;
  const rt = createAppContext({
    db: testDb.db, redisUrl, prefix, now,
    sms: logSmsDriver({ file: smsFile, write: () => undefined, now }),
    managerClient: { id: '2', secret: options.clientSecret === null ? undefined : (options.clientSecret ?? CLIENT_SECRET) },
    uploadDir, storage, province: '410000',
  });
  installAppContext(testDb.db, rt);
  const app = createApiApp({ db: () => testDb.db, cacheSeconds: options.apiCacheSeconds });
  const lines = () =>
    fs.existsSync(smsFile)
      ? fs.readFileSync(smsFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as { phone: string; code: string })
      : [];
  return {
    ...testDb,
    rt, smsFile, uploadDir, storage, s3,
    stored: async (key) => ((await storage.head(key)) ? readStored(storage, key) : null),
    advance: (ms) => { offset += ms; },
    async request(method, url, call = {}) {
      const headers: Record<string, string> = { ...call.headers };
      // Like separate visitors: per-address limits apply only where a test names the address, in the
      // X-Forwarded-For the server in front of the API writes (lib/server/client-address.ts).
      if (!Object.keys(headers).some((k) => k.toLowerCase() === 'x-forwarded-for')) headers['x-forwarded-for'] = randomAddress();
      if (call.token) headers.authorization = `Bearer ${call.token}`;
      let body: BodyInit | undefined;
      if (call.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(call.json);
      } else if (call.form) body = call.form;
      else if (call.raw) {
        headers['content-type'] = call.raw.type;
        body = call.raw.body;
      }
      const response = await app.request(`/api/v1${url}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try { parsed = text ? JSON.parse(text) : null; } catch { /* binary or text body */ }
      return { status: response.status, body: parsed, headers: response.headers };
    },
    lastCode: (phone) => lines().filter((l) => l.phone === phone).at(-1)?.code,
    smsCount: (phone) => lines().filter((l) => l.phone === phone).length,
    async close() {
      await rt.close();
      if (redisUrl) await clearRedisPrefix(redisUrl, prefix);
      await testDb.destroy();
      await storage.close();
      await s3?.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function clearRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 200);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

let sequence = 0;

function randomAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}
const STAMP = '2026-01-10T08:00:00.000Z';

// argon2id is slow on purpose (tens of milliseconds of processor time a hash): accounts this file
// makes with the same password share one hash, which verifies for each as its own would.
const hashes = new Map<string, Promise<string>>();
function sharedHash(plain: string): Promise<string> {
  let hashed = hashes.get(plain);
  if (!hashed) hashes.set(plain, (hashed = hashPassword(plain)));
  return hashed;
}

export async function createLearner(db: Db, values: { phone?: string; password?: string; status?: string; mustChangePassword?: boolean } = {}): Promise<{ id: number; phone: string }> {
  const phone = values.phone ?? `1380000${String(++sequence).padStart(4, '0')}`;
  const row = await db
    .insertInto('users')
    .values({
      uuid: randomUUID(), phone, name: '张三', avatar: null, gender: 1, education: null, city_code: '410100',
      password_hash: await sharedHash(values.password ?? PASSWORD), status: values.status ?? 'active', must_change_password: values.mustChangePassword ? 1 : 0,
      last_login_at: null, created_at: STAMP, updated_at: STAMP,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, phone };
}

export async function ensureRole(db: Db, name: string, title = name): Promise<number> {
  const found = await db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirst();
  if (found) return found.id;
  const row = await db
    .insertInto('roles')
    .values({ name, title, description: null, created_at: STAMP, updated_at: STAMP })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A manager whose stored hash covers MD5(password), as the seed writes them. */
export async function createManager(
  db: Db,
  values: { username?: string; password?: string; roles?: string[]; status?: string; organizationId?: number | null; mustChangePassword?: boolean } = {},
): Promise<{ id: number; username: string }> {
  const username = values.username ?? `manager${++sequence}`;
  const row = await db
    .insertInto('managers')
    .values({
      username, password_hash: await sharedHash(md5(values.password ?? PASSWORD)), name: '李管理', avatar: null, introduction: '简介',
      phone: null, organization_id: values.organizationId ?? null, province_code: '410000', city_code: '410100', area_code: '410105',
      status: values.status ?? 'active', must_change_password: values.mustChangePassword ? 1 : 0, settings: null, last_login_at: null, created_at: STAMP, updated_at: STAMP,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const role of values.roles ?? []) {
    await db.insertInto('manager_roles').values({ manager_id: row.id, role_id: await ensureRole(db, role) }).execute();
  }
  return { id: row.id, username };
}

export const learnerLogin = (h: AccountsHarness, username: string, password = PASSWORD) =>
  h.request('POST', '/authorizations', { json: { username, password, guard: 'api', app_id: '10004' } });

export const managerLogin = (h: AccountsHarness, username: string, password = PASSWORD, extra: Record<string, unknown> = {}) =>
  h.request('POST', '/authorizations', {
    json: { username, password: md5(password), client_id: '2', client_secret: CLIENT_SECRET, grant_type: 'password', ...extra },
  });

export async function tokenFor(h: AccountsHarness, kind: 'learner' | 'manager', username: string): Promise<string> {
  const answer = kind === 'learner' ? await learnerLogin(h, username) : await managerLogin(h, username);
  if (answer.status !== 201) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.access_token as string;
}

export const count = async (db: Db, table: 'users' | 'user_verified_data' | 'files' | 'login_logs' | 'access_tokens' | 'verification_codes') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
