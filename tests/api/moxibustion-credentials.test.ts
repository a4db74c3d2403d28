import { createHash, createPublicKey } from 'node:crypto';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import jsonwebtoken from 'jsonwebtoken';
import { extractJws } from '@/lib/credentials/claims';
import { presentation, verifySdJwt } from '@/lib/credentials/sd-jwt';
import { verifyCertificateJws, type PublishedKeySet } from '@/lib/credentials/verify';
import { newSigningKey } from '@/lib/server/credentials/keys';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertRegions } from '../helpers/fixtures';
import { idNumberFor, learnerWithToken, managerWithToken, type TestLearner } from '../helpers/learner-area';
import { seedAccess } from '../helpers/manage';
import { testSigningKey } from '../helpers/signing-key';
import { testBadgeKey } from '../helpers/badge-key';

// Signed moxibustion certificates seen by their holder (issue 22): a certificate issued on a
// learner's own enrolment is listed for that learner with the signed payload of its QR code, which
// verifies with the published keys; the public answer never carries that payload. The holder
// downloads it as an Open Badges 3.0 credential that jsonwebtoken, a library other than the signer's,
// verifies, and as an SD-JWT VC that presents the ID number only when the holder includes it; nobody
// else can download either.

let h: AccountsHarness;
let holder: TestLearner;
let other: TestLearner;
let manager: string;
let certNo: string;
let strangerCertNo: string;
const signingKey = testSigningKey();
const badgeKey = testBadgeKey();
const at = '2026-01-10T08:00:00.000Z';
const STRANGER_ID = idNumberFor(901);

async function enrol(userId: number | null, name: string, idNumber: string, n: number) {
  const row = await h.db
    .insertInto('moxibustion_enrollments')
    .values({ user_id: userId, name, gender: 2, phone: `1380000${String(n).padStart(4, '0')}`, id_number: idNumber, work_unit: '中医馆', city_code: '410100', batch: 'MX1', status: 'approved', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  signingKey.use({ keys: [await newSigningKey()] });
  await badgeKey.use();
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  manager = (await managerWithToken(h.db, ['moxibustion.view', 'moxibustion.review', 'moxibustion.certificates'])).token;
  [holder, other] = [await learnerWithToken(h.db, { verified: true }), await learnerWithToken(h.db, { verified: true })];
  const batch = await h.request('POST', '/manage/moxibustion/batches', {
    token: manager,
    json: {
      code: 'MX1', title: '艾灸技能培训MX1', level: '初级', city_code: '410100', venue: '实训楼三层', organizer: '郑州中医药职业学院', issuer: '河南省中医药学会',
      enroll_start: '2026-01-01', enroll_end: '2026-02-01', start_date: '2026-03-01', end_date: '2026-03-20', hours: 64, capacity: 10, fee_cents: 0, description: '<p>培训内容</p>',
    },
  });
  expect(batch.status).toBe(201);
  const mine = await enrol(holder.id, holder.realName, holder.idNumber, 1);
  const stranger = await enrol(null, '李春梅', STRANGER_ID, 2);
  const issued = await h.request('POST', '/manage/moxibustion/certificates', { token: manager, json: { enrollment_ids: [mine, stranger], issued_on: '2026-03-25' } });
  expect(issued.status).toBe(201);
  const byEnrolment = new Map<number, string>(issued.body.data.issued.map((c: { enrollment_id: number; cert_no: string }) => [c.enrollment_id, c.cert_no]));
  certNo = byEnrolment.get(mine)!;
  strangerCertNo = byEnrolment.get(stranger)!;
});

afterAll(async () => {
  await h.close();
  signingKey.restore();
  badgeKey.restore();
});

test("the holder's list carries the signed payload, which verifies with the published keys and carries nothing of the whole ID number", async () => {
  const answer = await h.request('GET', '/user/moxibustion-certificates', { token: holder.token });
  expect(answer.status).toBe(200);
  expect(answer.body.data).toHaveLength(1);
  const cert = answer.body.data[0];
  expect(cert).toMatchObject({
    cert_no: certNo, name: holder.realName, level: '初级', issuer: '河南省中医药学会', issued_on: '2026-03-25', status: 'valid',
    batch: { data: { code: 'MX1', title: '艾灸技能培训MX1' } }, signing_kid: expect.any(String),
  });
  expect(cert.id_number).not.toBe(holder.idNumber);
  expect(cert.check_url).toMatch(/^http:\/\/localhost:3000\/cerQuery#cert=/);

  const published: PublishedKeySet = (await h.request('GET', '/certificate-keys')).body;
  const checked = await verifyCertificateJws(extractJws(cert.check_url)!, published);
  expect(checked).toMatchObject({ ok: true, kid: cert.signing_kid, claims: { no: certNo, name: holder.realName, occ: '艾灸技能培训', occCode: null, level: '初级', issuer: '河南省中医药学会', date: '2026-03-25' } });
  if (!checked.ok) throw new Error('unreachable');
  expect(checked.claims).not.toHaveProperty('idh');
  expect(checked.payload).not.toContain(holder.idNumber);
  // The same payload the back office links to.
  const managed = await h.request('GET', `/manage/moxibustion/certificates?keyword=${certNo}`, { token: manager });
  expect(managed.body.data[0].check_path).toBe(`/cerQuery#cert=${extractJws(cert.check_url)}`);
});

test('the public answer names the certificate but never carries its payload; another learner lists nothing', async () => {
  const holderList = (await h.request('GET', '/user/moxibustion-certificates', { token: holder.token })).body.data;
  const jws = extractJws(holderList[0].check_url)!;
  const [, payload, signature] = jws.split('.');
  for (const path of [`/moxibustion/certificates/${certNo}`, `/moxibustion/certificates?cert_no=${certNo}`, `/certificate-credentials/${certNo}`]) {
    const answer = await h.request('GET', path);
    expect(answer.status).toBe(200);
    const text = JSON.stringify(answer.body);
    expect(text).toContain(certNo);
    expect(text).not.toContain(payload);
    expect(text).not.toContain(signature);
  }
  expect((await h.request('GET', '/user/moxibustion-certificates', { token: other.token })).body.data).toEqual([]);
  expect((await h.request('GET', '/user/moxibustion-certificates')).status).toBe(401);
});

test('the holder downloads an Open Badges 3.0 JWT that jsonwebtoken verifies with the JWK its kid names; a change breaks it', async () => {
  const answer = await h.request('GET', `/user/certificates/${certNo}/credential`, { token: holder.token });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toContain(`certificate-${certNo}.vc.jwt`);
  const jwt = answer.body as string;
  const header = decodeProtectedHeader(jwt);
  expect(Object.keys(header).sort()).toEqual(['alg', 'kid', 'typ']);
  expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT', kid: 'http://localhost:3000/.well-known/open-badges-keys/ob-test.json' });
  const jwk = (await h.request('GET', '/open-badges-keys/ob-test')).body;
  const key = createPublicKey({ key: jwk, format: 'jwk' });

  const vc = jsonwebtoken.verify(jwt, key, { algorithms: ['RS256'] }) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(vc.iss).toBe('did:web:localhost%3A3000');
  expect(vc.issuer.id).toBe(vc.iss);
  expect(vc['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
  expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  expect(vc.id).toBe(`http://localhost:3000/moxibustion/certificateInfo?cert_no=${certNo}`);
  expect(vc.jti).toBe(vc.id);
  expect(vc.name).toBe(`艾灸培训结业证书 ${certNo}`);
  expect(vc.validFrom).toBe('2026-03-25T00:00:00+08:00');
  expect(vc.sub).toMatch(/^urn:uuid:/);
  expect(vc.credentialSubject.id).toBe(vc.sub);
  expect(vc.credentialSubject.achievement).toMatchObject({ type: ['Achievement'], name: '艾灸技能培训 初级', criteria: { narrative: expect.any(String) } });
  expect(vc.credentialSubject.achievement.humanCode).toBeUndefined();
  expect(vc.credentialSubject.identifier).toEqual([{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: holder.realName }]);
  expect(vc.credentialStatus).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation' });
  const text = Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8');
  expect(text).not.toContain(holder.idNumber);
  expect(text).not.toContain(createHash('sha256').update(holder.idNumber).digest('hex'));

  const [head, payload, signature] = jwt.split('.');
  const forged = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace('初级', '高级')).toString('base64url');
  expect(() => jsonwebtoken.verify(`${head}.${forged}.${signature}`, key, { algorithms: ['RS256'] })).toThrow(/invalid signature/);
});

test('the holder presents the programme certificate as an SD-JWT VC, with the ID number only when they include it', async () => {
  const answer = await h.request('GET', `/user/certificates/${certNo}/sd-jwt`, { token: holder.token });
  expect(answer.status).toBe(200);
  const full = answer.body as string;
  const keys: PublishedKeySet = (await h.request('GET', '/certificate-keys')).body;
  // jose alone: the issuer's signature, then the one disclosure's digest among the signed ones.
  const [jwt, disclosure] = full.split('~');
  const { payload } = await jwtVerify(jwt, createLocalJWKSet(keys), { algorithms: ['EdDSA'], typ: 'dc+sd-jwt' });
  expect(payload).toMatchObject({
    vct: 'http://localhost:3000/credentials/moxibustion-training-certificate', cert_no: certNo, name: holder.realName,
    occupation: { name: '艾灸技能培训' }, level: '初级', issuing_body: '河南省中医药学会', issued_on: '2026-03-25',
  });
  expect(payload._sd).toContain(createHash('sha256').update(disclosure).digest('base64url'));
  expect(JSON.parse(Buffer.from(disclosure, 'base64url').toString('utf8')).slice(1)).toEqual(['id_number', holder.idNumber]);

  const without = presentation(full, false);
  expect(without).not.toContain(disclosure);
  expect(Buffer.from(without.split('.')[1], 'base64url').toString('utf8')).not.toContain(holder.idNumber);
  expect(await verifySdJwt(without, keys)).toMatchObject({ ok: true, disclosed: [], claims: { cert_no: certNo } });
  expect(await verifySdJwt(presentation(full, true), keys)).toMatchObject({ ok: true, disclosed: ['id_number'], claims: { id_number: holder.idNumber } });
});

test("another learner's, an account-less holder's and an unknown certificate are a 404; an anonymous download a 401", async () => {
  expect((await h.request('GET', `/user/certificates/${certNo}/credential`, { token: other.token })).status).toBe(404);
  expect((await h.request('GET', `/user/certificates/${strangerCertNo}/credential`, { token: holder.token })).status).toBe(404);
  expect((await h.request('GET', '/user/certificates/AJ1999000001/credential', { token: holder.token })).status).toBe(404);
  expect((await h.request('GET', `/user/certificates/${certNo}/credential`)).status).toBe(401);
  expect((await h.request('GET', `/user/certificates/${certNo}/sd-jwt`, { token: other.token })).status).toBe(404);
  expect((await h.request('GET', `/user/certificates/${strangerCertNo}/sd-jwt`, { token: holder.token })).status).toBe(404);
  expect((await h.request('GET', `/user/certificates/${certNo}/sd-jwt`)).status).toBe(401);
});
