import pino, { type Logger } from 'pino';
import { env } from '@/lib/env';
import { processSlot } from '@/lib/server/process-state';

// One JSON logger per process (Next bundles route handlers separately, hence the process registry).
// Tests stay quiet unless LOG_LEVEL asks otherwise.
const store = processSlot<{ logger?: Logger }>('logger', () => ({}));

export function logger(): Logger {
  if (!store.logger) {
    const config = env();
    const level = config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'silent' : 'info');
    store.logger = pino({ level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime, messageKey: 'msg' });
  }
  return store.logger;
}

/** An error as loggable fields, without assuming it is an Error (drivers throw all sorts). */
export function errorFields(error: unknown): { error: string; stack?: string; code?: string } {
  const { message, stack, code } = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
  return {
    error: typeof message === 'string' ? message : String(error),
    ...(typeof stack === 'string' ? { stack } : {}),
    ...(typeof code === 'string' ? { code } : {}),
  };
}

/** Replaces the process logger (tests capture lines with it). */
export function useLogger(replacement: Logger): void {
  store.logger = replacement;
}
