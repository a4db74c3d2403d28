import { verifyCredential } from 'did-jwt-vc';
import { Resolver, type DIDResolutionResult } from 'did-resolver';
import { newSigningKey } from '@/lib/server/credentials/keys';
import { accountsHarness, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { examWorld } from '../helpers/career';
import { insertCertificate } from '../helpers/fixtures';
import { testSigningKey } from '../helpers/signing-key';

// The learner's wallet export: an Open Badges 3.0 / W3C VC 2.0 credential secured with VC-JOSE
// (application/vc+jwt), checked by an independent verifier, did-jwt-vc (Decentralized Identity
// Foundation), resolving the issuer's did:web document the platform publishes, not by our own code.
// did-jwt-vc's schema check knows only the VC 1.1 context, so that one check is switched off
// (policies.format) and the VC 2.0 / Open Badges shape is asserted here instead.

let h: AccountsHarness;
let mine: string;
let theirs: string;
const signingKey = testSigningKey();
const ID = '41010519900307002X';

/** did:web resolution as a resolver would do it over HTTPS, answered by the platform's own route. */
const resolver = () =>
  new Resolver({
    web: async (did): Promise<DIDResolutionResult> => {
      const answer = await h.request('GET', '/certificate-keys/did.json');
      expect(answer.body.id).toBe(did);
      return { didDocument: answer.body, didDocumentMetadata: {}, didResolutionMetadata: { contentType: 'application/did+json' } };
    },
  });

beforeAll(async () => {
  signingKey.use({ keys: [await newSigningKey()] });
  h = await accountsHarness();
  const w = await examWorld(h.db);
  const me = await createLearner(h.db);
  const other = await createLearner(h.db);
  [mine, theirs] = await Promise.all([tokenFor(h, 'learner', me.phone), tokenFor(h, 'learner', other.phone)]);
  // Registered before signatures existed: the download signs it on the way.
  await insertCertificate(h.db, {
    occupation_id: w.occupationId, user_id: me.id, cert_no: 'S000041000010264000001', holder_name: '王丽娟', id_number: ID, level: 4, issuer: '郑州市职业技能培训学校', issued_on: '2026-06-30',
  });
});

afterAll(async () => {
  await h.close();
  signingKey.restore();
});

test('the holder downloads a vc+jwt that did-jwt-vc verifies against the published did:web document', async () => {
  const answer = await h.request('GET', '/user/certificates/S000041000010264000001/credential', { token: mine });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/vc+jwt');
  expect(answer.headers.get('content-disposition')).toContain('certificate-S000041000010264000001.vc.jwt');
  const jwt = answer.body as string;

  const verified = await verifyCredential(jwt, resolver(), { policies: { format: false } });
  expect(verified.verified).toBe(true);
  expect(verified.issuer).toBe('did:web:localhost%3A3000');
  expect(verified.didResolutionResult.didDocument?.assertionMethod).toContain(verified.signer.id);
  const vc = verified.verifiableCredential as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(vc['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
  expect(vc.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
  expect(vc.issuer).toMatchObject({ id: 'did:web:localhost%3A3000', type: ['Profile'] });
  expect(vc.validFrom).toBe('2026-06-30T00:00:00+08:00');
  expect(vc.credentialSubject.achievement).toMatchObject({ type: ['Achievement'], name: '育婴员（4-10-01-03） 四级/中级工', humanCode: '4-10-01-03', criteria: { narrative: expect.any(String) } });
  expect(vc.credentialSubject.identifier[0]).toEqual({ type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: '王丽娟' });
  expect(vc.credentialStatus).toMatchObject({ type: 'BitstringStatusListEntry', statusPurpose: 'revocation', statusListCredential: 'http://localhost:3000/.well-known/certificate-status.jwt' });
  expect(jwt).not.toContain(ID);
  expect(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8')).not.toContain(ID);

  // The status list is a VC too, and the same verifier accepts it.
  const status = await h.request('GET', '/certificate-status');
  expect((await verifyCredential(status.body as string, resolver(), { policies: { format: false } })).verified).toBe(true);
});

test('did-jwt-vc refuses the credential once its contents are changed', async () => {
  const jwt = (await h.request('GET', '/user/certificates/S000041000010264000001/credential', { token: mine })).body as string;
  const [header, payload, signature] = jwt.split('.');
  const forged = Buffer.from(Buffer.from(payload, 'base64url').toString('utf8').replace('四级/中级工', '一级/高级技师')).toString('base64url');
  await expect(verifyCredential(`${header}.${forged}.${signature}`, resolver(), { policies: { format: false } })).rejects.toThrow(/invalid_signature/);
});

test("another learner's certificate is a 404 and an anonymous download a 401", async () => {
  expect((await h.request('GET', '/user/certificates/S000041000010264000001/credential', { token: theirs })).status).toBe(404);
  expect((await h.request('GET', '/user/certificates/S000041000010264000001/credential')).status).toBe(401);
});
