import { z } from '@hono/zod-openapi';
import { phone } from '@/lib/contract/person';
import { checkIdNumber, ID_NUMBER_MESSAGES } from '@/lib/validation/id-number';
import { containsPersonal, EMPTY_PASSWORD_MD5, passwordIssue, refineNewPassword } from '@/lib/validation/password-policy';
import { personName } from '../http/validation';

// Request bodies of the account endpoints. Messages added here appear after the field name
// (see http/validation.ts), e.g. "password 必须同时包含字母和数字。"; refine rather than regex so
// that the hook shows our message (it words format errors itself).

export { phone };
export const appId = z.union([z.string(), z.number()]).optional();
export const verificationKey = z.string().trim().min(1).max(64);
export const verificationCode = z.string().trim().refine((v) => /^\d{6}$/.test(v), '必须是 6 位数字。').openapi({ pattern: '^\\d{6}$' });

/** A password a person chooses (learners, and managers' new passwords): lib/validation/password-policy.ts. */
export const newPassword = z.string().superRefine(refineNewPassword).openapi({
  description: '8–64 visible ASCII characters with at least one letter and one digit; not a common password, not containing the phone number or user name',
});
/** Manager sign-in and old passwords travel as the lowercase hex MD5 the login page computes (SPEC.md §5). */
export const md5Hex = z
  .string()
  .trim()
  .refine((v) => /^[a-fA-F0-9]{32}$/.test(v), '必须是 32 位 MD5 十六进制字符串。')
  .refine((v) => v.toLowerCase() !== EMPTY_PASSWORD_MD5, '不能为空密码。')
  .openapi({ pattern: '^[a-fA-F0-9]{32}$', description: 'Lowercase hex MD5 of the password (never that of the empty string)' });

export const CodeRequestBody = z.object({ phone, app_id: appId }).openapi('CodeRequestBody');
export const RegisterBody = z.object({
  phone, password: newPassword, verification_key: verificationKey, verification_code: verificationCode, app_id: appId,
}).superRefine((v, ctx) => {
  if (containsPersonal(v.password, [v.phone])) ctx.addIssue(passwordIssue('personal', ['password']));
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
export const LearnerPasswordChange = confirmed(newPassword, z.string().min(1).max(128)).openapi('LearnerPasswordChange');
/** The old password as the MD5 sign-in sends; the new one itself, so the server can hold it to the rule. */
export const ManagerPasswordChange = confirmed(newPassword, md5Hex).openapi('ManagerPasswordChange');

export const ProfileBody = z.object({
  name: personName.optional(),
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
