import { createRoute, z } from '@hono/zod-openapi';
import { appContext, type AppContext } from '@/lib/server/app-context';
import { revokeToken } from '@/lib/server/auth/tokens';
import { loginLearner, loginManager, loginWithCode } from '@/lib/server/services/accounts';
import { clientIp, requireToken, userAgent } from '../http/auth';
import { tooManyRequests } from '@/lib/server/domain/errors';
import { createRouter, dbOf } from '../http/router';
import { errorResponse, json, unauthenticatedResponse } from '../http/schemas';
import { AccessTokenSchema } from '@/lib/contract/account';
import { CodeLoginBody, LearnerLoginBody, ManagerLoginBody } from './account-schemas';
import { documented, jsonObject, parseInput, readJson } from '../http/request-body';
import { publicAccess, sessionAccess } from '../http/access';

const passwordResponses = {
  201: json(AccessTokenSchema, 'Signed in'),
  400: errorResponse('The body is not a JSON object'),
  422: errorResponse('Invalid fields (errors: { field: [message…] })'),
  429: errorResponse('Too many sign-ins from this address'),
} as const;
// Only a right SMS code can learn that its phone's account is disabled.
const tokenResponses = { ...passwordResponses, 403: errorResponse('The account is disabled') } as const;

const loginRoute = createRoute({
  ...publicAccess,
  method: 'post',
  path: '/authorizations',
  tags: ['accounts'],
  summary: 'Password sign-in (learner or manager)',
  description:
    'A body with grant_type or client_id is the manager password grant (password = lowercase hex MD5), ' +
    "anything else the learner grant (guard: 'api'). Repeated failures lock the account for a while for the " +
    'address they came from, and after many more for every address it has not signed in from lately (429). ' +
    'A disabled account answers 401 like a wrong password, whichever password was typed.',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.union([LearnerLoginBody, ManagerLoginBody]).openapi('LoginBody') } },
    },
  },
  responses: {
    ...passwordResponses,
    401: errorResponse('Wrong username or password (or a disabled account), or invalid_client'),
    429: errorResponse('Too many failed attempts: the account is locked for a while; or too many sign-ins from this address'),
  },
});

const logoutRoute = createRoute({
  ...sessionAccess,
  method: 'delete',
  path: '/authorizations/current',
  tags: ['accounts'],
  summary: 'Sign out: revoke the presented token',
  responses: { 204: { description: 'Token revoked' }, ...unauthenticatedResponse },
});

const codeLoginRoute = createRoute({
  ...publicAccess,
  method: 'post',
  path: '/verification-code/authorizations',
  tags: ['accounts'],
  summary: 'Learner sign-in with an SMS code from POST /verification-codes/login',
  request: { body: { required: true, content: { 'application/json': { schema: CodeLoginBody } } } },
  responses: tokenResponses,
});

const router = createRouter();

export const LOGIN_IP_LIMIT_MESSAGE = '登录尝试过于频繁，请稍后再试。';

/** Sign-ins per client address, whatever the account (guessing across many accounts). */
async function limitLogins(rt: AppContext, ip: string | null) {
  const limit = await rt.limits.loginIp.consume(ip ?? 'unknown');
  if (!limit.allowed) throw tooManyRequests(LOGIN_IP_LIMIT_MESSAGE, limit.retryAfterSeconds);
}

/**
 * POST /authorizations carries two grants: a body with grant_type or client_id is the manager
 * password grant (password = MD5 hex), anything else the learner grant (guard: 'api').
 */
export const authorizationRoutes = router
  .on(loginRoute.method, documented(router, loginRoute), async (c) => {
    const body = await jsonObject(c);
    const db = await dbOf(c);
    const rt = appContext(db);
    await limitLogins(rt, clientIp(c));
    const meta = { ip: clientIp(c), userAgent: userAgent(c) };
    if (body.grant_type !== undefined || body.client_id !== undefined) {
      // by hand: the declared union's member is picked from the body (manager or learner sign-in)
      const input = parseInput(ManagerLoginBody, body);
      const token = await loginManager(
        db, rt, { username: input.username, password: input.password, clientId: input.client_id, clientSecret: input.client_secret }, meta,
      );
      return c.json(token, 201);
    }
    // by hand: the declared union's member is picked from the body (manager or learner sign-in)
    const input = parseInput(LearnerLoginBody, body);
    return c.json(await loginLearner(db, rt, input.username, input.password, meta), 201);
  })
  .on(logoutRoute.method, documented(router, logoutRoute), requireToken(), async (c) => {
    const db = await dbOf(c);
    await revokeToken(db, c.var.tokenId, appContext(db).now());
    return c.body(null, 204);
  })
  .on(codeLoginRoute.method, documented(router, codeLoginRoute), async (c) => {
    const db = await dbOf(c);
    await limitLogins(appContext(db), clientIp(c));
    const body = await readJson(c, CodeLoginBody);
    const meta = { ip: clientIp(c), userAgent: userAgent(c) };
    return c.json(await loginWithCode(db, appContext(db), body.verification_key, body.verification_code, meta), 201);
  });
