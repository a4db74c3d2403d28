import { createRoute, z } from '@hono/zod-openapi';
import { appContext } from '@/lib/server/app-context';
import { changePassword, registerLearner } from '@/lib/server/services/accounts';
import { checkProfileReferences, learnerProfile, submitVerification, updateLearnerProfile } from '@/lib/server/services/learners';
import { MANAGER_INCLUDES, managerProfile } from '@/lib/server/services/managers';
import { checkImageUpload, type UploadCheck } from '@/lib/server/uploads';
import { clientIp, requireToken, requireUser, userAgent } from '../http/auth';
import { item } from '../http/envelope';
import { AppError, tooManyRequests } from '@/lib/server/domain/errors';
import { parseIncludes, type IncludeTree } from '../http/includes';
import { createRouter, dbOf } from '../http/router';
import { binaryField, errorResponse, itemOf, json, unauthenticatedResponse } from '../http/schemas';
import { MessageSchema } from '@/lib/contract/envelope';
import { AccessTokenSchema, LearnerSchema, ManagerSchema, VerifiedDatumSchema } from '@/lib/contract/account';
import { includeParam } from '../http/validation';
import { LearnerPasswordChange, ManagerPasswordChange, ProfileBody, RegisterBody, VerificationFields } from './account-schemas';
import { documented, isMultipart, jsonObject, parseInput, readJson } from '../http/request-body';
import { learnerAccess, publicAccess, sessionAccess } from '../http/access';

const LEARNER_INCLUDES: IncludeTree = { 'user-verified-datum': {}, 'entered-classes-count': {}, 'classes-count': {} };
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const ID_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

async function formOf(c: Parameters<typeof isMultipart>[0]): Promise<Record<string, unknown>> {
  try {
    return (await c.req.parseBody()) as Record<string, unknown>;
  } catch {
    throw new AppError('bad_request', '无法解析表单数据。');
  }
}

const invalid = (description = 'Invalid fields (errors: { field: [message…] })') => ({ 422: errorResponse(description) }) as const;
const notJson = { 400: errorResponse('The body is not a JSON object') } as const;

const showRoute = createRoute({
  ...sessionAccess,
  method: 'get',
  path: '/',
  tags: ['accounts'],
  summary: 'The signed-in account: a learner, or a manager for a back-office token',
  request: {
    query: z.object({
      include: includeParam.optional().openapi({
        description: 'Learner: user-verified-datum, entered-classes-count, classes-count. Manager: roles.permissions, userable, province, city, area.',
      }),
    }),
  },
  responses: {
    200: json(itemOf(z.union([LearnerSchema, ManagerSchema])), 'The account'),
    400: errorResponse('Unknown include'),
    ...unauthenticatedResponse,
  },
});

const updateRoute = createRoute({
  ...learnerAccess,
  method: 'patch',
  path: '/',
  tags: ['accounts'],
  summary: "Update the learner's profile; send multipart/form-data to change the avatar",
  request: {
    body: {
      required: true,
      content: {
        'application/json': { schema: ProfileBody },
        'multipart/form-data': {
          schema: ProfileBody.extend({
            avatar: binaryField.optional().openapi({ description: 'JPEG, PNG or WebP, at most 2 MB' }),
          }).openapi('ProfileForm'),
        },
      },
    },
  },
  responses: {
    200: json(itemOf(LearnerSchema), 'The updated learner'),
    ...notJson,
    ...unauthenticatedResponse,
    ...invalid('Invalid fields, unknown city_code, or an avatar that is not an image within 2 MB'),
  },
});

const passwordRoute = createRoute({
  ...sessionAccess,
  method: 'patch',
  path: '/password-change',
  tags: ['accounts'],
  summary: "Change the signed-in account's password and sign out its other sessions",
  description: 'Learner tokens send LearnerPasswordChange; manager tokens send ManagerPasswordChange (old_password as the MD5 hex sign-in uses, the new password as typed, so the server can check it).',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.union([LearnerPasswordChange, ManagerPasswordChange]).openapi('PasswordChangeBody') } },
    },
  },
  responses: {
    200: json(MessageSchema, 'Password changed'),
    ...notJson,
    ...unauthenticatedResponse,
    ...invalid('Invalid fields, a wrong old_password, or a new password equal to the old one'),
  },
});

const registerRoute = createRoute({
  ...publicAccess,
  method: 'post',
  path: '/register',
  tags: ['accounts'],
  summary: 'Learner sign-up with an SMS code from POST /verification-codes/register; signs the learner in',
  request: { body: { required: true, content: { 'application/json': { schema: RegisterBody } } } },
  responses: {
    201: json(AccessTokenSchema, 'Registered and signed in'),
    ...notJson,
    ...invalid('Invalid fields, a wrong or expired code, or a phone already registered'),
    429: errorResponse('Too many sign-ups from this address'),
  },
});

const verifiedRoute = createRoute({
  ...learnerAccess,
  method: 'post',
  path: '/verified',
  tags: ['accounts'],
  summary: 'Submit real-name verification (name, ID number and both sides of the ID card) for review',
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: VerificationFields.extend({
            id_front: binaryField.openapi({ description: 'Photo of the ID card front: JPEG, PNG or WebP, at most 5 MB' }),
            id_back: binaryField.openapi({ description: 'Photo of the ID card back: JPEG, PNG or WebP, at most 5 MB' }),
          }).openapi('VerificationForm'),
        },
      },
    },
  },
  responses: {
    201: json(itemOf(VerifiedDatumSchema), 'Submitted; audit_status is pending'),
    400: errorResponse('Not multipart/form-data, or an unreadable form'),
    ...unauthenticatedResponse,
    409: errorResponse('A submission is already pending or approved'),
    ...invalid(),
  },
});

export const REGISTER_IP_LIMIT_MESSAGE = '注册过于频繁，请稍后再试。';

const router = createRouter();

/** /user: the signed-in account. GET and password-change serve either guard, chosen by the token. */
export const userRoutes = router
  .on(showRoute.method, documented(router, showRoute), requireToken(), async (c) => {
    const db = await dbOf(c);
    const raw = c.req.query('include');
    if (c.var.guard === 'manage') return c.json(item(await managerProfile(db, c.var.managerId, parseIncludes(raw, MANAGER_INCLUDES))), 200);
    return c.json(item(await learnerProfile(db, c.var.userId, parseIncludes(raw, LEARNER_INCLUDES))), 200);
  })
  .on(updateRoute.method, documented(router, updateRoute), requireUser(), async (c) => {
    const db = await dbOf(c);
    const rt = appContext(db);
    const body = isMultipart(c) ? await formOf(c) : await jsonObject(c);
    const { avatar: avatarValue, ...fields } = body;
    // by hand: JSON or a multipart form with an avatar checked by its bytes
    const change = parseInput(ProfileBody, fields);
    const errors = await checkProfileReferences(db, rt, change);
    let avatar: UploadCheck | undefined;
    if (avatarValue !== undefined) {
      avatar = await checkImageUpload(avatarValue, AVATAR_MAX_BYTES);
      if (!avatar.ok) errors.avatar = [avatar.message];
    }
    if (Object.keys(errors).length > 0) throw new AppError('validation_failed', undefined, errors);
    await updateLearnerProfile(db, rt, c.var.userId, change, avatar?.ok ? avatar : undefined);
    return c.json(item(await learnerProfile(db, c.var.userId, {})), 200);
  })
  .on(passwordRoute.method, documented(router, passwordRoute), requireToken(), async (c) => {
    const db = await dbOf(c);
    const guard = c.var.guard;
    // by hand: the schema follows the token's guard (learner or manager)
    const input = await readJson(c, guard === 'api' ? LearnerPasswordChange : ManagerPasswordChange);
    const subjectId = guard === 'api' ? c.var.userId : c.var.managerId;
    await changePassword(db, appContext(db), { guard, subjectId, tokenId: c.var.tokenId, oldPassword: input.old_password, password: input.password });
    return c.json({ message: '密码已修改。', status_code: 200 }, 200);
  })
  .on(registerRoute.method, documented(router, registerRoute), async (c) => {
    const db = await dbOf(c);
    const limit = await appContext(db).limits.registerIp.consume(clientIp(c) ?? 'unknown');
    if (!limit.allowed) {
      throw tooManyRequests(REGISTER_IP_LIMIT_MESSAGE, limit.retryAfterSeconds);
    }
    const input = await readJson(c, RegisterBody);
    const token = await registerLearner(
      db,
      appContext(db),
      { phone: input.phone, password: input.password, verificationKey: input.verification_key, verificationCode: input.verification_code },
      { ip: clientIp(c), userAgent: userAgent(c) },
    );
    return c.json(token, 201);
  })
  .on(verifiedRoute.method, documented(router, verifiedRoute), requireUser(), async (c) => {
    if (!isMultipart(c)) throw new AppError('bad_request', '请以 multipart/form-data 提交实名认证资料。');
    const form = await formOf(c);
    const fields = VerificationFields.safeParse({ real_name: form.real_name, id_number: form.id_number });
    const errors: Record<string, string[]> = {};
    if (!fields.success) {
      for (const issue of fields.error.issues) {
        const field = String(issue.path[0] ?? 'request');
        (errors[field] ??= []).push(issue.code === 'custom' || issue.code === 'invalid_format' ? `${field} ${issue.message}` : `${field} 无效。`);
      }
    }
    const front = await checkImageUpload(form.id_front, ID_PHOTO_MAX_BYTES);
    const back = await checkImageUpload(form.id_back, ID_PHOTO_MAX_BYTES);
    if (!front.ok) errors.id_front = [front.message];
    if (!back.ok) errors.id_back = [back.message];
    if (!fields.success || !front.ok || !back.ok) throw new AppError('validation_failed', undefined, errors);
    const db = await dbOf(c);
    const datum = await submitVerification(db, appContext(db), c.var.userId, {
      realName: fields.data.real_name, idNumber: fields.data.id_number, front, back,
    });
    return c.json(item(datum), 201);
  });
