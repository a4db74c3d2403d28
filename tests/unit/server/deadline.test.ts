/** @jest-environment node */
import { DeadlineExceeded, withDeadline } from '@/lib/server/deadline';
import { toAppError } from '@/lib/server/domain/errors';
import { parseEnv } from '@/lib/env';

describe('withDeadline', () => {
  test('a call that never settles is rejected with DeadlineExceeded, its signal aborted, and the request answers 503', async () => {
    let seen: AbortSignal | undefined;
    const call = withDeadline('the store', 20, (signal) => {
      seen = signal;
      return new Promise<never>(() => undefined);
    });
    await expect(call).rejects.toBeInstanceOf(DeadlineExceeded);
    expect(seen?.aborted).toBe(true);
    expect(seen?.reason).toBeInstanceOf(DeadlineExceeded);
    const error = await call.catch((e: unknown) => e);
    expect(toAppError(error).code).toBe('service_unavailable');
  });

  test('a call that answers in time gives its value; one that fails, its own error', async () => {
    await expect(withDeadline('x', 10_000, async () => 42)).resolves.toBe(42);
    await expect(withDeadline('x', 10_000, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });

  test('a late failure after the deadline is not an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listen);
    let fail: (error: Error) => void = () => undefined;
    await expect(withDeadline('x', 10, () => new Promise<never>((_, reject) => (fail = reject)))).rejects.toBeInstanceOf(DeadlineExceeded);
    fail(new Error('late'));
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', listen);
    expect(unhandled).toEqual([]);
  });

  test('the outer signal aborts the call too', async () => {
    const outer = new AbortController();
    let seen: AbortSignal | undefined;
    const call = withDeadline('x', 10_000, (signal) => {
      seen = signal;
      return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
    }, outer.signal);
    outer.abort();
    await expect(call).rejects.toThrow('aborted');
    expect(seen?.aborted).toBe(true);
  });
});

test('every deadline has a default and a setting', () => {
  const config = parseEnv({});
  expect(config).toMatchObject({
    S3_CONNECT_TIMEOUT_MS: 3000, S3_REQUEST_TIMEOUT_MS: 10_000, S3_PART_TIMEOUT_MS: 60_000,
    DATABASE_CONNECT_TIMEOUT_MS: 5000, DATABASE_STATEMENT_TIMEOUT_MS: 15_000,
    REDIS_CONNECT_TIMEOUT_MS: 2000, REDIS_COMMAND_TIMEOUT_MS: 2000, API_UPSTREAM_TIMEOUT_MS: 20_000, SMS_TIMEOUT_MS: 10_000,
  });
  expect(parseEnv({ S3_REQUEST_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toMatchObject({ S3_REQUEST_TIMEOUT_MS: 1500, DATABASE_STATEMENT_TIMEOUT_MS: 0 });
  expect(() => parseEnv({ REDIS_COMMAND_TIMEOUT_MS: 'soon' })).toThrow(/REDIS_COMMAND_TIMEOUT_MS/);
});
