import { createHash, pbkdf2Sync } from 'node:crypto';
import QRCode from 'qrcode';
import { extractJws } from '@/lib/credentials/claims';
import { hasEnumLabel, operationModuleKey } from '@/lib/format/enum-labels';
import { verifyCertificateJws, type PublishedKeySet } from '@/lib/credentials/verify';
import { seedDatabase } from '@/lib/server/db/seed';
import { newSigningKey } from '@/lib/server/credentials/keys';
import { signCertificate } from '@/lib/server/services/certificate-credentials';
import { renderCertificatePdf } from '@/lib/server/certificates/pdf';
import { myCertificatePdfInput } from '@/lib/server/services/my-certificates';
import { HOLDER_CHECK_PER_CERTIFICATE, HOLDER_CHECK_PER_IP } from '@/lib/server/app-context';
import { accountsHarness, learnerLogin, managerLogin, type AccountsHarness } from '../helpers/accounts';
import { idLeaks, pdfImages, pngRgb, type LeakContext } from '../helpers/id-leaks';
import { testSigningKey } from '../helpers/signing-key';

// Issue 30, for a demo certificate: nothing an outsider can obtain confirms a guess of the holder's
// ID number. Each artefact (the register's answers, the lookup, the learner's list and links, the
// QR payload, the PDF, the holder check) is searched with every recipe that once leaked, recomputed
// with the holder's real number, and no field named content_hash, idh, salt or identityHash may be in it.

const ADMIN_PASSWORD = 'Admin-Secret-2026';
const DEMO_PASSWORD = 'Demo-Secret-2026';
const DEMO_LEARNER = '13900000001';
const SEED_TIMEOUT = 180_000;
const signingKey = testSigningKey();

let h: AccountsHarness;
let learner: string;
let cert: { id: number; cert_no: string; holder_name: string; id_number: string; level: number; issuer: string; issued_on: string; code: string };
let ctx: LeakContext;
let addressSeq = 0;
const from = () => ({ 'x-forwarded-for': `10.30.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}` });

/**
 * Signs what these tests read, one certificate at a time as `npm run cert:sign` does: the demo learner's
 * certificates, the first ten others and the first programme certificate. Signing all 5,000 demo
 * certificates took most of this file's time and is covered by the signing tests.
 */
async function signCertificatesRead(userId: number, at: string) {
  const skills = await h.db
    .selectFrom('certificates')
    .select('id')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('id', 'in', eb.selectFrom('certificates').select('id').orderBy('id').limit(10))]))
    .orderBy('id')
    .execute();
  for (const { id } of skills) await signCertificate(h.db, 'skills', id, null, at);
  const moxibustion = await h.db.selectFrom('moxibustion_certificates').select('id').orderBy('id').executeTakeFirstOrThrow();
  await signCertificate(h.db, 'moxibustion', moxibustion.id, null, at);
}

beforeAll(async () => {
  signingKey.use({ keys: [await newSigningKey()] });
  h = await accountsHarness();
  await seedDatabase(h.db, { province: '410000', adminPassword: ADMIN_PASSWORD, demoPassword: DEMO_PASSWORD, uploadDir: h.uploadDir, storage: h.storage });
  const user = await h.db.selectFrom('users').select('id').where('phone', '=', DEMO_LEARNER).executeTakeFirstOrThrow();
  await signCertificatesRead(user.id, new Date().toISOString());
  cert = await h.db
    .selectFrom('certificates as c')
    .innerJoin('occupations as o', 'o.id', 'c.occupation_id')
    .select(['c.id', 'c.cert_no', 'c.holder_name', 'c.id_number', 'c.level', 'c.issuer', 'c.issued_on', 'o.code'])
    .where('c.user_id', '=', user.id)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  ctx = { idNumber: cert.id_number, contentStrings: [[cert.cert_no, cert.holder_name, cert.id_number, cert.code, String(cert.level), cert.issuer, cert.issued_on].join('|')] };
  learner = (await learnerLogin(h, DEMO_LEARNER, DEMO_PASSWORD)).body.access_token;
}, SEED_TIMEOUT);

afterAll(async () => {
  await h?.close();
  signingKey.restore();
});

test('the search finds each recipe that used to leak (so an empty result means something)', () => {
  expect(cert.id_number).toMatch(/^\d{17}[\dX]$/);
  const salt = 'c2FsdHNhbHRzYWx0';
  const old = {
    content_hash: createHash('sha256').update(ctx.contentStrings![0]).digest('hex'),
    qr: { idh: pbkdf2Sync(cert.id_number, Buffer.from(salt, 'base64url'), 10_000, 16, 'sha256').toString('base64url'), salt },
    wallet: { identityHash: `sha256$${createHash('sha256').update(`${cert.id_number}${salt}`).digest('hex')}`, salt },
  };
  const found = idLeaks(old, ctx).join('\n');
  for (const recipe of ['sha256 of the content string', 'PBKDF2 of the ID number', 'sha256 of the ID number + ', 'a field named content_hash', 'a field named idh']) {
    expect(found).toContain(recipe);
  }
  // Renamed fields are still caught by their values.
  expect(idLeaks({ fingerprint: old.content_hash }, ctx)).not.toEqual([]);
  expect(idLeaks({ bound: old.qr.idh, nonce: salt }, ctx)).not.toEqual([]);
});

test('the anonymous register: GET /certificates/{no}, both lookups and the signed register entry', async () => {
  const shown = await h.request('GET', `/certificates/${cert.cert_no}`, { headers: from() });
  expect(shown.status).toBe(200);
  expect(shown.body.data).toMatchObject({ cert_no: cert.cert_no, content_intact: true });
  expect(idLeaks(shown.body, ctx)).toEqual([]);

  const byNumber = await h.request('GET', `/certificate-queries?cert_no=${cert.cert_no}`, { headers: from() });
  expect(byNumber.body.data).toHaveLength(1);
  expect(idLeaks(byNumber.body, ctx)).toEqual([]);
  const byHolder = await h.request('POST', '/certificate-queries', { json: { name: cert.holder_name, id_number: cert.id_number }, headers: from() });
  expect(byHolder.body.data.map((c: { cert_no: string }) => c.cert_no)).toContain(cert.cert_no);
  expect(idLeaks(byHolder.body, ctx)).toEqual([]);

  const entry = await h.request('GET', `/certificate-credentials/${cert.cert_no}`, { headers: from() });
  expect(entry.status).toBe(200);
  expect(idLeaks(entry.body, ctx)).toEqual([]);
});

test('the learner\'s list: verify_url is the number alone, and the signed QR payload carries no ID-derived value', async () => {
  const list = await h.request('GET', '/user/certificates', { token: learner });
  const mine = list.body.data.find((c: { cert_no: string }) => c.cert_no === cert.cert_no);
  expect(mine.verify_url).toBe(`http://localhost:3000/cerQuery?cert_no=${cert.cert_no}`);
  expect(idLeaks(list.body, ctx)).toEqual([]);

  const jws = extractJws(mine.check_url)!;
  const keys = (await h.request('GET', '/certificate-keys')).body as PublishedKeySet;
  const checked = await verifyCertificateJws(jws, keys);
  if (!checked.ok) throw new Error(`the payload does not verify: ${checked.problem}`);
  expect(checked.claims).toMatchObject({ v: 2, no: cert.cert_no, id: `${cert.id_number.slice(0, 4)}**********${cert.id_number.slice(-4)}` });
  // iat: the signing time in seconds; idx: a random place in the status list, not the row id.
  expect(checked.claims.iat).toBeGreaterThan(Date.parse('2026-01-01') / 1000);
  expect(Number.isInteger(checked.claims.idx)).toBe(true);
  expect(Object.keys(JSON.parse(checked.payload)).sort()).toEqual(['date', 'iat', 'id', 'idx', 'issuer', 'level', 'name', 'no', 'occ', 'occCode', 'v']);
  expect(idLeaks(checked.payload, ctx)).toEqual([]);
});

test('the PDF: what it prints carries no ID-derived value, and its QR code is exactly the checked payload', async () => {
  const input = await myCertificatePdfInput(h.db, (await h.db.selectFrom('users').select('id').where('phone', '=', DEMO_LEARNER).executeTakeFirstOrThrow()).id, cert.cert_no, 'http://localhost:3000');
  expect(input).not.toHaveProperty('contentHash');
  expect(idLeaks(input, ctx)).toEqual([]);

  expect((await h.request('GET', `/user/certificates/${cert.cert_no}/pdf`, { token: learner })).status).toBe(200);
  // The route draws this input (my-certificates.ts); drawn here too, to read its bytes.
  const bytes = await renderCertificatePdf(input);
  expect(bytes.toString('latin1')).not.toMatch(/\/Keywords/);
  // The QR code drawn with the PDF's own settings from the check URL: the same pixels are in the PDF.
  const { width, rgb } = pngRgb(await QRCode.toBuffer(input.checkUrl!, { errorCorrectionLevel: 'M', margin: 1, width: 480 }));
  expect(pdfImages(bytes, width).some((image) => image.equals(rgb))).toBe(true);
  expect(idLeaks(input.checkUrl, ctx)).toEqual([]);
});

test('a programme (moxibustion) certificate: the public answer and its payload carry nothing either', async () => {
  const mox = await h.db.selectFrom('moxibustion_certificates').select(['id', 'cert_no', 'id_number']).orderBy('id').executeTakeFirstOrThrow();
  const moxCtx = { idNumber: mox.id_number };
  const shown = await h.request('GET', `/moxibustion/certificates/${mox.cert_no}`, { headers: from() });
  expect(shown.status).toBe(200);
  expect(idLeaks(shown.body, moxCtx)).toEqual([]);
  const row = await h.db.selectFrom('certificate_credentials').select('jws').where('kind', '=', 'moxibustion').where('certificate_id', '=', mox.id).executeTakeFirstOrThrow();
  expect(idLeaks(row.jws, moxCtx)).toEqual([]);
});

test('status list indexes are random and unique, not the order of issue', async () => {
  const rows = await h.db.selectFrom('certificate_credentials').select(['id', 'status_index']).orderBy('id').execute();
  expect(rows.length).toBeGreaterThan(5);
  const indexes = rows.map((r) => r.status_index!);
  expect(new Set(indexes).size).toBe(rows.length);
  expect(indexes.every((i) => Number.isInteger(i) && i >= 0 && i < 131_072)).toBe(true);
  expect(indexes.filter((index, i) => index === rows[i].id).length).toBeLessThan(2);
  const sorted = [...indexes].sort((a, b) => a - b);
  expect(indexes).not.toEqual(sorted);
});

describe('POST /certificates/{no}/holder-check', () => {
  const check = (idNumber: unknown, headers: Record<string, string> = from(), certNo = cert.cert_no) =>
    h.request('POST', `/certificates/${certNo}/holder-check`, { json: { id_number: idNumber }, headers });

  test('answers only yes or no, with nothing derived from the number', async () => {
    const yes = await check(` ${cert.id_number.toLowerCase()} `);
    expect(yes.status).toBe(200);
    expect(yes.body).toEqual({ data: { match: true } });
    const other = `${cert.id_number.slice(0, 6)}19800101${cert.id_number.slice(14, 17)}`;
    const valid = (await import('@/lib/validation/id-number')).idNumberCheckChar(other);
    const no = await check(`${other}${valid}`);
    expect(no.body).toEqual({ data: { match: false } });
    expect(idLeaks(yes.body, ctx)).toEqual([]);
    expect(idLeaks(no.body, ctx)).toEqual([]);
    expect((await check(cert.id_number, from(), 'S999999999999999999999')).status).toBe(404);
  });

  test('a malformed number is a 422 with a field message, and a number in the URL is not read', async () => {
    for (const bad of ['123', `${cert.id_number.slice(0, 17)}${cert.id_number[17] === '0' ? '1' : '0'}`, '', 42]) {
      const answer = await check(bad);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors)).toEqual(['id_number']);
    }
    const inQuery = await h.request('POST', `/certificates/${cert.cert_no}/holder-check?id_number=${cert.id_number}`, { json: {}, headers: from() });
    expect(inQuery.status).toBe(422);
    expect((await h.request('POST', '/certificates/abc/holder-check', { json: { id_number: cert.id_number }, headers: from() })).status).toBe(422);
  });

  test('is limited per address and per certificate (429 with Retry-After), and every check is logged without the number', async () => {
    const address = { 'x-forwarded-for': '10.31.0.1' };
    const mox = await h.db.selectFrom('moxibustion_certificates').select('cert_no').orderBy('id').executeTakeFirstOrThrow();
    for (let i = 0; i < HOLDER_CHECK_PER_IP.points; i++) expect((await check(cert.id_number, address, mox.cert_no)).status).toBe(200);
    const limited = await check(cert.id_number, address, mox.cert_no);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.message).toBe('核对次数过多，请稍后再试。');

    // Spread over many addresses, the certificate's own allowance still runs out.
    const [other] = await h.db.selectFrom('certificates').select('cert_no').where('id', '!=', cert.id).orderBy('id').limit(1).execute();
    const statuses: number[] = [];
    for (let i = 0; i <= HOLDER_CHECK_PER_CERTIFICATE.points; i++) statuses.push((await check(cert.id_number, from(), other.cert_no)).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);

    const logs = await h.db.selectFrom('operation_logs').selectAll().where('module', '=', 'certificates/holder-check').orderBy('id').execute();
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['match', 'no_match', 'not_found', 'limited']));
    expect(logs.find((l) => l.action === 'limited')).toMatchObject({ manager_id: null, status_code: 429, ip: '10.31.0.1', method: 'POST' });
    for (const log of logs) expect(idLeaks(log, ctx)).toEqual([]);
    expect(JSON.parse(logs[0].params!)).toEqual({ cert_no: cert.cert_no, result: 'match' });
    // The operation log page names them in words (证书 · 持证人核对：一致 …).
    expect(logs.filter((l) => !hasEnumLabel('operationModule', operationModuleKey(l.module)) || !hasEnumLabel('operationAction', l.action))).toEqual([]);

    // The back office reads them in the operation log.
    const admin = (await managerLogin(h, 'admin', ADMIN_PASSWORD)).body.access_token;
    const shown = await h.request('GET', '/manage/logs/operations?module=certificates/holder-check&per_page=50', { token: admin });
    expect(shown.status).toBe(200);
    expect(shown.body.data.length).toBe(logs.length);
    expect(idLeaks(shown.body, ctx)).toEqual([]);
  });
});
