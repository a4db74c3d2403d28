import { accountsRuntime } from '@/lib/server/auth/runtime';
import type { SmsPurpose } from '@/lib/server/sms';
import { requestCode, verifyCode } from '@/lib/server/services/verification-codes';
import { clientIp } from '../http/auth';
import { createRouter, dbOf } from '../http/router';
import { CheckPhoneBody, CodeRequestBody, readJson } from './account-input';

const PURPOSES: readonly SmsPurpose[] = ['register', 'login'];

export const verificationCodeRoutes = createRouter();
for (const purpose of PURPOSES) {
  verificationCodeRoutes.post(`/${purpose}`, async (c) => {
    const { phone } = await readJson(c, CodeRequestBody);
    const db = await dbOf(c);
    return c.json(await requestCode(db, accountsRuntime(db), { phone, purpose, ip: clientIp(c) }), 201);
  });
}

/**
 * POST /ad/send-sms/check-phone: confirms that the person filling a form (e.g. a teacher
 * application) controls `phone`, using a code sent by either /verification-codes endpoint.
 * The code must belong to that phone; a wrong guess counts towards the 5-try limit. A correct
 * code is NOT consumed and signs nobody in, so the form submission that follows may use it again.
 */
export const checkPhoneRoutes = createRouter().post('/send-sms/check-phone', async (c) => {
  const body = await readJson(c, CheckPhoneBody);
  const db = await dbOf(c);
  await verifyCode(accountsRuntime(db), { key: body.verification_key, code: body.verification_code, phone: body.phone, consume: false });
  return c.json({ data: { valid: true } }, 200);
});
