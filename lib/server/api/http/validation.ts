import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { intParam, MAX_ID } from '@/lib/contract/fields';
import { refinePersonName } from '@/lib/validation/text';
import { AppError } from '@/lib/server/domain/errors';
import { refuseControlCharacters, validationError } from '@/lib/server/domain/validation';
import { errorBody, errorStatus } from './errors';

/** The OpenAPIHono defaultHook: every zod failure at the route boundary becomes the 422 shape. */
export function validationHook(result: { success: true; data?: unknown; target?: string } | { success: false; error: ZodError; target?: string }, c: Context) {
  try {
    if (!result.success) throw validationError(result.error);
    if (result.target !== 'header') refuseControlCharacters(result.data);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return c.json(errorBody(error), errorStatus(error));
  }
}

// Query-string building blocks (lib/contract/fields.ts); values arrive as strings, so numbers are coerced.

export const idParam = z.object({
  id: intParam(1, MAX_ID).openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

export const flagParam = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .openapi({ type: 'string', enum: ['0', '1', 'true', 'false'] });

/** A person's displayed name (lib/validation/text.ts), for every body that sets one. */
export const personName = z.string().trim().superRefine(refinePersonName).openapi({
  type: 'string', description: "A person's displayed name: 2–20 letters or digits of any script, single spaces or ·-'. between them; no control, direction or invisible characters",
});

export const includeParam = z.string().max(200).openapi({ description: 'Comma-separated relations, nested with dots' });
