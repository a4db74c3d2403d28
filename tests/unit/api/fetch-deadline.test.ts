/** @jest-environment node */
import { fetchWithin, REQUEST_TIMEOUT_MS } from '@/lib/api/fetch-deadline';
import { ApiError } from '@/lib/api/client';
import { DOWNLOAD_START_TIMEOUT_MS, fetchBlob } from '@/lib/api/download';
import { httpRegister, REGISTER_TIMEOUT_MS } from '@/lib/credentials/check';

// Every fetch the browser code makes has a deadline for its answer to begin (lib/api/fetch-deadline.ts):
// a network that accepts the request and then says nothing ends in the call's error, never a spinner
// that runs forever. The stand-in below never answers; it rejects only when its signal aborts.

const calls: { url: string; signal?: AbortSignal | null }[] = [];
beforeEach(() => {
  calls.length = 0;
  jest.useFakeTimers();
  globalThis.fetch = jest.fn((url: string, init: RequestInit = {}) => {
    calls.push({ url, signal: init.signal });
    return new Promise<Response>((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  }) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

/** Settles `promise` after `ms` of fake time, and says whether it had settled one millisecond before. */
async function settleAfter<T>(promise: Promise<T>, ms: number): Promise<{ early: boolean; outcome: PromiseSettledResult<T> }> {
  let settled = false;
  const watched = promise.then(
    (value) => ((settled = true), { status: 'fulfilled' as const, value }),
    (reason: unknown) => ((settled = true), { status: 'rejected' as const, reason }),
  );
  await jest.advanceTimersByTimeAsync(ms - 1);
  const early = settled;
  await jest.advanceTimersByTimeAsync(1);
  return { early, outcome: await watched };
}

describe('a stalled network ends in the call\'s own error at its deadline', () => {
  test('fetchWithin aborts the request when the answer has not begun in time', async () => {
    const { early, outcome } = await settleAfter(fetchWithin('/x', {}, 1234), 1234);
    expect(early).toBe(false);
    expect(outcome.status).toBe('rejected');
    expect(calls[0].signal?.aborted).toBe(true);
  });

  test('a file download is an unreachable-server error (status 0) after DOWNLOAD_START_TIMEOUT_MS', async () => {
    const { early, outcome } = await settleAfter(fetchBlob('/manage/classes/export', 'manage'), DOWNLOAD_START_TIMEOUT_MS);
    expect(early).toBe(false);
    expect(outcome).toMatchObject({ status: 'rejected', reason: expect.any(ApiError) });
    expect((outcome as PromiseRejectedResult).reason.status).toBe(0);
  });

  test('the certificate check says the register is offline after REGISTER_TIMEOUT_MS (the signature still decides)', async () => {
    const { early, outcome } = await settleAfter(httpRegister()('S000041000012251000001'), REGISTER_TIMEOUT_MS);
    expect(early).toBe(false);
    expect(outcome).toEqual({ status: 'fulfilled', value: 'offline' });
  });

  test('the API client keeps its 20 s', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(20_000);
  });
});
