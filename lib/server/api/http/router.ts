import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Guard } from '@/lib/server/auth/tokens';
import type { Db } from '@/lib/server/db';
import { validationHook } from './validation';

/** userId / managerId / tokenId / guard are set by the auth middleware (http/auth.ts) on protected routes. */
export type ApiEnv = {
  Variables: { db: () => Promise<Db>; requestId: string; userId: number; managerId: number; tokenId: number; guard: Guard };
};

/** One small app per resource; each shares the 422 hook so validation looks the same everywhere. */
export function createRouter(): OpenAPIHono<ApiEnv> {
  return new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
}

export function dbOf(c: Context<ApiEnv>): Promise<Db> {
  return c.var.db();
}
