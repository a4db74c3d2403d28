import { createApiApp } from '@/lib/server/api/app';

type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, { type?: string; format?: string }>; allOf?: unknown[] }>; securitySchemes?: Record<string, unknown> };
};

async function openApiDocument(): Promise<Doc> {
  const app = createApiApp({ db: () => Promise.reject(new Error('not needed')) });
  const response = await app.request('/api/v1/openapi.json');
  expect(response.status).toBe(200);
  return (await response.json()) as Doc;
}

const ACCOUNT_OPERATIONS: Record<string, string[]> = {
  '/api/v1/authorizations': ['post'],
  '/api/v1/authorizations/current': ['delete'],
  '/api/v1/verification-code/authorizations': ['post'],
  '/api/v1/verification-codes/register': ['post'],
  '/api/v1/verification-codes/login': ['post'],
  '/api/v1/ad/send-sms/check-phone': ['post'],
  '/api/v1/user': ['get', 'patch'],
  '/api/v1/user/password-change': ['patch'],
  '/api/v1/user/register': ['post'],
  '/api/v1/user/verified': ['post'],
  '/api/v1/user/info': ['get'],
  '/api/v1/user/navbars': ['get'],
  '/api/v1/user/sidebars': ['get'],
  '/api/v1/permissions': ['get'],
  '/api/v1/files/{id}': ['get'],
};

const TOKEN_OPERATIONS = [
  'delete /api/v1/authorizations/current', 'get /api/v1/user', 'patch /api/v1/user', 'patch /api/v1/user/password-change',
  'post /api/v1/user/verified', 'get /api/v1/user/info', 'get /api/v1/user/navbars', 'get /api/v1/user/sidebars', 'get /api/v1/permissions',
];

/** Follows one $ref into components.schemas (requests may reference a named schema). */
function resolve(doc: Doc, schema: { $ref?: string }) {
  return schema.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
}

test('GET /api/v1/openapi.json documents every public path from the zod schemas', async () => {
  const doc = await openApiDocument();
  expect(doc.openapi).toBe('3.1.0');
  // Each area's own tests assert its paths; this one pins the foundation's public and account paths.
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(
    [
      '/api/v1/banners', '/api/v1/classes', '/api/v1/classes/{id}', '/api/v1/client-errors', '/api/v1/examiners', '/api/v1/examiners/{id}',
      '/api/v1/news', '/api/v1/news/{id}', '/api/v1/news-categories', '/api/v1/occupations', '/api/v1/occupations/{id}',
      '/api/v1/pages/{slug}', '/api/v1/regions', '/api/v1/regions/{code}', '/api/v1/stats', '/api/v1/talents',
      '/api/v1/talents/{id}', '/api/v1/teachers', '/api/v1/teachers/{id}',
      '/api/v1/certificate-queries', '/api/v1/certificates/{cert_no}', '/api/v1/training-registrations', '/api/v1/dictionaries/{type}',
      ...Object.keys(ACCOUNT_OPERATIONS),
    ],
  ));
  const params = (doc.paths['/api/v1/classes'].get.parameters ?? []).map((p) => p.name);
  expect(params).toEqual(expect.arrayContaining(['page', 'per_page', 'city_code', 'level', 'start_from', 'include', 'sort']));
  expect(doc.components.schemas).toHaveProperty('TrainingClass');
  expect(doc.paths['/api/v1/classes/{id}'].get.responses).toHaveProperty('404');
});

test('every accounts endpoint is documented with its methods, and token endpoints require the bearer scheme', async () => {
  const doc = await openApiDocument();
  for (const [path, methods] of Object.entries(ACCOUNT_OPERATIONS)) {
    expect({ path, methods: Object.keys(doc.paths[path] ?? {}).sort() }).toEqual({ path, methods: [...methods].sort() });
  }
  expect(doc.components.securitySchemes).toEqual({ bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
  for (const [path, methods] of Object.entries(ACCOUNT_OPERATIONS)) {
    for (const method of methods) {
      const needsToken = TOKEN_OPERATIONS.includes(`${method} ${path}`);
      expect({ operation: `${method} ${path}`, security: doc.paths[path][method].security }).toEqual({
        operation: `${method} ${path}`,
        security: needsToken ? [{ bearer: [] }] : undefined,
      });
      if (needsToken) expect(doc.paths[path][method].responses).toHaveProperty('401');
    }
  }
});

test('POST /api/v1/authorizations documents the login bodies, the token answer and the error replies', async () => {
  const doc = await openApiDocument();
  const login = doc.paths['/api/v1/authorizations'].post;
  expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['201', '401', '422', '429']));
  expect(login.responses['201'].content?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/AccessToken' });
  expect(login.responses['422'].content?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
  expect(doc.components.schemas.AccessToken.properties).toEqual({
    access_token: { type: 'string' },
    token_type: expect.objectContaining({ type: 'string', enum: ['Bearer'] }),
    expires_in: { type: 'integer' },
  });
  expect(resolve(doc, login.requestBody!.content['application/json'].schema)).toEqual({
    anyOf: [{ $ref: '#/components/schemas/LearnerLoginBody' }, { $ref: '#/components/schemas/ManagerLoginBody' }],
  });
  expect(Object.keys(doc.components.schemas.ManagerLoginBody.properties ?? {})).toEqual(
    expect.arrayContaining(['username', 'password', 'client_id', 'grant_type']),
  );
  expect(doc.paths['/api/v1/user/register'].post.responses['201'].content?.['application/json'].schema).toEqual({
    $ref: '#/components/schemas/AccessToken',
  });
  expect(doc.paths['/api/v1/verification-codes/login'].post.responses).toHaveProperty('429');
  expect(doc.paths['/api/v1/verification-codes/login'].post.requestBody?.content['application/json'].schema).toEqual({
    $ref: '#/components/schemas/CodeRequestBody',
  });
});

test('the upload endpoints are documented as multipart/form-data with binary file fields', async () => {
  const doc = await openApiDocument();
  const profile = doc.paths['/api/v1/user'].patch.requestBody!.content;
  expect(Object.keys(profile).sort()).toEqual(['application/json', 'multipart/form-data']);
  const form = JSON.stringify(resolve(doc, profile['multipart/form-data'].schema));
  expect(form).toContain('"avatar":{"type":"string","format":"binary"');
  const verified = doc.paths['/api/v1/user/verified'].post.requestBody!.content;
  expect(Object.keys(verified)).toEqual(['multipart/form-data']);
  const fields = JSON.stringify(resolve(doc, verified['multipart/form-data'].schema));
  expect(fields).toContain('"id_front":{"type":"string","format":"binary"');
  expect(fields).toContain('"id_back":{"type":"string","format":"binary"');
  expect(doc.paths['/api/v1/user/verified'].post.responses).toHaveProperty('409');
});

test('every operation declares who may call it (x-access), and every non-public one requires the bearer scheme', async () => {
  const doc = await openApiDocument();
  const missing: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods) as [string, Operation & { 'x-access'?: { guard: string } }][]) {
      const access = op['x-access'];
      // Declare it with publicAccess / learnerAccess / sessionAccess / managerAccess(permission) from lib/server/api/http/access.ts.
      if (!access) missing.push(`${method} ${path}: spread one of lib/server/api/http/access.ts into its createRoute()`);
      else if (access.guard !== 'public' && !op.security?.some((s) => 'bearer' in s)) missing.push(`${method} ${path}: not public but no bearer security`);
    }
  }
  expect(missing).toEqual([]);
});
