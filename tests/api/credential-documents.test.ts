import { extractPublicKeyBytes } from 'did-jwt';
import { base64url, decodeProtectedHeader } from 'jose';
import { STATUS_LIST_TTL_MS, verifyStatusList, type PublishedKeySet } from '@/lib/credentials/verify';
import { newSigningKey, rotateKeySet } from '@/lib/server/credentials/keys';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { testSigningKey } from '../helpers/signing-key';

// The issuer's public documents as the API serves them (issue 30): the status list signed at each
// request with a day's validity, and did.json's keys as Multikey methods that decode to the JWK set.

let h: AccountsHarness;
const signingKey = testSigningKey();

beforeAll(async () => {
  signingKey.use(await rotateKeySet({ keys: [await newSigningKey(new Date('2026-01-01T00:00:00Z'))] }, new Date('2026-06-01T00:00:00Z')));
  h = await accountsHarness();
});

afterAll(async () => {
  signingKey.restore();
  await h.destroy();
});

const keys = async () => (await h.request('GET', '/certificate-keys')).body as PublishedKeySet;

test('the status list is signed when asked for, valid for a day from then, and not kept by caches longer than a minute', async () => {
  const before = Date.now();
  const answer = await h.request('GET', '/certificate-status');
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
  const list = await verifyStatusList(answer.body as string, await keys());
  expect(list).toMatchObject({ stale: false });
  const signedAt = Date.parse(list!.validFrom);
  expect(signedAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
  expect(Date.parse(list!.validUntil!) - signedAt).toBe(STATUS_LIST_TTL_MS);
  const payload = JSON.parse(new TextDecoder().decode(base64url.decode((answer.body as string).split('.')[1])));
  expect(payload.credentialSubject.ttl).toBe(STATUS_LIST_TTL_MS);
  // A day and a minute later, the same list no longer says that a certificate is not revoked.
  expect(await verifyStatusList(answer.body as string, await keys(), new Date(signedAt + STATUS_LIST_TTL_MS + 60_000))).toMatchObject({ stale: true });
});

test('did.json names each published key as a Multikey whose multibase is the key of the JWK set', async () => {
  const published = await keys();
  expect(published.keys).toHaveLength(2);
  const did = (await h.request('GET', '/certificate-keys/did.json')).body as {
    '@context': string[]; id: string; verificationMethod: { id: string; type: string; controller: string; publicKeyMultibase: string }[]; assertionMethod: string[];
  };
  expect(did['@context']).toContain('https://w3id.org/security/multikey/v1');
  expect(did.verificationMethod.map((m) => m.type)).toEqual(['Multikey', 'Multikey']);
  for (const key of published.keys) {
    const method = did.verificationMethod.find((m) => m.id === `${did.id}#${key.kid}`)!;
    expect(method.controller).toBe(did.id);
    expect(base64url.encode(extractPublicKeyBytes(method).keyBytes)).toBe(key.x);
    expect(did.assertionMethod).toContain(method.id);
  }
  expect(JSON.stringify(did)).not.toMatch(/JsonWebKey2020|publicKeyJwk/);
  // The status list names its key by that DID URL, so a VC verifier resolves it from did.json.
  const status = (await h.request('GET', '/certificate-status')).body as string;
  expect(did.assertionMethod).toContain(decodeProtectedHeader(status).kid);
});
