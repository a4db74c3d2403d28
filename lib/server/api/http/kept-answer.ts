import { recordApiRequest, REQUEST_ID_HEADER, requestIdOf } from './observe';
import type { ReadHeaders, ResponseCache } from './response-cache';

export type KeptReply = { body: Uint8Array<ArrayBuffer>; headers: Record<string, string> };

/**
 * A kept public read, answered before the API app is dispatched (by the standalone server and the
 * built-in proxy): the same body, headers, metric sample and log line as through the app, without
 * routing, a Request copy and four middlewares for an answer that is only bytes in memory.
 */
export function keptAnswer(
  cache: ResponseCache,
  method: string,
  pathAndQuery: string,
  headers: ReadHeaders & { requestId?: string | null },
): KeptReply | undefined {
  const started = performance.now();
  const kept = cache.lookup(method, pathAndQuery, headers);
  if (!kept) return undefined;
  const requestId = requestIdOf(headers.requestId);
  recordApiRequest(requestId, method, kept.route, 200, (performance.now() - started) / 1000);
  return { body: kept.body, headers: { 'content-type': kept.contentType, 'x-api-cache': 'HIT', [REQUEST_ID_HEADER]: requestId } };
}
