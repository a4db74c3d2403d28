import { errorFields, logger } from '@/lib/server/observability/log';
import { toAppError } from '@/lib/server/domain/errors';
import { errorBody, errorStatus } from './errors';
import type { ProgressLine } from '@/lib/contract/envelope';

// Long operations (an Excel import) can answer as NDJSON when the client asks for it with
// `Accept: application/x-ndjson`: progress lines while the work runs, then one line with the
// result or the error, so the browser shows a progress bar instead of waiting on a silent request.

export const NDJSON_TYPE = 'application/x-ndjson';


export const wantsProgress = (accept: string | undefined): boolean => Boolean(accept?.includes(NDJSON_TYPE));

/** Runs `work` after the response has started; `report(done, total)` writes a progress line. */
export function progressResponse(work: (report: (done: number, total: number) => void) => Promise<unknown>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: ProgressLine) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      try {
        send({ data: await work((done, total) => send({ progress: { done, total } })) });
      } catch (error) {
        const appError = toAppError(error);
        if (errorStatus(appError) >= 500) logger().error(errorFields(error), 'streamed operation failed');
        send({ error: errorBody(appError) });
      }
      controller.close();
    },
  });
  // no-transform keeps compression from holding the progress lines back.
  return new Response(body, { status: 200, headers: { 'content-type': `${NDJSON_TYPE}; charset=utf-8`, 'cache-control': 'no-store, no-transform' } });
}
