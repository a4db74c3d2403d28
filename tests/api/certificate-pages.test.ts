import { randomBytes } from 'node:crypto';
import { NextRequest } from 'next/server';
import { lookupCertificate } from '@/lib/api/queries/certificates';
import { reloadEnv } from '@/lib/env';
import { enableStep } from '@/lib/server/request-hooks/chain';
import { clientAddress } from '@/lib/server/request-hooks/client-address';
import { closeResources } from '@/lib/server/runtime/lifecycle';
import { proxyRequest } from '@/lib/server/proxy/handler';
import { certificateContentHash } from '@/lib/server/services/certificate-hash';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { insertOccupation, STAMP } from '@/tests/helpers/fixtures';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';

// A certificate by number, the way visitors reach it: the server-rendered page (/cerQuery?cert_no=…)
// and the /api/v1 proxy, both in front of the built-in API. Each view counts against the visitor's
// per-address lookup limit (20 a minute), so the sequential numbers cannot be walked through either.

let mockVisitor: string | undefined;
jest.mock('next/headers', () => ({ headers: async () => new Headers(mockVisitor ? { 'x-forwarded-for': mockVisitor } : {}) }));

const CERT_NO = 'S000041000012630000001';
// The built-in API counts in Redis under its usual prefix when REDIS_URL is set: addresses of this run only.
const address = () => `198.19.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
let testDb: TestDb;
let unsettle: () => void;

beforeAll(async () => {
  // As instrumentation does in the Next server: the address in X-Forwarded-For is the one resolved from the socket.
  unsettle = enableStep('client-address', clientAddress(0));
  testDb = await createTestDb();
  process.env.DATABASE_URL = testDb.url;
  delete process.env.API_UPSTREAM_URL;
  reloadEnv();
  const occupationId = await insertOccupation(testDb.db, { code: '4-10-01-03', name: '保育师' });
  const holder = `41010219900307123${idNumberCheckChar('41010219900307123')}`;
  const fields = { certNo: CERT_NO, holderName: '张伟', idNumber: holder, occupationCode: '4-10-01-03', level: 3, issuer: '郑州职业技能培训学校', issuedOn: '2026-01-05' };
  await testDb.db.insertInto('certificates').values({
    cert_no: CERT_NO, holder_name: '张伟', id_number: holder, level: 3, issuer: fields.issuer, issued_on: fields.issuedOn, status: 'valid', revoked_reason: null,
    content_hash: certificateContentHash(fields), user_id: null, occupation_id: occupationId, organization_id: null, class_id: null, exam_result_id: null,
    replaces_id: null, created_at: STAMP, updated_at: STAMP,
  }).execute();
});

afterAll(async () => {
  unsettle();
  // The in-process API opened the accounts runtime too (Redis, when REDIS_URL is set), not only the database.
  await closeResources();
  await testDb.destroy();
});

test('the certificate page counts each view against its visitor’s limit, read fresh each time', async () => {
  mockVisitor = address();
  for (let i = 0; i < 20; i++) expect((await lookupCertificate({ cert_no: CERT_NO })).kind).toBe('found');
  expect(await lookupCertificate({ cert_no: CERT_NO })).toEqual({ kind: 'limited', certNo: CERT_NO });
  expect(await lookupCertificate({ cert_no: 'S999999999999999999999' })).toEqual({ kind: 'limited', certNo: 'S999999999999999999999' });
  mockVisitor = address();
  expect((await lookupCertificate({ cert_no: CERT_NO })).kind).toBe('found');
  expect(await lookupCertificate({ cert_no: 'S999999999999999999999' })).toEqual({ kind: 'missing', certNo: 'S999999999999999999999' });
});

test('through the /api/v1 proxy the 21st lookup in a minute from one address is a 429', async () => {
  const visitor = address();
  const get = (ip: string) => proxyRequest(new NextRequest(`http://localhost:3000/api/v1/certificates/${CERT_NO}`, { headers: { 'x-forwarded-for': ip } }));
  for (let i = 0; i < 20; i++) expect((await get(visitor)).status).toBe(200);
  const limited = await get(visitor);
  expect(limited.status).toBe(429);
  expect(await limited.json()).toMatchObject({ message: '查询过于频繁，请稍后再试。', status_code: 429 });
  expect((await get(address())).status).toBe(200);
});
