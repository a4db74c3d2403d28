import type { Context } from 'hono';
import { clientIp } from './auth';
import { maskParams } from './operation-log';
import { managerHasPermission } from './permission';
import type { ApiEnv } from './router';

/** The permission to see whole ID numbers; everyone else sees them masked (first 4 and last 4). */
export const ID_NUMBER_PERMISSION = 'learners.id-number';

/**
 * Whether this manager's answer may carry whole ID numbers. When it may, the view is written to
 * the operation log first (who, which records, from where), so every disclosure can be traced.
 */
export async function revealIdNumbers(
  c: Context<ApiEnv>,
  subject: { module: string; table: string; ids: number[] },
): Promise<boolean> {
  if (!subject.ids.length) return false;
  return disclosed(c, subject.module, { [subject.table]: subject.ids });
}

/**
 * Whether an export (a spreadsheet of every record the filters find, streamed) may carry whole phones
 * and ID numbers. When it may, the export is written to the operation log first with its filters
 * (ID numbers in them masked): the records are not known until the file streams.
 */
export async function revealInExport(c: Context<ApiEnv>, module: string): Promise<boolean> {
  return disclosed(c, module, { export: module, query: maskParams(c.req.query()) });
}

async function disclosed(c: Context<ApiEnv>, module: string, params: Record<string, unknown>): Promise<boolean> {
  const db = await c.var.db();
  if (!(await managerHasPermission(db, c.var.managerId, ID_NUMBER_PERMISSION))) return false;
  await db
    .insertInto('operation_logs')
    .values({
      manager_id: c.var.managerId, module, action: 'view-id-number', method: c.req.method, path: c.req.path.slice(0, 255),
      params: JSON.stringify(params).slice(0, 2000), status_code: 200, duration_ms: 0, ip: clientIp(c),
      created_at: new Date().toISOString(),
    })
    .execute();
  return true;
}
