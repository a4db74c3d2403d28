import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from '../http/router';
import { createRouter } from '../http/router';

/** GET /openapi.json: the contract generated from the same zod schemas the routes validate with. */
export function openApiRoutes(root: OpenAPIHono<ApiEnv>) {
  // Referenced by `security: bearerSecurity` on the account endpoints (see http/auth.ts).
  root.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'access_token from POST /authorizations, /verification-code/authorizations or /user/register: `authorization: Bearer <token>`',
  });
  return createRouter().get('/openapi.json', (c) =>
    c.json(
      root.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Vocational skills training platform API',
          version: 'v1',
          description: 'Fractal-style envelopes: { data } for one resource, { data, meta.pagination } for lists.',
        },
      }),
    ),
  );
}
