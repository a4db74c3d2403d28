import { createRoute, z } from '@hono/zod-openapi';
import { env } from '@/lib/env';
import { nowIsoOf } from '@/lib/server/app-context';
import { didDocument, KEYS_PATH, STATUS_LIST_PATH } from '@/lib/server/credentials/documents';
import { signer } from '@/lib/server/credentials/keys';
import { publishedBadgeKey } from '@/lib/server/credentials/badge-keys';
import { jwtVcIssuerMetadata, TOKEN_STATUS_LIST_PATH } from '@/lib/server/credentials/sd-jwt-vc';
import { certificateStatusList, certificateTokenStatusList, sdJwtCredentialOf, walletCredentialOf } from '@/lib/server/services/certificate-wallet';
import { registerEntry } from '@/lib/server/services/certificate-credentials';
import { CERT_NO_PATTERN, normalizeCertNo } from '@/lib/validation/certificate-query';
import { MOXIBUSTION_CERT_NO_PATTERN } from '@/lib/validation/moxibustion';
import { learnerAccess, publicAccess } from '../http/access';
import { requireUser } from '../http/auth';
import { item } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { binaryField, errorResponse, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { limitLookups } from './certificates';
import {
  IssuerDidDocumentSchema, JwtVcIssuerMetadataSchema, KeySetSchema, OpenBadgesKeySchema, RegisterEntrySchema as RegisterSchema, type SigningKey,
} from '@/lib/contract/certificate-credentials';

// Signed certificates (issue 22): the published keys, the issuer's DID document, the revocation
// status list, the register's answer to the check page, and the learner's wallet credential. The
// first three are standard documents, served as their standards define them rather than enveloped;
// the Next app also serves them under /.well-known (app/.well-known).

const tags = ['certificate-credentials'];
const anyCertNo = z
  .string()
  .transform(normalizeCertNo)
  .refine((v) => CERT_NO_PATTERN.test(v) || MOXIBUSTION_CERT_NO_PATTERN.test(v), '应为证书编号（S 加 21 位数字，或 AJ 加 10 位数字）。')
  .openapi({ param: { name: 'cert_no', in: 'path' }, type: 'string', example: 'S0000410000122512345678' });

// Verifiers on other sites (wallets, an employer's own tool) fetch these from their pages.
const publicHeaders = (maxAge: number) => ({ 'cache-control': `public, max-age=${maxAge}`, 'access-control-allow-origin': '*', 'x-content-type-options': 'nosniff' });

const keysRoute = createRoute({
  ...publicAccess, method: 'get', path: '/certificate-keys', tags,
  summary: `The certificate signing keys as a JWK Set, each with its id and validity (also at ${KEYS_PATH}); retired keys stay for what they signed`,
  responses: { 200: json(KeySetSchema, 'JWK Set (Ed25519, EdDSA)') },
});
const didRoute = createRoute({
  ...publicAccess, method: 'get', path: '/certificate-keys/did.json', tags,
  summary: 'The issuer\'s did:web DID document (the same keys as Multikey methods; also at /.well-known/did.json), for standard VC verifiers',
  responses: { 200: json(IssuerDidDocumentSchema, 'DID document') },
});
const statusRoute = createRoute({
  ...publicAccess, method: 'get', path: '/certificate-status', tags,
  summary: `The revocation status of every certificate as a signed W3C Bitstring Status List credential (vc+jwt; also at ${STATUS_LIST_PATH}): a verifier learns a status without sending the holder's data`,
  responses: { 200: { description: 'BitstringStatusListCredential secured with VC-JOSE', content: { 'application/vc+jwt': { schema: z.string() } } } },
});
const registerRoute = createRoute({
  ...publicAccess, method: 'get', path: '/certificate-credentials/{cert_no}', tags,
  summary: 'What the register says of a certificate now, for the check page to compare with a scanned payload: fields, status, revocation and replacement, signing key',
  request: { params: z.object({ cert_no: anyCertNo }) },
  responses: {
    200: json(itemOf(RegisterSchema), 'The register entry'), ...notFoundResponse, 422: { description: 'Not a certificate number' },
    429: errorResponse('Too many lookups from this address: the same limit as every certificate lookup'),
  },
});
const walletRoute = createRoute({
  ...learnerAccess, method: 'get', path: '/user/certificates/{cert_no}/credential', tags,
  summary: "One of the learner's certificates as an Open Badges 3.0 OpenBadgeCredential in its JWT proof format (RS256, kid the URL of the public JWK, typ JWT; subject the learner's holder identifier), for a badge wallet; another's is a 404",
  middleware: [requireUser()] as const,
  request: { params: z.object({ cert_no: anyCertNo }) },
  responses: { 200: { description: 'The credential (compact JWS), text/plain as Open Badges 3.0 asks of a VC-JWT resource', content: { 'text/plain': { schema: binaryField } } }, ...unauthenticatedResponse, ...notFoundResponse },
});
const sdJwtRoute = createRoute({
  ...learnerAccess, method: 'get', path: '/user/certificates/{cert_no}/sd-jwt', tags,
  summary: "One of the learner's certificates as an SD-JWT VC with all its disclosures (the whole ID number is the one selectively disclosable claim), signed now with fresh 128-bit salts; the learner presents it with or without the ID number. Another's is a 404",
  middleware: [requireUser()] as const,
  request: { params: z.object({ cert_no: anyCertNo }) },
  responses: { 200: { description: 'The SD-JWT (issuer JWT~disclosure~)', content: { 'application/dc+sd-jwt': { schema: binaryField } } }, ...unauthenticatedResponse, ...notFoundResponse },
});
const tokenStatusRoute = createRoute({
  ...publicAccess, method: 'get', path: '/certificate-status-list', tags,
  summary: `The revocation status of every certificate as a signed IETF Token Status List (statuslist+jwt; also at ${TOKEN_STATUS_LIST_PATH}), the list an SD-JWT VC's status claim refers to: the same indexes as the Bitstring Status List`,
  responses: { 200: { description: 'Status List Token', content: { 'application/statuslist+jwt': { schema: z.string() } } } },
});
const jwtVcIssuerRoute = createRoute({
  ...publicAccess, method: 'get', path: '/jwt-vc-issuer', tags,
  summary: 'SD-JWT VC Issuer Metadata (also at /.well-known/jwt-vc-issuer): the issuer and where its keys are',
  responses: { 200: json(JwtVcIssuerMetadataSchema, 'Issuer metadata') },
});
const badgeKeyRoute = createRoute({
  ...publicAccess, method: 'get', path: '/open-badges-keys/{kid}', tags,
  summary: 'The public RSA key (JWK) that signs Open Badges exports, at the URL their JWT header names as kid (also at /.well-known/open-badges-keys/{kid}.json)',
  request: { params: z.object({ kid: z.string().regex(/^[\w.-]{1,64}$/).openapi({ param: { name: 'kid', in: 'path' }, type: 'string' }) }) },
  responses: { 200: json(OpenBadgesKeySchema, 'JWK'), ...notFoundResponse },
});

const certificateCredentialRouter = createRouter();
export const certificateCredentialRoutes = certificateCredentialRouter
  .on(keysRoute.method, documented(certificateCredentialRouter, keysRoute), validated(keysRoute), async (c) => c.json({ keys: (await signer()).published.keys as SigningKey[] }, 200, publicHeaders(300)))
  .on(didRoute.method, documented(certificateCredentialRouter, didRoute), validated(didRoute), async (c) => c.json(didDocument(env().SITE_URL, (await signer()).published), 200, publicHeaders(300)))
  .on(statusRoute.method, documented(certificateCredentialRouter, statusRoute), validated(statusRoute), async (c) => {
    const list = await certificateStatusList(await dbOf(c), env().SITE_URL);
    return new Response(list, { status: 200, headers: { ...publicHeaders(60), 'content-type': 'application/vc+jwt' } });
  })
  .on(registerRoute.method, documented(certificateCredentialRouter, registerRoute), validated(registerRoute), async (c) => {
    const certNo = c.req.valid('param').cert_no;
    await limitLookups(c, certNo.startsWith('AJ') ? 'moxibustionQueryIp' : 'certificateQueryIp');
    const entry = await registerEntry(await dbOf(c), certNo);
    if (!entry) throw new AppError('not_found', '证书不存在。');
    return c.json(item(entry), 200);
  })
  .on(walletRoute.method, documented(certificateCredentialRouter, walletRoute), validated(walletRoute), async (c) => {
    const certNo = c.req.valid('param').cert_no;
    const db = await dbOf(c);
    const jwt = await walletCredentialOf(db, c.var.userId, certNo, env().SITE_URL, nowIsoOf(db));
    return new Response(jwt, {
      status: 200,
      headers: {
        'content-type': 'text/plain; charset=utf-8', 'content-disposition': `attachment; filename="certificate-${certNo}.vc.jwt"`,
        'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff',
      },
    });
  })
  .on(sdJwtRoute.method, documented(certificateCredentialRouter, sdJwtRoute), validated(sdJwtRoute), async (c) => {
    const certNo = c.req.valid('param').cert_no;
    const db = await dbOf(c);
    const sdJwt = await sdJwtCredentialOf(db, c.var.userId, certNo, env().SITE_URL, nowIsoOf(db));
    return new Response(sdJwt, {
      status: 200,
      headers: {
        'content-type': 'application/dc+sd-jwt', 'content-disposition': `attachment; filename="certificate-${certNo}.sd-jwt"`,
        'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff',
      },
    });
  })
  .on(tokenStatusRoute.method, documented(certificateCredentialRouter, tokenStatusRoute), validated(tokenStatusRoute), async (c) => {
    const list = await certificateTokenStatusList(await dbOf(c), env().SITE_URL);
    return new Response(list, { status: 200, headers: { ...publicHeaders(60), 'content-type': 'application/statuslist+jwt' } });
  })
  .on(jwtVcIssuerRoute.method, documented(certificateCredentialRouter, jwtVcIssuerRoute), validated(jwtVcIssuerRoute), (c) =>
    c.json(jwtVcIssuerMetadata(env().SITE_URL, KEYS_PATH), 200, publicHeaders(300)))
  .on(badgeKeyRoute.method, documented(certificateCredentialRouter, badgeKeyRoute), validated(badgeKeyRoute), async (c) => {
    const key = await publishedBadgeKey(c.req.valid('param').kid);
    if (!key) throw new AppError('not_found', '密钥不存在。');
    return c.json(key as { kty: 'RSA'; n: string; e: string; kid: string; alg: 'RS256'; use: 'sig' }, 200, publicHeaders(300));
  });
