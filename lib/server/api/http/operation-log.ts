import type { MiddlewareHandler } from 'hono';
import { logger, errorFields } from '@/lib/server/observability/log';
import { redactPersonal } from '@/lib/server/observability/redact';
import { maskPhone } from '@/lib/server/services/learners';
import { clientIp } from './auth';
import type { ApiEnv } from './router';

// Every change a manager makes is written to operation_logs: who, module and action, parameters
// (passwords and secrets blanked, ID numbers and phones masked, cut at 2,000 characters), result, duration
// and address. Reads are not logged, except ID-number disclosures (http/id-numbers.ts).

export const PARAMS_LIMIT = 2000;
export const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SECRET_KEY = /pass(word)?|secret|token|captcha|verification_code/i;
const ID_KEY = /id_?(number|card)/i;
const PHONE_KEY = /phone|mobile|tel$/i;

export function maskParams(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (SECRET_KEY.test(key)) return '******';
    if (ID_KEY.test(key)) return value.length >= 10 ? `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}` : '******';
    if (PHONE_KEY.test(key)) return value.length >= 8 ? maskPhone(value) : '******';
    // An ID number or a phone anywhere else (a keyword, a note): masked where it stands.
    return redactPersonal(value);
  }
  if (SECRET_KEY.test(key) && value !== null && value !== undefined) return '******';
  if (Array.isArray(value)) return value.map((v) => maskParams(v, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, maskParams(v, k)]));
  }
  return value;
}

/** `POST /manage/managers/5/reset-password` → managers · reset-password; `PATCH /manage/roles/5` → roles · update. */
export function describeOperation(method: string, path: string): { module: string; action: string } {
  const parts = path.replace(/^\/api\/v1\/?/, '').split('/').filter(Boolean);
  const rest = parts[0] === 'manage' ? parts.slice(1) : parts;
  const isId = (segment: string | undefined) => segment !== undefined && /^\d+$/.test(segment);
  const last = rest[rest.length - 1];
  const onRecord = rest.length >= 3 && !isId(last) && isId(rest[rest.length - 2]);
  const words = (onRecord ? rest.slice(0, -1) : rest).filter((segment) => !isId(segment));
  const verb = method === 'POST' ? 'create' : method === 'DELETE' ? 'delete' : 'update';
  return { module: (words.join('/') || 'root').slice(0, 50), action: (onRecord ? last : verb).slice(0, 50) };
}

function paramsOf(query: Record<string, string>, body: string | null): string | null {
  let parsed: unknown = undefined;
  if (body) {
    try {
      parsed = JSON.parse(body);
    } catch {
      parsed = '(unreadable body)';
    }
  }
  const params = { ...(Object.keys(query).length ? { query } : {}), ...(parsed !== undefined ? { body: parsed } : {}) };
  if (!Object.keys(params).length) return null;
  return JSON.stringify(maskParams(params)).slice(0, PARAMS_LIMIT);
}

export function operationLog(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (!MUTATING_METHODS.has(c.req.method)) return next();
    const started = performance.now();
    // Read (and cached by Hono) before the handler, so the handler still gets the body.
    const body = /json/i.test(c.req.header('content-type') ?? '') ? await c.req.text().catch(() => null) : null;
    try {
      await next();
    } finally {
      const managerId = c.get('guard') === 'manage' ? c.get('managerId') : undefined;
      if (managerId) {
        const { module, action } = describeOperation(c.req.method, c.req.path);
        try {
          const db = await c.var.db();
          await db.insertInto('operation_logs').values({
            manager_id: managerId, module, action, method: c.req.method, path: c.req.path.slice(0, 255),
            params: paramsOf(c.req.query(), body), status_code: c.res.status,
            duration_ms: Math.round(performance.now() - started), ip: clientIp(c), created_at: new Date().toISOString(),
          }).execute();
        } catch (error) {
          logger().error({ reqId: c.get('requestId'), ...errorFields(error) }, 'operation log write failed');
        }
      }
    }
  };
}
