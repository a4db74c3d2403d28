import { createRoute, z } from '@hono/zod-openapi';
import { appContext } from '@/lib/server/app-context';
import { ownOrganization, setOrganizationLogo, updateOwnOrganization } from '@/lib/server/services/manage-organization';
import { checkImageUpload } from '@/lib/server/uploads';
import { creditCodeProblem } from '@/lib/validation/credit-code';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { createRouter, dbOf } from '../http/router';
import { binaryField, errorResponse, errorResponses, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { documented, isMultipart, validated } from '../http/request-body';
import { OwnOrganizationSchema as OrganizationSchema } from '@/lib/contract/organization';

const LOGO_MAX_BYTES = 2 * 1024 * 1024;
const PHONE = /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})$/;
const CREDIT_CODE_MESSAGES = {
  length: '统一社会信用代码应为 18 位。',
  charset: '统一社会信用代码只能包含数字和大写字母（不含 I、O、Z、S、V）。',
  check: '统一社会信用代码校验位不正确，请核对。',
} as const;

const optionalText = (max: number) =>
  z.string().trim().max(max, `不能超过 ${max} 个字。`).nullable().optional().transform((v) => (v ? v : null));

export const OrganizationInput = z
  .object({
    name: z.string().trim().min(2, '请填写机构名称。').max(100, '机构名称不能超过 100 个字。'),
    credit_code: z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .superRefine((v, ctx) => {
        const problem = creditCodeProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: CREDIT_CODE_MESSAGES[problem] });
      })
      .openapi({ example: '91410100MA9XXXXX0X', description: 'GB 32100 unified social credit code, check character verified' }),
    contact_name: z.string().trim().min(1, '请填写联系人。').max(30, '联系人不能超过 30 个字。'),
    contact_phone: z.string().trim().regex(PHONE, '请填写正确的手机号或座机号（如 0371-12345678）。'),
    address: z.string().trim().min(2, '请填写机构地址。').max(200, '地址不能超过 200 个字。'),
    qualifications: optionalText(2000),
    introduction: optionalText(2000),
  })
  .strict()
  .openapi('OrganizationInput');

const tags = ['manage'];
const showRoute = createRoute({
  ...managerAccess(), method: 'get', path: '/', tags,
  summary: "The signed-in manager's organisation (types 10/11/12); 404 for managers without one",
  responses: { 200: json(itemOf(OrganizationSchema), 'The organisation'), ...unauthenticatedResponse, ...notFoundResponse },
});
const updateRoute = createRoute({
  ...managerAccess(), method: 'put', path: '/', tags,
  summary: "Update the manager's organisation: name, credit code (check character verified), contact, address, qualifications",
  request: { body: { required: true, content: { 'application/json': { schema: OrganizationInput } } } },
  responses: { 200: json(itemOf(OrganizationSchema), 'The updated organisation'), ...unauthenticatedResponse, ...notFoundResponse, ...errorResponses },
});
const logoRoute = createRoute({
  ...managerAccess(), method: 'post', path: '/logo', tags,
  summary: "Replace the organisation's logo (multipart field logo: JPEG, PNG or WebP, at most 2 MB)",
  request: { body: { required: true, content: { 'multipart/form-data': { schema: z.object({ logo: binaryField }).openapi('LogoForm') } } } },
  responses: {
    200: json(itemOf(OrganizationSchema), 'The organisation with its new logo'),
    400: errorResponse('Not multipart/form-data'),
    422: errorResponse('Not an image within 2 MB'),
    ...unauthenticatedResponse,
    ...notFoundResponse,
  },
});

/** Mounted at /manage/organization: the organisation page (/manage/orgSet) of types 10/11/12. */
const router = createRouter();
router.use('*', requireManager());

export const manageOrganizationRoutes = router
  .on(showRoute.method, documented(router, showRoute), validated(showRoute), async (c) => c.json(item(await ownOrganization(await dbOf(c), c.var.managerId)), 200))
  .on(updateRoute.method, documented(router, updateRoute), validated(updateRoute), async (c) => {
    const db = await dbOf(c);
    return c.json(item(await updateOwnOrganization(db, c.var.managerId, c.req.valid('json'), appContext(db).now())), 200);
  });

router.on(logoRoute.method, documented(router, logoRoute), async (c) => {
  if (!isMultipart(c)) throw new AppError('bad_request', '请以 multipart/form-data 上传标志图片。');
  let form: Record<string, unknown>;
  try {
    form = (await c.req.parseBody()) as Record<string, unknown>;
  } catch {
    throw new AppError('bad_request', '无法解析表单数据。');
  }
  const logo = await checkImageUpload(form.logo, LOGO_MAX_BYTES);
  if (!logo.ok) throw new AppError('validation_failed', undefined, { logo: [logo.message] });
  const db = await dbOf(c);
  return c.json(item(await setOrganizationLogo(db, appContext(db), c.var.managerId, logo)), 200);
});
