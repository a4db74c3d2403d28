import { EnvError, parseEnv } from '@/lib/env';

describe('configuration checked at start-up', () => {
  it('has working defaults for the embedded setup', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ APP_ID: '10004', PLATFORM_PROVINCE: '410000', PORT: 3000, API_PORT: 3001, SMS_DRIVER: 'log' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.API_UPSTREAM_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ API_UPSTREAM_URL: '', DATABASE_URL: '' }).API_UPSTREAM_URL).toBeUndefined();
  });

  it('reports every problem on its own clear line', () => {
    let error: unknown;
    try {
      parseEnv({ DATABASE_URL: 'mysql://db', PORT: 'abc', PLATFORM_PROVINCE: '41', ADMIN_PASSWORD: 'short', REDIS_URL: 'http://x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const lines = (error as Error).message.split('\n');
    expect(lines).toHaveLength(5);
    for (const key of ['DATABASE_URL', 'PORT', 'PLATFORM_PROVINCE', 'ADMIN_PASSWORD', 'REDIS_URL']) {
      expect(lines.some((l) => l.startsWith(`Invalid configuration: ${key} `))).toBe(true);
    }
  });

  it('accepts PostgreSQL and SQLite file URLs', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' }).DATABASE_URL).toContain('postgres');
    expect(parseEnv({ DATABASE_URL: 'file:data/other.db' }).DATABASE_URL).toBe('file:data/other.db');
  });
});
