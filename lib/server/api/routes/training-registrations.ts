import { createRoute } from '@hono/zod-openapi';
import { env } from '@/lib/env';
import { createTrainingRegistration, DUPLICATE_REGISTRATION_MESSAGE } from '@/lib/server/services/training-registrations';
import { CreatedRegistrationSchema, TrainingRegistrationBody } from '@/lib/contract/training-registration';
import { tooManyRequests } from '@/lib/server/domain/errors';
import { clientIp } from '../http/auth';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { errorResponse, errorResponses, itemOf, json } from '../http/schemas';
import { publicAccess } from '../http/access';
import { appContext, nowIsoOf } from '@/lib/server/app-context';

// The public /trainingRegistration form (lib/contract/training-registration.ts).

const createRouteConfig = createRoute({
  ...publicAccess,
  method: 'post',
  path: '/',
  tags: ['training-registrations'],
  summary: 'Register interest in training for an occupation (one registration per phone, ID number and occupation)',
  request: { body: { required: true, content: { 'application/json': { schema: TrainingRegistrationBody } } } },
  responses: {
    201: json(itemOf(CreatedRegistrationSchema), 'Registered'),
    409: errorResponse(`Already registered for this occupation (${DUPLICATE_REGISTRATION_MESSAGE})`),
    429: errorResponse('Too many registrations from this address'),
    ...errorResponses,
  },
});

const trainingRegistrationRouter = createRouter();
export const trainingRegistrationRoutes = trainingRegistrationRouter.on(createRouteConfig.method, documented(trainingRegistrationRouter, createRouteConfig), validated(createRouteConfig), async (c) => {
  const ip = clientIp(c);
  const limit = await appContext(await dbOf(c)).limits.trainingRegistrationIp.consume(ip ?? 'unknown');
  if (!limit.allowed) throw tooManyRequests('提交过于频繁，请稍后再试。', limit.retryAfterSeconds);
  const created = await createTrainingRegistration(await dbOf(c), c.req.valid('json'), { provinceCode: env().PLATFORM_PROVINCE, ip }, nowIsoOf(await dbOf(c)));
  return c.json({ data: created }, 201);
});
