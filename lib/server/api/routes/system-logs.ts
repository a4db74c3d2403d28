import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { revokeToken } from '@/lib/server/auth/tokens';
import { listClientErrors, listLoginLogs, listOperationLogs, listSessions, unlockAccount, usernameOfLoginLog } from '@/lib/server/services/system/logs';
import { requireManager } from '../http/auth';
import { AppError } from '@/lib/server/domain/errors';
import { list } from '../http/envelope';
import { pageOf } from '../http/pagination';
import { requirePermission } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { documented, jsonObject, parseInput } from '../http/request-body';
import { idOf, queryOf, systemRoute } from './system-route';
import { ClientErrorQuery, Done, LoginLogQuery, OperationLogQuery, SessionQuery, UnlockBody } from './system-schemas';
import { listOf } from '../http/schemas';
import { ClientErrorRowSchema, LoginLogRowSchema, OperationLogRowSchema, SessionRowSchema } from '@/lib/contract/system-logs';

// Audit logs, the unlock of an account locked by failed sign-ins, and live sessions.

type Ctx = Context<ApiEnv>;
const now = async (c: Ctx) => appContext(await dbOf(c)).now();
const tag = 'system-logs';

const operations = systemRoute({ tag, method: 'get', path: '/operations', permission: 'logs.operation', summary: 'Operation log: who did what, masked parameters, result, duration, address', query: OperationLogQuery, response: listOf(OperationLogRowSchema) });
const logins = systemRoute({ tag, method: 'get', path: '/logins', permission: 'logs.login', summary: 'Sign-in log with whether each account is locked now', query: LoginLogQuery, response: listOf(LoginLogRowSchema) });
const unlock = systemRoute({ tag, method: 'post', path: '/logins/unlock', permission: 'logs.unlock', summary: 'Unlock an account locked by failed sign-ins, from every address (a manager only if the caller holds all their permissions)', body: UnlockBody, response: Done });
const clientErrors = systemRoute({ tag, method: 'get', path: '/client-errors', permission: 'logs.client-errors', summary: 'Uncaught UI errors reported by browsers', query: ClientErrorQuery, response: listOf(ClientErrorRowSchema) });
const sessions = systemRoute({ tag, method: 'get', path: '/sessions', permission: 'logs.sessions', summary: 'Live sessions of learners and managers', query: SessionQuery, response: listOf(SessionRowSchema) });
const signOut = systemRoute({ tag, method: 'delete', path: '/sessions/{id}', permission: 'logs.sessions', summary: 'Force a session to sign out', response: z.object({ message: z.string(), status_code: z.number().int() }) });

const router = createRouter();
router.use('*', requireManager());
export const systemLogRoutes = router
  .on(operations.method, documented(router, operations), requirePermission(operations), async (c) => {
    const { page, per_page, ...filters } = queryOf(c, OperationLogQuery);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listOperationLogs(await dbOf(c), filters, pageRequest)), 200);
  })
  .on(logins.method, documented(router, logins), requirePermission(logins), async (c) => {
    const { page, per_page, ...filters } = queryOf(c, LoginLogQuery);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listLoginLogs(await dbOf(c), filters, pageRequest, await now(c))), 200);
  })
  .on(unlock.method, documented(router, unlock), requirePermission(unlock), async (c) => {
    const body = parseInput(UnlockBody, await jsonObject(c));
    const db = await dbOf(c);
    const username = body.username ?? (await usernameOfLoginLog(db, body.guard, body.log_id!));
    await unlockAccount(db, c.var.managerId, body.guard, username, await now(c));
    return c.json({ message: '账号已解锁。', status_code: 200 }, 200);
  })
  .on(clientErrors.method, documented(router, clientErrors), requirePermission(clientErrors), async (c) => {
    const { page, per_page, ...filters } = queryOf(c, ClientErrorQuery);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listClientErrors(await dbOf(c), filters, pageRequest)), 200);
  })
  .on(sessions.method, documented(router, sessions), requirePermission(sessions), async (c) => {
    const { page, per_page, ...filters } = queryOf(c, SessionQuery);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listSessions(await dbOf(c), filters, pageRequest, await now(c))), 200);
  })
  .on(signOut.method, documented(router, signOut), requirePermission(signOut), async (c) => {
    const id = idOf(c);
    const db = await dbOf(c);
    const at = await now(c);
    const token = await db.selectFrom('access_tokens').select('id').where('id', '=', id).where('revoked_at', 'is', null).where('expires_at', '>', at.toISOString()).executeTakeFirst();
    if (!token) throw new AppError('not_found', '会话不存在或已结束。');
    await revokeToken(db, id, at);
    return c.json({ message: '已强制下线。', status_code: 200 }, 200);
  });
