/** @jest-environment node */
import { extractSdJwt, presentation, presentationUrl, readDisclosure, verifySdJwt } from '@/lib/credentials/sd-jwt';
import type { CertificateClaims } from '@/lib/credentials/claims';
import { newSigningKey, publishedKeys, rotateKeySet, signerFrom } from '@/lib/server/credentials/keys';
import { holderId } from '@/lib/server/credentials/open-badges';
import { issueSdJwtVc } from '@/lib/server/credentials/sd-jwt-vc';

// The SD-JWT VC as issued (@sd-jwt) and as the check page reads it (lib/credentials/sd-jwt.ts):
// the salts, a retired key's signing period, what a scanner hands over, and the holder identifier.

const SITE = 'https://px.example.cn';
const ID = '41010519900307002X';
const claims: CertificateClaims = {
  v: 2, no: 'S000041000152650000427', name: '王丽娟', id: '4101**********002X', occ: '育婴员', occCode: '4-10-01-03', level: 4,
  issuer: '郑州市职业技能培训学校', date: '2026-06-30', idx: 98_765, iat: 1_780_000_000,
};

test('every disclosure salt is 128 bits or more and differs between issues', async () => {
  const set = { keys: [await newSigningKey()] };
  const signer = await signerFrom(set);
  const salts = new Set<string>();
  for (let i = 0; i < 20; i++) {
    const [, disclosure] = (await issueSdJwtVc(SITE, claims, ID, 'skills', new Date(), signer)).split('~');
    const read = readDisclosure(disclosure)!;
    expect(read).toMatchObject({ name: 'id_number', value: ID });
    expect(Buffer.from(read.salt, 'base64url').length).toBeGreaterThanOrEqual(16);
    salts.add(read.salt);
  }
  expect(salts.size).toBe(20);
});

test('a presentation signed after its key was retired is refused; before, it verifies', async () => {
  const first = { keys: [await newSigningKey(new Date('2026-01-01T00:00:00Z'))] };
  const old = await signerFrom(first);
  const rotated = publishedKeys(await rotateKeySet(first, new Date('2026-06-01T00:00:00Z')));
  const before = presentation(await issueSdJwtVc(SITE, claims, ID, 'skills', new Date('2026-05-01T00:00:00Z'), old), false);
  const after = presentation(await issueSdJwtVc(SITE, claims, ID, 'skills', new Date('2026-07-01T00:00:00Z'), old), false);
  expect(await verifySdJwt(before, rotated)).toMatchObject({ ok: true, claims: { iss: SITE, level: '四级/中级工' } });
  expect(await verifySdJwt(after, rotated)).toEqual({ ok: false, problem: 'key_period' });
});

test('the presentation is found in the check address, its fragment or bare; anything else is not one', async () => {
  const signer = await signerFrom({ keys: [await newSigningKey()] });
  const shown = presentation(await issueSdJwtVc(SITE, claims, ID, 'moxibustion', new Date(), signer), true);
  expect(extractSdJwt(presentationUrl(SITE, shown))).toBe(shown);
  expect(extractSdJwt(`#sdjwt=${shown}`)).toBe(shown);
  expect(extractSdJwt(` ${shown}\n`)).toBe(shown);
  expect(extractSdJwt(shown.slice(0, -1))).toBeNull();
  expect(extractSdJwt('https://px.example.cn/cerQuery#cert=a.b.c')).toBeNull();
  expect(await verifySdJwt('not~an~sd-jwt', publishedKeys(signer.set))).toEqual({ ok: false, problem: 'malformed' });
});

test('the holder identifier is a urn:uuid, stable for one account, different between accounts, and not the account uuid', () => {
  const account = '7d9f3c1e-5b2a-4c8d-9e0f-1a2b3c4d5e6f';
  expect(holderId(account)).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(holderId(account)).toBe(holderId(account));
  expect(holderId(account)).not.toBe(holderId('0b7a6c5d-4e3f-4a2b-8c1d-0e9f8a7b6c5d'));
  expect(holderId(account)).not.toContain(account);
});
