import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '@/lib/server/db';
import { validationHook } from './validation';

export type ApiEnv = { Variables: { db: () => Promise<Db> } };

/** One small app per resource; each shares the 422 hook so validation looks the same everywhere. */
export function createRouter(): OpenAPIHono<ApiEnv> {
  return new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
}

export function dbOf(c: Context<ApiEnv>): Promise<Db> {
  return c.var.db();
}
