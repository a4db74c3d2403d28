/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { base64url } from 'jose';
import { CLAIMS_VERSION, checkUrl, extractJws, type CertificateClaims } from '@/lib/credentials/claims';
import { statusBit, verifyCertificateJws, verifyRevocationJws, verifyStatusList } from '@/lib/credentials/verify';
import { encodeStatusList, signStatusList } from '@/lib/server/credentials/documents';
import { fileKeySet, KeySetError, newSigningKey, parseKeySet, publishedKeys, rotateKeySet, signerFrom, type KeySet } from '@/lib/server/credentials/keys';
import { signCertificateClaims, signRevocation } from '@/lib/server/credentials/sign';

// Certificate signatures (issue 22): round trip, tampering, wrong and rotated keys, claims without
// any binding of the ID number (issue 30), the status list and the key store.

const ID = '41010519900307123X';

async function claimsFor(): Promise<CertificateClaims> {
  return {
    v: CLAIMS_VERSION, no: 'S0000410000126400000123', name: '王小明', id: '4101**********123X',
    occ: '保育师', occCode: '4-10-01-05', level: 4, issuer: '郑州市职业技术学院', date: '2026-06-30', idx: 17, iat: Math.floor(Date.now() / 1000),
  };
}

let set: KeySet;
beforeAll(async () => {
  set = { keys: [await newSigningKey()] };
});

test('a signed payload verifies against the published keys and gives back its claims', async () => {
  const claims = await claimsFor();
  const signed = await signCertificateClaims(claims, await signerFrom(set));
  const checked = await verifyCertificateJws(signed.jws, publishedKeys(set));
  expect(checked).toEqual({ ok: true, claims, kid: set.keys[0].kid, payload: signed.payload });
  expect(publishedKeys(set).keys[0]).not.toHaveProperty('d');
  expect(extractJws(checkUrl('https://px.example.cn', signed.jws))).toBe(signed.jws);
  expect(extractJws(`  ${signed.jws}\n`)).toBe(signed.jws);
  expect(extractJws('https://px.example.cn/cerQuery?cert_no=S0000410000126400000123')).toBeNull();
});

test('changing any one field of the payload breaks the signature', async () => {
  const claims = await claimsFor();
  const { jws } = await signCertificateClaims(claims, await signerFrom(set));
  const [header, , signature] = jws.split('.');
  const changed: Record<keyof CertificateClaims, unknown> = {
    v: 3, no: 'S0000410000126400000124', name: '王小敏', id: '4101**********1234',
    occ: '育婴员', occCode: '4-10-01-02', level: 3, issuer: '洛阳市阳光职业培训学校', date: '2026-07-01', idx: 18, iat: 1_782_777_601, prev: 'S0000410000126400000001',
  };
  for (const [field, value] of Object.entries(changed)) {
    const forged = { ...claims, [field]: value };
    const payload = base64url.encode(new TextEncoder().encode(JSON.stringify(forged)));
    const result = await verifyCertificateJws(`${header}.${payload}.${signature}`, publishedKeys(set));
    expect({ field, ok: result.ok }).toEqual({ field, ok: false });
    expect(result).toMatchObject({ problem: 'signature' });
  }
  // One character of the signature changed, always to a different one (a fixed replacement would match 1 time in 64).
  const tampered = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
  expect(await verifyCertificateJws(`${header}.${jws.split('.')[1]}.${tampered}`, publishedKeys(set))).toMatchObject({ ok: false });
  expect(await verifyCertificateJws('not-a-jws', publishedKeys(set))).toEqual({ ok: false, problem: 'malformed' });
});

test('a payload signed with another key fails, whether or not that key reuses a published id', async () => {
  const stranger = await newSigningKey();
  const { jws } = await signCertificateClaims(await claimsFor(), await signerFrom({ keys: [{ ...stranger, kid: set.keys[0].kid }] }));
  expect(await verifyCertificateJws(jws, publishedKeys(set))).toMatchObject({ ok: false, problem: 'signature' });
  const unknown = await signCertificateClaims(await claimsFor(), await signerFrom({ keys: [stranger] }));
  expect(await verifyCertificateJws(unknown.jws, publishedKeys(set))).toMatchObject({ ok: false, problem: 'unknown_key', kid: stranger.kid });
});

test('after a rotation the new key signs and what the old key signed still verifies', async () => {
  const before = await signCertificateClaims(await claimsFor(), await signerFrom(set));
  const rotated = await rotateKeySet(set, new Date('2027-01-01T00:00:00Z'));
  const after = await signerFrom(rotated);
  expect(after.kid).not.toBe(set.keys[0].kid);
  expect(rotated.keys[1]).toMatchObject({ kid: set.keys[0].kid, valid_until: '2027-01-01T00:00:00.000Z' });
  expect(rotated.keys[1]).not.toHaveProperty('d');
  // Signed after the rotation (issue 30: a payload's iat must fall in its key's period).
  const fresh = await signCertificateClaims({ ...(await claimsFor()), iat: Date.parse('2027-01-02T00:00:00Z') / 1000 }, after);
  expect(await verifyCertificateJws(before.jws, publishedKeys(rotated))).toMatchObject({ ok: true, kid: set.keys[0].kid });
  expect(await verifyCertificateJws(fresh.jws, publishedKeys(rotated))).toMatchObject({ ok: true, kid: after.kid });
  expect(await verifyCertificateJws(fresh.jws, publishedKeys(set))).toMatchObject({ ok: false, problem: 'unknown_key' });
});

test('a payload carries its signing time and nothing derived from the ID number; a v1 payload with a binding is refused', async () => {
  const signer = await signerFrom(set);
  const claims = await claimsFor();
  const { payload } = await signCertificateClaims(claims, signer);
  expect(Object.keys(JSON.parse(payload)).sort()).toEqual(['date', 'iat', 'id', 'idx', 'issuer', 'level', 'name', 'no', 'occ', 'occCode', 'v']);
  expect(payload).not.toContain(ID);
  const v1 = { ...claims, v: 1, idh: base64url.encode(new Uint8Array(16)), salt: 'c2FsdHNhbHRzYWx0' } as unknown as CertificateClaims;
  const { iat: _iat, ...noTime } = claims;
  // A genuine v1 payload is 'outdated' (an amber "no longer accepted"); a current one with a binding or without its time is malformed.
  for (const [old, problem] of [[v1, 'outdated'], [{ ...v1, v: CLAIMS_VERSION }, 'claims'], [noTime, 'claims']] as [CertificateClaims, string][]) {
    const { jws } = await signCertificateClaims(old, signer);
    expect(await verifyCertificateJws(jws, publishedKeys(set))).toMatchObject({ ok: false, problem });
  }
});

test('a revocation notice verifies for its own certificate only', async () => {
  const { jws } = await signRevocation({ no: 'S0000410000126400000123', at: '2026-11-20T02:00:00.000Z', reason: '证书信息登记有误', by: 'S0000410000126400000124' }, await signerFrom(set));
  expect(await verifyRevocationJws(jws, publishedKeys(set), 'S0000410000126400000123')).toMatchObject({ reason: '证书信息登记有误', by: 'S0000410000126400000124' });
  expect(await verifyRevocationJws(jws, publishedKeys(set), 'S0000410000126400000999')).toBeNull();
  const payload = await signCertificateClaims(await claimsFor(), await signerFrom(set));
  expect(await verifyRevocationJws(payload.jws, publishedKeys(set), 'S0000410000126400000123')).toBeNull();
});

test('the status list is a signed Bitstring Status List whose set bits are exactly the revoked indexes', async () => {
  const original = process.env.CERT_SIGNING_KEY;
  process.env.CERT_SIGNING_KEY = JSON.stringify(set);
  const { reloadEnv } = await import('@/lib/env');
  const { forgetSigner } = await import('@/lib/server/credentials/keys');
  reloadEnv();
  forgetSigner();
  try {
    const jwt = await signStatusList('https://px.example.cn', [0, 17, 131_071]);
    const list = await verifyStatusList(jwt, publishedKeys(set));
    expect(list?.url).toBe('https://px.example.cn/.well-known/certificate-status.jwt');
    expect(list!.bits.length * 8).toBe(131_072);
    expect([0, 1, 16, 17, 18, 131_071].map((i) => statusBit(list!.bits, i))).toEqual([true, false, false, true, false, true]);
    expect(statusBit(list!.bits, 131_072)).toBeNull();
    expect(await verifyStatusList(jwt, publishedKeys({ keys: [await newSigningKey()] }))).toBeNull();
    expect(encodeStatusList([200_000]).startsWith('u')).toBe(true);
  } finally {
    if (original === undefined) delete process.env.CERT_SIGNING_KEY;
    else process.env.CERT_SIGNING_KEY = original;
    reloadEnv();
    forgetSigner();
  }
});

test('without CERT_SIGNING_KEY a key file is made once and reused; a bad key set is refused with a clear line', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cert-keys-'));
  try {
    const file = path.join(dir, 'nested', 'keys.json');
    const [a, b] = await Promise.all([fileKeySet(file), fileKeySet(file)]);
    expect(a.keys[0].kid).toBe(b.keys[0].kid);
    expect((await fileKeySet(file)).keys[0].kid).toBe(a.keys[0].kid);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['keys.json']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(() => parseKeySet('nope', 'CERT_SIGNING_KEY')).toThrow(KeySetError);
  expect(() => parseKeySet(JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'a', kid: 'k' }), 'CERT_SIGNING_KEY')).toThrow(/not an Ed25519 JWK/);
  const { d: _d, ...publicOnly } = set.keys[0];
  expect(() => parseKeySet(JSON.stringify(publicOnly), 'CERT_SIGNING_KEY')).toThrow(/no key has a private part/);
  expect(parseKeySet(JSON.stringify(set.keys[0]), 'CERT_SIGNING_KEY').keys[0].kid).toBe(set.keys[0].kid);
});
