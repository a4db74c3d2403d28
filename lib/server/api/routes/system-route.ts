import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { managerAccess } from '../http/access';
import type { ApiEnv } from '../http/router';
import { errorResponse, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { parseInput } from '../http/request-body';
import type { Permission } from '@/lib/contract/permissions';

// One shape for the system-administration operations: a manager token and one permission each
// (checked by requirePermission before any input is read), zod-validated query and body (422).

type Op = {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  permission: Permission;
  summary: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  status?: 200 | 201;
  tag: string;
};

export function systemRoute(op: Op) {
  const hasId = op.path.includes('{id}');
  return createRoute({
    ...managerAccess(op.permission),
    method: op.method,
    path: op.path,
    tags: [op.tag],
    summary: `${op.summary} (permission ${op.permission})`,
    request: {
      ...(hasId ? { params: idParam } : {}),
      ...(op.query ? { query: op.query } : {}),
      ...(op.body ? { body: { required: true, content: { 'application/json': { schema: op.body } } } } : {}),
    },
    responses: {
      [op.status ?? 200]: json(op.response, 'Done'),
      ...unauthenticatedResponse,
      403: errorResponse('The manager lacks the permission'),
      ...(hasId ? notFoundResponse : {}),
      ...(op.body ? { 400: errorResponse('Unreadable body') } : {}),
      409: errorResponse('Not possible in the current state'),
      422: errorResponse('Invalid fields or query'),
    },
  });
}

export const idOf = (c: Context<ApiEnv>) => parseInput(idParam, { id: c.req.param('id') }).id;
export const queryOf = <S extends z.ZodType>(c: Context<ApiEnv>, schema: S): z.infer<S> => parseInput(schema, c.req.query());
