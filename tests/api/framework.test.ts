import { createApiApp } from '@/lib/server/api/app';
import { errorBody } from '@/lib/server/api/http/errors';
import { AppError, SERVICE_UNAVAILABLE_MESSAGE, UNAUTHENTICATED_MESSAGE } from '@/lib/server/domain/errors';
import { connect } from '@/lib/server/db/connect';
import type { Db } from '@/lib/server/db';
import { useLogger } from '@/lib/server/observability/log';
import pino from 'pino';

const failingDb = (error: Error) => () => Promise.reject(error);

// The details of a failure go to the server's log, never into the answer.
let logged: string[] = [];
beforeEach(() => {
  logged = [];
  useLogger(pino({ level: 'error' }, { write: (line: string) => void logged.push(line) }));
});

describe('API framework', () => {
  test('an unknown route is a 404 in JSON and does not open the database', async () => {
    const app = createApiApp({ db: failingDb(new Error('must not be called')) });
    const response = await app.request('/api/v1/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ status_code: 404, code: 'not_found' });
  });

  test('an uncaught error is a 500 in JSON without details or stack', async () => {
    const broken = { selectFrom: () => { throw new Error('secret detail at /srv/app.ts:1'); } } as unknown as Db;
    const app = createApiApp({ db: () => broken });
    const response = await app.request('/api/v1/banners');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: '服务器内部错误。', status_code: 500, code: 'internal' });
    expect(text).not.toContain('secret');
    expect(logged.some((line) => line.includes('secret detail at /srv/app.ts:1') && line.includes('"path":"/api/v1/banners"'))).toBe(true);
  });

  test('a database that cannot be opened is a 503', async () => {
    const app = createApiApp({ db: failingDb(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })) });
    const response = await app.request('/api/v1/stats');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE, status_code: 503, code: 'service_unavailable' });
    expect(SERVICE_UNAVAILABLE_MESSAGE).toBe('服务暂时不可用，请稍后再试。');
  });

  test('a connection refused mid-query is a 503', async () => {
    const unreachable = connect('postgres://postgres@127.0.0.1:9/none');
    try {
      const app = createApiApp({ db: () => unreachable });
      const response = await app.request('/api/v1/banners');
      expect(response.status).toBe(503);
      expect((await response.json()).message).toBe('服务暂时不可用，请稍后再试。');
    } finally {
      await unreachable.destroy();
    }
  });

  test('the 401 message is exactly the one the front end looks for', () => {
    expect(UNAUTHENTICATED_MESSAGE).toBe('身份认证未通过。');
    expect(errorBody(new AppError('unauthenticated'))).toEqual({ message: '身份认证未通过。', status_code: 401, code: 'unauthenticated' });
    expect(errorBody(new AppError('validation_failed', undefined, { a: ['x'] }))).toEqual({
      message: '提交的数据无效。', status_code: 422, code: 'validation_failed', errors: { a: ['x'] },
    });
  });
});
