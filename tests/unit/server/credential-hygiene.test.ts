/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { extractPublicKeyBytes } from 'did-jwt';
import { base64url } from 'jose';
import { CLAIMS_VERSION, type CertificateClaims } from '@/lib/credentials/claims';
import { verdictOf } from '@/lib/credentials/verdict';
import { signedWhileKeyValid, STATUS_LIST_TTL_MS, verifyCertificateJws, verifyRevocationJws, verifyStatusList } from '@/lib/credentials/verify';
import { didDocument, signStatusList } from '@/lib/server/credentials/documents';
import { reloadEnv } from '@/lib/env';
import {
  fileKeySet, forgetSigner, keyFilePath, newSigningKey, publishedKeys, rotateKeySet, signer, signerFrom, writeKeySet, type KeySet,
} from '@/lib/server/credentials/keys';
import { signCertificateClaims, signRevocation } from '@/lib/server/credentials/sign';

// Issue 30's credential hygiene: did.json's Multikey methods, a retired key's end date enforced on
// the signing time of payloads, notices and status lists, and the status list's time to live.

const SITE = 'https://px.example.cn';
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const claimsAt = (iat: number, idx = 17) =>
  ({
    v: CLAIMS_VERSION, no: 'S0000410000126400000123', name: '王小明', id: '4101**********123X', occ: '保育师', occCode: '4-10-01-05', level: 4,
    issuer: '郑州市职业技术学院', date: '2026-06-30', idx, iat,
  }) as CertificateClaims;

// A key in use from 2026-01-01, retired on 2027-01-01 by a rotation.
let old: KeySet;
let rotated: KeySet;
beforeAll(async () => {
  old = { keys: [await newSigningKey(new Date('2026-01-01T00:00:00Z'))] };
  rotated = await rotateKeySet(old, new Date('2027-01-01T00:00:00Z'));
});

describe('did.json', () => {
  it('publishes every key as a Multikey whose multibase decodes back to the JWK x', async () => {
    const doc = didDocument('https://px.example.cn:8443', publishedKeys(rotated));
    expect(doc['@context']).toEqual(['https://www.w3.org/ns/did/v1', 'https://w3id.org/security/multikey/v1']);
    expect(JSON.stringify(doc)).not.toContain('JsonWebKey2020');
    expect(doc.verificationMethod).toHaveLength(2);
    for (const [i, method] of doc.verificationMethod.entries()) {
      const key = rotated.keys[i];
      expect(method).toEqual({ id: `did:web:px.example.cn%3A8443#${key.kid}`, type: 'Multikey', controller: 'did:web:px.example.cn%3A8443', publicKeyMultibase: expect.stringMatching(/^z6Mk/) });
      // did-jwt's own multibase/multicodec reader, not ours.
      const { keyBytes, keyType } = extractPublicKeyBytes(method);
      expect(keyType).toBe('Ed25519');
      expect(base64url.encode(keyBytes)).toBe(key.x);
    }
    expect(doc.assertionMethod).toEqual(doc.verificationMethod.map((m) => m.id));
  });
});

describe("a key's period of use", () => {
  it('accepts what a key signed while in use, before and after its retirement', async () => {
    const signed = await signCertificateClaims(claimsAt(seconds('2026-06-30T08:00:00Z')), await signerFrom(old));
    expect(await verifyCertificateJws(signed.jws, publishedKeys(old))).toMatchObject({ ok: true });
    expect(await verifyCertificateJws(signed.jws, publishedKeys(rotated))).toMatchObject({ ok: true, kid: old.keys[0].kid });
  });

  it('refuses a payload its key signed after its valid_until or before its valid_from', async () => {
    const retiredKey = await signerFrom(old);
    for (const at of ['2027-01-02T00:00:00Z', '2025-12-31T00:00:00Z']) {
      const { jws } = await signCertificateClaims(claimsAt(seconds(at)), retiredKey);
      expect(await verifyCertificateJws(jws, publishedKeys(rotated))).toEqual({ ok: false, problem: 'key_period', kid: old.keys[0].kid });
    }
    // The new key signs from the rotation on.
    const { jws } = await signCertificateClaims(claimsAt(seconds('2027-01-02T00:00:00Z')), await signerFrom(rotated));
    expect(await verifyCertificateJws(jws, publishedKeys(rotated))).toMatchObject({ ok: true, kid: rotated.keys[0].kid });
  });

  it('allows five minutes of clock difference at either end, and nothing without a signing time once the key is retired', () => {
    const keys = publishedKeys(rotated);
    const kid = old.keys[0].kid;
    expect(signedWhileKeyValid(keys, kid, seconds('2027-01-01T00:04:59Z'))).toBe(true);
    expect(signedWhileKeyValid(keys, kid, seconds('2027-01-01T00:05:01Z'))).toBe(false);
    expect(signedWhileKeyValid(keys, kid, seconds('2025-12-31T23:55:01Z'))).toBe(true);
    expect(signedWhileKeyValid(keys, kid, undefined)).toBe(false);
    expect(signedWhileKeyValid(publishedKeys(old), kid, undefined)).toBe(true);
    expect(signedWhileKeyValid(keys, 'no-such-key', seconds('2026-06-30T00:00:00Z'))).toBe(false);
  });

  it('refuses a revocation notice signed by a retired key after its end', async () => {
    const notice = { no: 'S0000410000126400000123', at: '2026-11-20T02:00:00.000Z', reason: '证书信息登记有误' };
    const inUse = await signRevocation({ ...notice, iat: seconds('2026-11-20T02:00:00Z') } as typeof notice, await signerFrom(old));
    expect(await verifyRevocationJws(inUse.jws, publishedKeys(rotated), notice.no)).toMatchObject({ reason: '证书信息登记有误' });
    const late = await signRevocation({ ...notice, iat: seconds('2027-02-01T00:00:00Z') } as typeof notice, await signerFrom(old));
    expect(await verifyRevocationJws(late.jws, publishedKeys(rotated), notice.no)).toBeNull();
    const undated = await signRevocation(notice, await signerFrom(old));
    expect(await verifyRevocationJws(undated.jws, publishedKeys(old), notice.no)).not.toBeNull();
    expect(await verifyRevocationJws(undated.jws, publishedKeys(rotated), notice.no)).toBeNull();
  });
});

describe('payloads of the earlier format', () => {
  it('a genuine v1 payload (ID binding, no signing time) is outdated: an amber verdict, not a forgery', async () => {
    const v1 = { ...claimsAt(seconds('2026-06-30T08:00:00Z')), v: 1, idh: 'h'.repeat(22), salt: 's'.repeat(16) } as Record<string, unknown>;
    delete v1.iat;
    const { jws } = await signCertificateClaims(v1 as CertificateClaims, await signerFrom(old));
    const signature = await verifyCertificateJws(jws, publishedKeys(old));
    expect(signature).toEqual({ ok: false, problem: 'outdated', kid: old.keys[0].kid });
    expect(verdictOf({ signature, register: 'offline', statusList: null, notice: null })).toMatchObject({ outcome: 'outdated', signature: 'unsupported' });
  });
});

describe("the status list's time to live", () => {
  const signedAt = new Date('2026-06-30T08:00:00Z');
  const hours = (n: number) => new Date(signedAt.getTime() + n * 3_600_000);

  it('states validUntil and ttl a day after it was signed, and is stale past that', async () => {
    const jwt = await signStatusList(SITE, [17], signedAt, await signerFrom(old));
    const payload = JSON.parse(new TextDecoder().decode(base64url.decode(jwt.split('.')[1])));
    expect(payload).toMatchObject({ validFrom: '2026-06-30T08:00:00.000Z', validUntil: '2026-07-01T08:00:00.000Z', credentialSubject: { ttl: 86_400_000 } });
    expect(STATUS_LIST_TTL_MS).toBe(86_400_000);
    expect(await verifyStatusList(jwt, publishedKeys(old), hours(23))).toMatchObject({ stale: false, validUntil: '2026-07-01T08:00:00.000Z' });
    expect(await verifyStatusList(jwt, publishedKeys(old), hours(25))).toMatchObject({ stale: true });
  });

  it('a stale list still shows a revocation, but not that a certificate is not revoked', async () => {
    const jwt = await signStatusList(SITE, [17], signedAt, await signerFrom(old));
    const signer = await signerFrom(old);
    const verdictFor = async (idx: number, at: Date) => {
      const signature = await verifyCertificateJws((await signCertificateClaims(claimsAt(seconds('2026-06-30T07:00:00Z'), idx), signer)).jws, publishedKeys(old));
      return verdictOf({ signature, register: 'offline', statusList: await verifyStatusList(jwt, publishedKeys(old), at), notice: null });
    };
    expect(await verdictFor(18, hours(1))).toMatchObject({ outcome: 'valid', status: 'valid' });
    expect(await verdictFor(18, hours(25))).toMatchObject({ outcome: 'unconfirmed', status: 'unknown', staleList: '2026-07-01T08:00:00.000Z' });
    expect(await verdictFor(17, hours(25))).toMatchObject({ outcome: 'revoked', status: 'revoked' });
    expect(await verdictFor(17, hours(25))).not.toHaveProperty('staleList');
  });

  it('a list signed by a retired key after its end does not verify', async () => {
    const late = await signStatusList(SITE, [], new Date('2027-01-02T00:00:00Z'), await signerFrom(old));
    expect(await verifyStatusList(late, publishedKeys(rotated), new Date('2027-01-02T01:00:00Z'))).toBeNull();
    const fresh = await signStatusList(SITE, [], new Date('2027-01-02T00:00:00Z'), await signerFrom(rotated));
    expect(await verifyStatusList(fresh, publishedKeys(rotated), new Date('2027-01-02T01:00:00Z'))).toMatchObject({ stale: false });
  });
});

describe('the key file', () => {
  it('is read again once cert:rotate-key has replaced it, so a running server stops signing with the retired key', async () => {
    const saved = { DATABASE_URL: process.env.DATABASE_URL, CERT_SIGNING_KEY: process.env.CERT_SIGNING_KEY };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cert-reload-'));
    process.env.DATABASE_URL = `file:${path.join(dir, 'app.db')}`;
    delete process.env.CERT_SIGNING_KEY;
    reloadEnv();
    forgetSigner();
    try {
      await signer(); // creates the file, then reads it once more
      const first = await signer();
      expect(await signer()).toBe(first);
      const file = keyFilePath();
      writeKeySet(file, await rotateKeySet(await fileKeySet(file)));
      const second = await signer();
      expect(second.kid).not.toBe(first.kid);
      expect(second.published.keys.map((k) => k.kid)).toEqual([second.kid, first.kid]);
      expect(second.published.keys[1].valid_until).toEqual(expect.any(String));
      expect(await signer()).toBe(second);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      reloadEnv();
      forgetSigner();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
