import { createHash } from 'node:crypto';
import type { ManageScreen, ScreenFigures } from '@/lib/contract/data-screen/figures';
import { SCREEN_REFRESH_SECONDS } from '@/lib/contract/data-screen/figures';
import { platformDate } from '@/lib/format/time-zone';
import { onDataChange } from '@/lib/server/cache-bus';
import type { Db } from '@/lib/server/db';
import { draining } from '@/lib/server/runtime/draining';
import { screenFigures, type ScreenPlace } from '@/lib/server/services/screen/figures';
import { screenVersion } from '@/lib/server/services/screen/refresh';
import { logger, errorFields } from '@/lib/server/observability/log';

// What the screen's routes share: the figures of a place kept SCREEN_REFRESH_SECONDS and dropped as
// soon as the aggregates change (the cache model's `screen` entity, heard on the cache bus: at once
// in this process, through Redis in the others), and the event stream of GET /manage/screen/events.

type Kept = { at: number; generation: number; figures: Promise<ScreenFigures> };
const kept = new WeakMap<Db, Map<string, Kept>>();
let generation = 0;
let stopListening: (() => void) | undefined;

export function keptFigures(db: Db, place: ScreenPlace, now: Date): Promise<ScreenFigures> {
  stopListening ??= onDataChange((entities) => {
    if (entities.includes('screen')) generation++;
  });
  const key = `${place.level}:${place.code}:${platformDate(now)}`;
  const entries = kept.get(db) ?? new Map<string, Kept>();
  kept.set(db, entries);
  const hit = entries.get(key);
  const at = Date.now();
  if (hit && hit.generation === generation && at - hit.at < SCREEN_REFRESH_SECONDS * 1000) return hit.figures;
  const figures = screenFigures(db, place, now);
  entries.set(key, { at, generation, figures });
  figures.catch(() => entries.delete(key));
  return figures;
}

/** A strong validator of an answer's bytes. */
export const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export const matches = (ifNoneMatch: string | undefined, etag: string) =>
  Boolean(ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

export const PING_MS = 15_000;
export const EVENT_STREAM_TYPE = 'text/event-stream';

type EventOptions = {
  db: Db;
  signal: AbortSignal;
  /** An EventSource asks for text/event-stream; any other client gets the current figures once. */
  live: boolean;
  read: () => Promise<ManageScreen>;
  checkMs?: number;
  pingMs?: number;
};

/**
 * `figures` at once, then again whenever the aggregates' version moved (looked at every checkMs),
 * and a `ping` comment every pingMs so proxies keep the connection. Ends when the client goes away or
 * the server starts shutting down (the EventSource reconnects to another instance).
 */
export function screenEventStream({ db, signal, live, read, checkMs = SCREEN_REFRESH_SECONDS * 1000, pingMs = PING_MS }: EventOptions): Response {
  const encoder = new TextEncoder();
  const timers: ReturnType<typeof setInterval>[] = [];
  let closed = false;
  let version = '';
  let stop = () => {};
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      stop = () => {
        if (closed) return;
        closed = true;
        timers.forEach(clearInterval);
        signal.removeEventListener('abort', stop);
        try {
          controller.close();
        } catch {
          // already cancelled by the client
        }
      };
      const sendFigures = async () => {
        version = (await screenVersion(db)).version;
        write(`event: figures\ndata: ${JSON.stringify(await read())}\n\n`);
      };
      signal.addEventListener('abort', stop);
      write(`retry: ${checkMs}\n\n`);
      try {
        await sendFigures();
      } catch (error) {
        logger().warn(errorFields(error), 'data screen events: the first figures failed');
        return stop();
      }
      if (!live || signal.aborted) return stop();
      let checking = false;
      timers.push(
        setInterval(() => {
          if (draining()) return stop();
          if (checking || closed) return;
          checking = true;
          screenVersion(db)
            .then((now) => (now.version !== version ? sendFigures() : undefined))
            .catch((error: unknown) => logger().warn(errorFields(error), 'data screen events: a check failed'))
            .finally(() => (checking = false));
        }, checkMs),
        setInterval(() => write(': ping\n\n'), pingMs),
      );
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'content-type': `${EVENT_STREAM_TYPE}; charset=utf-8`, 'cache-control': 'no-store, no-transform', 'x-accel-buffering': 'no' },
  });
}
