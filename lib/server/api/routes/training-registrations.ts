import { createRoute, z } from '@hono/zod-openapi';
import { env } from '@/lib/env';
import { createTrainingRegistration, DUPLICATE_REGISTRATION_MESSAGE } from '@/lib/server/services/training-registrations';
import { CHINESE_NAME_PATTERN } from '@/lib/validation/certificate-query';
import { AppError } from '../http/errors';
import { clientIp } from '../http/auth';
import { createRouter, dbOf } from '../http/router';
import { errorResponse, errorResponses, json } from '../http/schemas';
import { MAX_ID } from '../http/validation';
import { phone } from './account-input';
import { idNumber } from './certificates';
import { publicAccess } from '../http/access';
import { accountsRuntime } from '@/lib/server/auth/runtime';

// The public /trainingRegistration form: anyone may register interest in training for an occupation.

const RegistrationBody = z
  .object({
    name: z.string().trim().refine((v) => CHINESE_NAME_PATTERN.test(v), '应为 2–20 个汉字。').openapi({ type: 'string', example: '张三' }),
    phone,
    id_number: idNumber,
    occupation_id: z.number().int().min(1).max(MAX_ID).optional(),
    occupation_name: z.string().trim().min(2).max(50).optional(),
    city_code: z.string().trim().refine((v) => /^\d{6}$/.test(v), '必须是 6 位地区代码。').openapi({ type: 'string', example: '410100' }),
    employment_status: z.string().trim().min(1).max(30).openapi({ description: 'A value of dictionary type employment_category' }),
    education: z.string().trim().min(1).max(30).openapi({ description: 'A value of dictionary type education' }),
    note: z.string().trim().max(500).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.occupation_id === undefined && v.occupation_name === undefined) {
      ctx.addIssue({ code: 'custom', path: ['occupation_id'], message: '必须填写，或填写 occupation_name。' });
    }
  })
  .openapi('TrainingRegistrationBody');

const createRouteConfig = createRoute({
  ...publicAccess,
  method: 'post',
  path: '/',
  tags: ['training-registrations'],
  summary: 'Register interest in training for an occupation (one registration per phone, ID number and occupation)',
  request: { body: { required: true, content: { 'application/json': { schema: RegistrationBody } } } },
  responses: {
    201: json(z.object({ data: z.object({ id: z.number().int(), status: z.literal('pending') }) }), 'Registered'),
    409: errorResponse(`Already registered for this occupation (${DUPLICATE_REGISTRATION_MESSAGE})`),
    429: errorResponse('Too many registrations from this address'),
    ...errorResponses,
  },
});

export const trainingRegistrationRoutes = createRouter().openapi(createRouteConfig, async (c) => {
  const ip = clientIp(c);
  const limit = await accountsRuntime(await dbOf(c)).limits.trainingRegistrationIp.consume(ip ?? 'unknown');
  if (!limit.allowed) throw new AppError('too_many_requests', '提交过于频繁，请稍后再试。');
  const created = await createTrainingRegistration(await dbOf(c), c.req.valid('json'), { provinceCode: env().PLATFORM_PROVINCE, ip });
  return c.json({ data: created }, 201);
});
