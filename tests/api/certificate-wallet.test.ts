import { createHash, createPublicKey } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import jsonwebtoken from 'jsonwebtoken';
import { presentation, verifySdJwt } from '@/lib/credentials/sd-jwt';
import type { PublishedKeySet } from '@/lib/credentials/verify';
import { newSigningKey, publishedKeys } from '@/lib/server/credentials/keys';
import { accountsHarness, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { examWorld } from '../helpers/career';
import { insertCertificate } from '../helpers/fixtures';
import { testBadgeKey } from '../helpers/badge-key';
import { testSigningKey } from '../helpers/signing-key';

// The learner's two wallet credentials, each checked by a library other than the one that made it.
// Open Badges 3.0 (JWT proof, RS256), signed with jose: verified with auth0's jsonwebtoken against the
// JWK at the URL its header names, and held to Open Badges 3.0 §8.2's header and claim rules.
// SD-JWT VC, issued with the OpenWallet Foundation's @sd-jwt: verified here with jose and the
// disclosure digests recomputed by hand (SD-JWT §7.1), then tried as an outsider would try to confirm
// a guess of the ID number from a presentation without the ID disclosure.

let h: AccountsHarness;
let mine: string;
let theirs: string;
let otherId: number;
let occupationId: number;
const signingKey = testSigningKey();
const badgeKey = testBadgeKey();
const ID = '41010519900307002X';
const CERT = 'S000041000010264000001';
const REVOKED = 'S000041000010264000002';
const SITE = 'http://localhost:3000';

beforeAll(async () => {
  signingKey.use({ keys: [await newSigningKey()] });
  await badgeKey.use();
  h = await accountsHarness();
  const w = await examWorld(h.db);
  const me = await createLearner(h.db);
  const other = await createLearner(h.db);
  [otherId, occupationId] = [other.id, w.occupationId];
  [mine, theirs] = await Promise.all([tokenFor(h, 'learner', me.phone), tokenFor(h, 'learner', other.phone)]);
  // Registered before signatures existed: the download signs it on the way.
  const base = { occupation_id: w.occupationId, user_id: me.id, holder_name: '王丽娟', id_number: ID, level: 4, issuer: '郑州市职业技能培训学校', issued_on: '2026-06-30' };
  await insertCertificate(h.db, { ...base, cert_no: CERT });
  await insertCertificate(h.db, { ...base, cert_no: REVOKED, status: 'revoked', revoked_reason: '考核违规' });
});

afterAll(async () => {
  await h.close();
  signingKey.restore();
  badgeKey.restore();
});

const b64json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

async function openBadge(certNo = CERT, token = mine) {
  const answer = await h.request('GET', `/user/certificates/${certNo}/credential`, { token });
  expect(answer.status).toBe(200);
  // Open Badges 3.0, Document Format: a VC-JWT web resource is text/plain, its file a .jwt.
  expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${certNo}.vc.jwt"`);
  return answer.body as string;
}

/** The key a strict Open Badges verifier dereferences: the kid URL, answered by the site's route for it. */
async function badgeJwk(kid: string) {
  const prefix = `${SITE}/.well-known/open-badges-keys/`;
  expect(kid.startsWith(prefix) && kid.endsWith('.json')).toBe(true);
  const answer = await h.request('GET', `/open-badges-keys/${kid.slice(prefix.length, -'.json'.length)}`);
  expect(answer.status).toBe(200);
  return answer.body as Record<string, string>;
}

test('the Open Badges 3.0 export is a JWT of §8.2 that jsonwebtoken verifies with the JWK its kid names', async () => {
  const jwt = await openBadge();
  const header = decodeProtectedHeader(jwt);
  expect(Object.keys(header).sort()).toEqual(['alg', 'kid', 'typ']);
  expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT' });
  const jwk = await badgeJwk(String(header.kid));
  expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
  expect(Object.keys(jwk).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);

  const vc = jsonwebtoken.verify(jwt, createPublicKey({ key: jwk, format: 'jwk' }), { algorithms: ['RS256'] }) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(vc['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
  expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  expect(vc.iss).toBe(vc.issuer.id);
  expect(vc.issuer).toMatchObject({ id: 'did:web:localhost%3A3000', type: ['Profile'] });
  expect(vc.jti).toBe(vc.id);
  expect(vc.nbf * 1000).toBe(Date.parse(vc.validFrom));
  expect(vc.validFrom).toBe('2026-06-30T00:00:00+08:00');
  expect(vc.sub).toBe(vc.credentialSubject.id);
  expect(vc.sub).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(vc.credentialSubject.achievement).toMatchObject({ type: ['Achievement'], name: '育婴员（4-10-01-03） 四级/中级工', humanCode: '4-10-01-03', criteria: { narrative: expect.any(String) } });
  expect(vc.credentialSubject.identifier).toEqual([{ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: '王丽娟' }]);
  expect(vc.credentialStatus).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation', statusListCredential: `${SITE}/.well-known/certificate-status.jwt` });
  expect(vc.credentialSchema).toEqual([{ id: 'https://purl.imsglobal.org/spec/ob/v3p0/schema/json/ob_v3p0_achievementcredential_schema.json', type: '1EdTechJsonSchemaValidator2019' }]);

  // Nothing of the ID number: not the number, and no SHA-256 of it, salted with any value the credential holds or not.
  const text = Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8');
  const values = JSON.stringify(vc).match(/"[^"]*"/g)!.map((v) => JSON.parse(v) as string);
  expect(text).not.toContain(ID);
  expect(text).not.toContain(ID.slice(6, 14));
  for (const salt of ['', ...values]) {
    const d = digest(`${ID}${salt}`);
    for (const form of [d.toString('hex'), d.toString('base64'), d.toString('base64url')]) expect(text).not.toContain(form);
  }
});

test('the holder identifier is the same in every download and differs between learners; a change breaks the signature', async () => {
  const [a, b] = [await openBadge(), await openBadge(REVOKED)];
  expect(b64json(a.split('.')[1]).sub).toBe(b64json(b.split('.')[1]).sub);
  await insertCertificate(h.db, { occupation_id: occupationId, user_id: otherId, cert_no: 'S000041000010264000003', holder_name: '李春梅', id_number: '410105199201011234' });
  expect(b64json((await openBadge('S000041000010264000003', theirs)).split('.')[1]).sub).not.toBe(b64json(a.split('.')[1]).sub);
  const jwk = await badgeJwk(String(decodeProtectedHeader(a).kid));
  const [header, payload, signature] = a.split('.');
  const forged = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace('四级/中级工', '一级/高级技师')).toString('base64url');
  expect(() => jsonwebtoken.verify(`${header}.${forged}.${signature}`, createPublicKey({ key: jwk, format: 'jwk' }), { algorithms: ['RS256'] })).toThrow(/invalid signature/);
  expect((await h.request('GET', '/open-badges-keys/ob-unknown')).status).toBe(404);
});

async function sdJwt(certNo = CERT, token = mine) {
  const answer = await h.request('GET', `/user/certificates/${certNo}/sd-jwt`, { token });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/dc+sd-jwt');
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  return answer.body as string;
}

const published = async () => (await h.request('GET', '/certificate-keys')).body as PublishedKeySet;

/** SD-JWT §7.1 by hand: the issuer's signature with jose, then each disclosure's digest among the signed ones. */
async function verifyByHand(presented: string) {
  const [jwt, ...rest] = presented.split('~');
  expect(rest.at(-1)).toBe('');
  const { payload, protectedHeader } = await jwtVerify(jwt, createLocalJWKSet(await published()), { algorithms: ['EdDSA'], typ: 'dc+sd-jwt' });
  expect(payload._sd_alg).toBe('sha-256');
  const disclosures = rest.slice(0, -1).map((d) => ({ encoded: d, digest: digest(d).toString('base64url'), value: JSON.parse(Buffer.from(d, 'base64url').toString('utf8')) as [string, string, unknown] }));
  for (const d of disclosures) expect(payload._sd).toContain(d.digest);
  return { payload: payload as Record<string, any>, header: protectedHeader, disclosures }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

test('the SD-JWT VC verifies with jose and hand-made disclosure digests; its one disclosure, the ID number, has a 128-bit salt', async () => {
  const full = await sdJwt();
  const { payload, header, disclosures } = await verifyByHand(full);
  expect(header).toMatchObject({ alg: 'EdDSA', typ: 'dc+sd-jwt', kid: (await published()).keys[0].kid });
  expect(payload).toMatchObject({
    iss: SITE, vct: `${SITE}/credentials/vocational-skills-certificate`, iat: expect.any(Number),
    cert_no: CERT, name: '王丽娟', occupation: { name: '育婴员', code: '4-10-01-03' }, level: '四级/中级工', issuing_body: '郑州市职业技能培训学校', issued_on: '2026-06-30',
    status: { status_list: { idx: expect.any(Number), uri: `${SITE}/.well-known/certificate-status-list.jwt` } },
  });
  expect(payload.id_number).toBeUndefined();
  expect(disclosures.map((d) => d.value.slice(1))).toEqual([['id_number', ID]]);
  for (const d of disclosures) expect(Buffer.from(d.value[0], 'base64url').length).toBeGreaterThanOrEqual(16);
  // Fresh salts at every download: two copies share no digest.
  const again = await verifyByHand(await sdJwt());
  expect(again.payload._sd).not.toEqual(payload._sd);
});

test('without the ID disclosure no value in the presentation confirms a guess of the number; with it the number verifies', async () => {
  const full = await sdJwt();
  const without = presentation(full, false);
  expect(without.split('~')).toHaveLength(2);
  const { payload } = await verifyByHand(without);
  const values = [without, ...without.split(/[.~]/), ...JSON.stringify(payload).match(/"[^"]*"/g)!.map((v) => JSON.parse(v) as string)];
  const salts = values.filter((v) => /^[A-Za-z0-9_-]{22,}$/.test(v));
  const guesses = [digest(ID), ...salts.map((s) => digest(`${ID}${s}`)), ...salts.map((s) => digest(Buffer.from(JSON.stringify([s, 'id_number', ID])).toString('base64url')))];
  for (const d of guesses) for (const form of [d.toString('hex'), d.toString('base64'), d.toString('base64url')]) expect(values.some((v) => v.includes(form))).toBe(false);
  expect(without).not.toContain(ID);
  expect(Buffer.from(without.split('.')[1], 'base64url').toString('utf8')).not.toContain(ID);

  const keys = await published();
  const shown = await verifySdJwt(without, keys);
  expect(shown).toMatchObject({ ok: true, disclosed: [], claims: { cert_no: CERT, name: '王丽娟' } });
  expect(shown.ok && shown.claims.id_number).toBe(undefined);

  const withId = presentation(full, true);
  expect(withId).toBe(full);
  const byHand = await verifyByHand(withId);
  expect(byHand.disclosures[0].value[2]).toBe(ID);
  expect(await verifySdJwt(withId, keys)).toMatchObject({ ok: true, disclosed: ['id_number'], claims: { id_number: ID } });
});

test('a disclosure the issuer did not sign, one given twice, or a changed payload is refused', async () => {
  const full = await sdJwt();
  const keys = await published();
  const [jwt, disclosure] = full.split('~');
  const forged = Buffer.from(JSON.stringify([JSON.parse(Buffer.from(disclosure, 'base64url').toString())[0], 'id_number', '410105199003070011'])).toString('base64url');
  expect(await verifySdJwt(`${jwt}~${forged}~`, keys)).toEqual({ ok: false, problem: 'disclosure' });
  expect(await verifySdJwt(`${jwt}~${disclosure}~${disclosure}~`, keys)).toEqual({ ok: false, problem: 'disclosure' });
  const [header, body, signature] = jwt.split('.');
  const changed = Buffer.from(Buffer.from(body, 'base64url').toString('utf8').replace('王丽娟', '王丽丽')).toString('base64url');
  expect(await verifySdJwt(`${header}.${changed}.${signature}~`, keys)).toEqual({ ok: false, problem: 'signature' });
  expect(await verifySdJwt(`${jwt}~`, publishedKeys({ keys: [await newSigningKey()] }))).toEqual({ ok: false, problem: 'unknown_key' });
});

test("the SD-JWT's status refers to a signed Token Status List that marks the revoked certificate", async () => {
  const index = async (certNo: string) => (await verifyByHand(presentation(await sdJwt(certNo), false))).payload.status.status_list.idx as number;
  const [valid, revoked] = [await index(CERT), await index(REVOKED)];
  const answer = await h.request('GET', '/certificate-status-list');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/statuslist+jwt');
  const { payload } = await jwtVerify(answer.body as string, createLocalJWKSet(await published()), { algorithms: ['EdDSA'], typ: 'statuslist+jwt' });
  expect(payload).toMatchObject({ sub: `${SITE}/.well-known/certificate-status-list.jwt`, iss: SITE, ttl: expect.any(Number), status_list: { bits: 1 } });
  const bits = inflateSync(Buffer.from((payload.status_list as { lst: string }).lst, 'base64url'));
  // Token Status List: status i is bit i % 8 of byte i / 8, least significant first.
  const bit = (i: number) => (bits[Math.floor(i / 8)] >> i % 8) & 1;
  expect([bit(valid), bit(revoked)]).toEqual([0, 1]);
  expect(bits.length * 8).toBeGreaterThanOrEqual(131_072);
  expect((await h.request('GET', '/jwt-vc-issuer')).body).toEqual({ issuer: SITE, jwks_uri: `${SITE}/.well-known/certificate-keys.json` });
});

test("another learner's certificate is a 404 and an anonymous download a 401, for both credentials", async () => {
  for (const kind of ['credential', 'sd-jwt']) {
    expect((await h.request('GET', `/user/certificates/${CERT}/${kind}`, { token: theirs })).status).toBe(404);
    expect((await h.request('GET', `/user/certificates/${CERT}/${kind}`)).status).toBe(401);
  }
});
