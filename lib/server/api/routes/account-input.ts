import { z, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { checkIdNumber, ID_NUMBER_MESSAGES } from '@/lib/validation/id-number';
import { AppError } from '../http/errors';
import type { ApiEnv } from '../http/router';
import { validationError } from '../http/validation';

// Request bodies of the account endpoints. Messages added here appear after the field name
// (see http/validation.ts), e.g. "password 必须同时包含字母和数字。"; refine rather than regex so
// that the hook shows our message (it words format errors itself).

export const phone = z.string().trim().refine((v) => /^1[3-9]\d{9}$/.test(v), '必须是有效的手机号码。').openapi({ pattern: '^1[3-9]\\d{9}$', example: '13800138000' });
export const appId = z.union([z.string(), z.number()]).optional();
export const verificationKey = z.string().trim().min(1).max(64);
export const verificationCode = z.string().trim().refine((v) => /^\d{6}$/.test(v), '必须是 6 位数字。').openapi({ pattern: '^\\d{6}$' });

/** Learner passwords: 8–64 visible ASCII characters with at least one letter and one digit. */
export const learnerPassword = z
  .string()
  .min(8)
  .max(64)
  .refine((v) => /^[\x21-\x7e]+$/.test(v), '只能包含字母、数字和英文符号。')
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), '必须同时包含字母和数字。')
  .openapi({ description: '8–64 visible ASCII characters with at least one letter and one digit' });
/** Manager passwords travel as the lowercase hex MD5 the login page computes. */
export const md5Hex = z
  .string()
  .trim()
  .refine((v) => /^[a-fA-F0-9]{32}$/.test(v), '必须是 32 位 MD5 十六进制字符串。')
  .openapi({ pattern: '^[a-fA-F0-9]{32}$', description: 'Lowercase hex MD5 of the password' });

export const CodeRequestBody = z.object({ phone, app_id: appId }).openapi('CodeRequestBody');
export const RegisterBody = z.object({
  phone, password: learnerPassword, verification_key: verificationKey, verification_code: verificationCode, app_id: appId,
}).openapi('RegisterBody');
export const LearnerLoginBody = z.object({
  username: z.string().trim().min(1).max(50),
  password: z.string().min(1).max(128),
  guard: z.literal('api'),
  app_id: appId,
}).openapi('LearnerLoginBody');
export const ManagerLoginBody = z.object({
  username: z.string().trim().min(1).max(50),
  password: md5Hex,
  client_id: z.union([z.string(), z.number()]).transform(String),
  client_secret: z.string().max(200).optional(),
  grant_type: z.literal('password'),
}).openapi('ManagerLoginBody');
export const CodeLoginBody = z.object({ verification_key: verificationKey, verification_code: verificationCode }).openapi('CodeLoginBody');
export const CheckPhoneBody = z.object({ phone, verification_key: verificationKey, verification_code: verificationCode }).openapi('CheckPhoneBody');

const confirmed = (password: z.ZodType<string>, old: z.ZodType<string>) =>
  z
    .object({ old_password: old, password, password_confirmation: z.string() })
    .refine((v) => v.password === v.password_confirmation, { message: '与新密码不一致。', path: ['password_confirmation'] });
export const LearnerPasswordChange = confirmed(learnerPassword, z.string().min(1).max(128)).openapi('LearnerPasswordChange');
export const ManagerPasswordChange = confirmed(md5Hex, md5Hex).openapi('ManagerPasswordChange');

export const ProfileBody = z.object({
  name: z.string().trim().min(2).max(20).optional(),
  gender: z.coerce.number().int().pipe(z.union([z.literal(1), z.literal(2)])).optional().openapi({ type: 'integer', enum: [1, 2] }),
  education: z.string().trim().min(1).max(30).optional(),
  city_code: z.string().trim().refine((v) => /^\d{6}$/.test(v), '必须是 6 位行政区划代码。').optional().openapi({ pattern: '^\\d{6}$' }),
}).openapi('ProfileBody');

export const VerificationFields = z.object({
  real_name: z
    .string()
    .trim()
    .refine((v) => /^[\u4e00-\u9fa5·]{2,20}$/.test(v), '必须是 2–20 个汉字，可含间隔号“·”。')
    .openapi({ description: '2–20 Chinese characters, may contain the middle dot ·' }),
  id_number: z
    .string()
    .trim()
    .transform((v, ctx) => {
      const result = checkIdNumber(v);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: ID_NUMBER_MESSAGES[result.problem] });
      return z.NEVER;
    })
    .openapi({ type: 'string', description: '18-character resident ID number (checksum verified)' }),
}).openapi('VerificationFields');

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** A JSON object body; an unreadable or missing body is validated as {} so each field is reported. */
export async function jsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AppError('bad_request', '请求体必须是 JSON 对象。');
}

export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseInput(schema, await jsonObject(c));
}

export function isMultipart(c: Context): boolean {
  return /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
}

/**
 * The account handlers validate their own input (readJson / parseInput / the multipart checks in
 * user.ts): POST /authorizations picks its schema from the body, password-change from the token's
 * guard, and unreadable bodies get our own 400. Mounting them with app.openapi() would put
 * zod-openapi's validators in front and change those replies, so instead each route's createRoute()
 * config is registered in the router's OpenAPI registry (merged into /openapi.json by app.route())
 * and the handler is mounted, unchanged, on the Hono path this returns:
 *
 *   router.on(route.method, documented(router, route), ...handlers)
 *
 * The request schemas in those configs are the ones above, i.e. the ones the handlers parse with.
 * `honoPath` overrides the derived path (`/{id}` → `/:id`), e.g. to keep a pattern such as `/:id{[0-9]+}`.
 */
export function documented(router: OpenAPIHono<ApiEnv>, route: RouteConfig, honoPath?: string): string {
  router.openAPIRegistry.registerPath(route);
  return honoPath ?? route.path.replaceAll(/\/{(.+?)}/g, '/:$1');
}
