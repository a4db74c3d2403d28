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

  it('trusts no proxy unless told: the client address is the socket\'s', () => {
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '0' }).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: '2' }).TRUSTED_PROXY_HOPS).toBe(2);
    expect(() => parseEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow(EnvError);
  });

  it('keeps idle connections open past the 60 s a proxy in front keeps its own (Node alone closes them at 5 s)', () => {
    expect(parseEnv({}).KEEP_ALIVE_TIMEOUT).toBe(65_000);
    expect(parseEnv({ KEEP_ALIVE_TIMEOUT: '120000' }).KEEP_ALIVE_TIMEOUT).toBe(120_000);
    expect(() => parseEnv({ KEEP_ALIVE_TIMEOUT: '500' })).toThrow(EnvError);
  });

  it('accepts PostgreSQL and SQLite file URLs', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app' }).DATABASE_URL).toContain('postgres');
    expect(parseEnv({ DATABASE_URL: 'file:data/other.db' }).DATABASE_URL).toBe('file:data/other.db');
  });

  it('prefixes Redis keys and the cache bus channel with skills unless REDIS_PREFIX names another site', () => {
    expect(parseEnv({}).REDIS_PREFIX).toBe('skills');
    expect(parseEnv({ REDIS_PREFIX: 'skills-staging' }).REDIS_PREFIX).toBe('skills-staging');
    expect(() => parseEnv({ REDIS_PREFIX: 'skills:staging' })).toThrow('Invalid configuration: REDIS_PREFIX letters, digits, - and _ only, at most 40');
  });

  it('keeps uploads on the local disk unless STORAGE_URL names an S3 bucket, whose keys come in pairs', () => {
    expect(parseEnv({}).STORAGE_URL).toBeUndefined();
    expect(parseEnv({})).toMatchObject({ UPLOAD_DIR: './data/uploads', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    const s3 = parseEnv({ STORAGE_URL: 's3://skills-files/prod', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    expect(s3).toMatchObject({ STORAGE_URL: 's3://skills-files/prod', S3_FORCE_PATH_STYLE: true });
    expect(() => parseEnv({ STORAGE_URL: 'minio://bucket' })).toThrow('Invalid configuration: STORAGE_URL must be file: or s3://bucket/prefix');
    expect(() => parseEnv({ S3_ENDPOINT: 'not a url' })).toThrow(EnvError);
    expect(() => parseEnv({ S3_ACCESS_KEY_ID: 'k' })).toThrow('Invalid configuration: S3_SECRET_ACCESS_KEY must be set together with the other S3 key');
  });
});
