import { createRoute, z } from '@hono/zod-openapi';
import { appContext } from '@/lib/server/app-context';
import { verifiedIdentityOf } from '@/lib/server/services/learners';
import { applyToTeach, checkQualificationFiles, listMyTeacherApplications } from '@/lib/server/services/teacher-applications';
import { CHINESE_NAME_PATTERN } from '@/lib/validation/certificate-query';
import { learnerAccess } from '../http/access';
import { requireUser } from '../http/auth';
import { TeacherApplicationSchema } from '@/lib/contract/career';
import { collection, item } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { createRouter, dbOf } from '../http/router';
import { binaryField, collectionOf, errorResponse, itemOf, json, unauthenticatedResponse } from '../http/schemas';
import { refuseControlCharacters } from '@/lib/server/domain/validation';
import { MAX_ID } from '@/lib/contract/fields';
import { phone } from './account-schemas';
import { documented, isMultipart } from '../http/request-body';
import { idNumber } from './certificates';

export const TeacherApplicationFields = z
  .object({
    name: z.string().trim().refine((v) => CHINESE_NAME_PATTERN.test(v), '应为 2–20 个汉字。').openapi({ type: 'string', example: '王丽娟' }),
    phone,
    id_number: idNumber,
    occupation_id: z.coerce.number().int().min(1).max(MAX_ID).openapi({ type: 'integer' }),
    qualifications: z.string().trim().min(10).max(2000).openapi({ description: 'Certificates held, years of practice, teaching experience' }),
  })
  .openapi('TeacherApplicationFields');

const applyRoute = createRoute({
  method: 'post',
  path: '/ad/registered-teachers/applied',
  tags: ['teacher-applications'],
  summary: 'Apply to become a registered teacher, with qualification files (one application under review at a time)',
  description: 'A learner with approved real-name verification may leave out name, phone and id_number (all three): the verified name and ID number and the account phone are used.',
  ...learnerAccess,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: TeacherApplicationFields.extend({
            files: z.array(binaryField).openapi({ description: '1–5 files, each a PDF, JPEG, PNG or WebP (judged by content) of at most 5 MB' }),
          }).openapi('TeacherApplicationForm'),
        },
      },
    },
  },
  responses: {
    201: json(itemOf(TeacherApplicationSchema), 'Submitted; status is pending'),
    400: errorResponse('Not multipart/form-data, or an unreadable form'),
    ...unauthenticatedResponse,
    409: errorResponse('An application is already under review, or the learner is already a teacher'),
    422: errorResponse('Invalid fields or files (errors: { field: [message…] })'),
  },
});

const listRoute = createRoute({
  method: 'get',
  path: '/ad/registered-teachers/applied',
  tags: ['teacher-applications'],
  summary: "The learner's teacher applications with their review status, newest first",
  ...learnerAccess,
  responses: { 200: json(collectionOf(TeacherApplicationSchema), 'My applications'), ...unauthenticatedResponse },
});

const router = createRouter();

export const teacherApplicationRoutes = router
  .on(applyRoute.method, documented(router, applyRoute), requireUser(), async (c) => {
    if (!isMultipart(c)) throw new AppError('bad_request', '请以 multipart/form-data 提交讲师申请。');
    let form: Record<string, unknown>;
    try {
      form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
    } catch {
      throw new AppError('bad_request', '无法解析表单数据。');
    }
    const single = (v: unknown) => (Array.isArray(v) ? v[0] : v);
    const db = await dbOf(c);
    let identity: Record<string, unknown> = { name: single(form.name), phone: single(form.phone), id_number: single(form.id_number) };
    if (Object.values(identity).every((v) => v === undefined)) {
      const verified = await verifiedIdentityOf(db, c.var.userId);
      if (verified) identity = { name: verified.real_name, phone: verified.phone, id_number: verified.id_number };
    }
    const fields = TeacherApplicationFields.safeParse({ ...identity, occupation_id: single(form.occupation_id), qualifications: single(form.qualifications) });
    const errors: Record<string, string[]> = {};
    if (!fields.success) {
      for (const issue of fields.error.issues) {
        const field = String(issue.path[0] ?? 'request');
        (errors[field] ??= []).push(issue.code === 'custom' ? `${field} ${issue.message}` : `${field} 无效。`);
      }
    }
    const raw = form['files'] ?? form['files[]'];
    const checked = await checkQualificationFiles(raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]);
    if (checked.errors.length) errors.files = checked.errors;
    if (!fields.success || checked.errors.length) throw new AppError('validation_failed', undefined, errors);
    refuseControlCharacters(fields.data);
    const application = await applyToTeach(db, c.var.userId, fields.data, checked.files, appContext(db).storage, appContext(db).now());
    return c.json(item(application), 201);
  })
  .on(listRoute.method, documented(router, listRoute), requireUser(), async (c) =>
    c.json(collection(await listMyTeacherApplications(await dbOf(c), c.var.userId)), 200),
  );
