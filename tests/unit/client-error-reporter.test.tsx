import { render } from '@testing-library/react';
import { ClientErrorReporter, reportClientError } from '@/components/app/client-error-reporter';

const env = process.env as Record<string, string | undefined>;

describe('reporting uncaught UI errors (SPEC.md §8)', () => {
  const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 201 }));
  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    env.NODE_ENV = 'test';
  });

  it('sends nothing outside production', () => {
    reportClientError(new Error('dev only'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends uncaught errors and rejections once each in production', () => {
    env.NODE_ENV = 'production';
    render(<ClientErrorReporter />);
    const error = new Error('boom');
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
    window.dispatchEvent(new ErrorEvent('error', { error, message: 'boom' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'network down';
    window.dispatchEvent(rejection);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [url, init] = calls[0];
    expect(url).toBe('/api/v1/client-errors');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toMatchObject({ message: 'boom', url: expect.stringContaining('http') });
    expect(JSON.parse(String(calls[1][1].body)).message).toBe('network down');
  });
});
