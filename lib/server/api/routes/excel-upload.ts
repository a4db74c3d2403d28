import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { AppError } from '@/lib/server/domain/errors';
import type { ApiEnv } from '../http/router';
import { isMultipart, parseInput } from '../http/request-body';

// The multipart form every Excel import takes: the workbook, all-or-none or valid rows only, and a dry run.

const MAX_BYTES = 5 * 1024 * 1024;

export const ImportFields = z.object({
  mode: z.enum(['all', 'valid']).default('all').openapi({ description: 'all: import every row or none; valid: import the valid rows' }),
  dry_run: z.enum(['0', '1']).default('0').openapi({ description: '1: check only, write nothing' }),
});

export async function uploadedWorkbook(c: Context<ApiEnv>): Promise<{ file: ArrayBuffer; mode: 'all' | 'valid'; dryRun: boolean }> {
  if (!isMultipart(c)) throw new AppError('bad_request', '请以 multipart/form-data 上传文件。');
  const form = await c.req.parseBody().catch(() => {
    throw new AppError('bad_request', '无法读取上传的表单。');
  });
  // by hand: the text fields of a multipart form whose file part is checked by its bytes below
  const { mode, dry_run } = parseInput(ImportFields, { mode: form.mode || undefined, dry_run: form.dry_run || undefined });
  const file = form.file;
  if (!(file instanceof File)) throw new AppError('validation_failed', undefined, { file: ['file 必须上传 .xlsx 文件。'] });
  if (file.size > MAX_BYTES) throw new AppError('validation_failed', undefined, { file: ['file 不能大于 5 MB。'] });
  const bytes = await file.arrayBuffer();
  const head = new Uint8Array(bytes.slice(0, 4));
  if (!(head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04)) {
    throw new AppError('validation_failed', undefined, { file: ['file 不是 .xlsx 文件。'] });
  }
  return { file: bytes, mode, dryRun: dry_run === '1' };
}
