import type { Context } from 'hono';
import { AppError } from '@/lib/server/domain/errors';

/** A JSON object body; an unreadable or missing body is validated as {} so each field is reported. */
export async function jsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AppError('bad_request', '请求体必须是 JSON 对象。');
}
