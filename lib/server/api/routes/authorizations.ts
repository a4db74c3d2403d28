import { accountsRuntime } from '@/lib/server/auth/runtime';
import { revokeToken } from '@/lib/server/auth/tokens';
import { loginLearner, loginManager, loginWithCode } from '@/lib/server/services/accounts';
import { clientIp, requireToken, userAgent } from '../http/auth';
import { createRouter, dbOf } from '../http/router';
import { CodeLoginBody, jsonObject, LearnerLoginBody, ManagerLoginBody, parseInput, readJson } from './account-input';

/**
 * POST /authorizations carries two grants: a body with grant_type or client_id is the manager
 * password grant (password = MD5 hex), anything else the learner grant (guard: 'api').
 */
export const authorizationRoutes = createRouter()
  .post('/authorizations', async (c) => {
    const body = await jsonObject(c);
    const db = await dbOf(c);
    const rt = accountsRuntime(db);
    const meta = { ip: clientIp(c), userAgent: userAgent(c) };
    if (body.grant_type !== undefined || body.client_id !== undefined) {
      const input = parseInput(ManagerLoginBody, body);
      const token = await loginManager(
        db, rt, { username: input.username, password: input.password, clientId: input.client_id, clientSecret: input.client_secret }, meta,
      );
      return c.json(token, 201);
    }
    const input = parseInput(LearnerLoginBody, body);
    return c.json(await loginLearner(db, rt, input.username, input.password, meta), 201);
  })
  .delete('/authorizations/current', requireToken(), async (c) => {
    const db = await dbOf(c);
    await revokeToken(db, c.var.tokenId, accountsRuntime(db).now());
    return c.body(null, 204);
  })
  .post('/verification-code/authorizations', async (c) => {
    const body = await readJson(c, CodeLoginBody);
    const db = await dbOf(c);
    const meta = { ip: clientIp(c), userAgent: userAgent(c) };
    return c.json(await loginWithCode(db, accountsRuntime(db), body.verification_key, body.verification_code, meta), 201);
  });
