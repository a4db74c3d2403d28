import { createRoute } from '@hono/zod-openapi';
import { appContext } from '@/lib/server/app-context';
import type { SmsPurpose } from '@/lib/server/sms';
import { requestCode, verifyCode } from '@/lib/server/services/verification-codes';
import { publicAccess } from '../http/access';
import { clientIp } from '../http/auth';
import { createRouter, dbOf } from '../http/router';
import { errorResponse, itemOf, json } from '../http/schemas';
import { IssuedCodeSchema, PhoneCheckSchema } from '@/lib/contract/account';
import { CheckPhoneBody, CodeRequestBody } from './account-schemas';
import { documented, readJson } from '../http/request-body';

const PURPOSES: readonly SmsPurpose[] = ['register', 'login'];

const requestRoute = (purpose: SmsPurpose) =>
  createRoute({
    ...publicAccess,
    method: 'post',
    path: `/${purpose}`,
    tags: ['accounts'],
    summary: purpose === 'register' ? 'Send a sign-up code by SMS (the phone must not be registered)' : 'Send a sign-in code by SMS',
    request: { body: { required: true, content: { 'application/json': { schema: CodeRequestBody } } } },
    responses: {
      201: json(IssuedCodeSchema, 'Code sent; pass verification_key with the code'),
      400: errorResponse('The body is not a JSON object'),
      422: errorResponse('Invalid phone (or already registered, for register)'),
      429: errorResponse('Resent too soon, or the daily limit per phone / address is reached'),
    },
  });

export const verificationCodeRoutes = createRouter();
for (const purpose of PURPOSES) {
  const route = requestRoute(purpose);
  verificationCodeRoutes.on(route.method, documented(verificationCodeRoutes, route), async (c) => {
    const { phone } = await readJson(c, CodeRequestBody);
    const db = await dbOf(c);
    return c.json(await requestCode(db, appContext(db), { phone, purpose, ip: clientIp(c) }), 201);
  });
}

const checkPhoneRoute = createRoute({
  ...publicAccess,
  method: 'post',
  path: '/send-sms/check-phone',
  tags: ['accounts'],
  summary: 'Check that a code sent to phone is right, without consuming it',
  request: { body: { required: true, content: { 'application/json': { schema: CheckPhoneBody } } } },
  responses: {
    200: json(itemOf(PhoneCheckSchema), 'The code is right for this phone'),
    400: errorResponse('The body is not a JSON object'),
    422: errorResponse('Invalid fields, or a wrong / expired code (counts towards the 5-try limit)'),
  },
});

const checkRouter = createRouter();

/**
 * POST /ad/send-sms/check-phone: confirms that the person filling a form (e.g. a teacher
 * application) controls `phone`, using a code sent by either /verification-codes endpoint.
 * The code must belong to that phone; a wrong guess counts towards the 5-try limit. A correct
 * code is NOT consumed and signs nobody in, so the form submission that follows may use it again.
 */
export const checkPhoneRoutes = checkRouter.on(checkPhoneRoute.method, documented(checkRouter, checkPhoneRoute), async (c) => {
  const body = await readJson(c, CheckPhoneBody);
  const db = await dbOf(c);
  await verifyCode(appContext(db), { key: body.verification_key, code: body.verification_code, phone: body.phone, consume: false });
  return c.json({ data: { valid: true } }, 200);
});
