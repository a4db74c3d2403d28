/** @jest-environment node */
import fs from 'node:fs';
import { parse } from 'yaml';
import { DEFAULT_KEEP_ALIVE_MS } from '@/lib/env';

// Docker is not usable on every machine that runs the tests, so the image and compose files are
// checked for what matters: stages, an unprivileged user, a health check, signals and secrets.

const dockerfile = fs.readFileSync('Dockerfile', 'utf8');
const stages = dockerfile.split(/^FROM /m).slice(1);
const finalStage = stages.at(-1)!;

describe('the Dockerfile', () => {
  it('builds in stages and ships only the standalone server', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(finalStage).toMatch(/^\$\{NODE_IMAGE\} AS runner/);
    expect(finalStage).toContain('COPY --from=build --chown=skills:skills /app/.next/standalone ./');
    expect(finalStage).not.toMatch(/COPY (\.|--chown=\S+ \.) /);
    expect(finalStage).toMatch(/^CMD \["node", "server\.js"\]$/m);
  });

  it('runs as a non-root user with a health check and a graceful stop signal', () => {
    const user = finalStage.match(/^USER (\S+)$/m)?.[1];
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^(root|0)$/);
    expect(finalStage.indexOf('USER ')).toBeLessThan(finalStage.indexOf('CMD '));
    expect(finalStage).toMatch(/^HEALTHCHECK .*\n?.*\/api\/health/m);
    expect(finalStage).toMatch(/^STOPSIGNAL SIGTERM$/m);
    expect(finalStage).toMatch(/HOSTNAME=0\.0\.0\.0/);
  });

  it('pins the Node 20 line the toolchain supports and holds no secrets', () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:20-/m);
    expect(dockerfile).not.toMatch(/(PASSWORD|SECRET|TOKEN)=\S/);
    const ignored = fs.readFileSync('.dockerignore', 'utf8').split('\n');
    for (const entry of ['node_modules', '.next', 'data', '.git']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  const compose = parse(fs.readFileSync('compose.yaml', 'utf8'));

  it('runs the app on PostgreSQL, Redis and MinIO, started once all are ready', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'minio', 'minio-init', 'postgres', 'proxy', 'redis', 'tools']);
    const app = compose.services.app;
    expect(app.build.target).toBe('runner');
    expect(app.environment.DATABASE_URL).toMatch(/^postgres:\/\/skills:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/skills$/);
    expect(app.environment.REDIS_URL).toBe('redis://redis:6379');
    expect(app.depends_on).toEqual({
      postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' }, 'minio-init': { condition: 'service_completed_successfully' },
    });
    for (const name of ['postgres', 'redis', 'minio']) expect(compose.services[name].healthcheck.test[0]).toBe('CMD');
  });

  it('keeps uploads in the MinIO bucket the init job creates, with the same keys on both sides', () => {
    const env = compose.services.app.environment;
    expect(env).toMatchObject({ STORAGE_URL: 's3://skills/uploads', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' });
    expect(env.S3_ACCESS_KEY_ID).toBe(compose.services.minio.environment.MINIO_ROOT_USER);
    expect(env.S3_SECRET_ACCESS_KEY).toBe(compose.services.minio.environment.MINIO_ROOT_PASSWORD);
    expect(compose.services['minio-init'].entrypoint.join(' ')).toContain('mc mb --ignore-existing store/skills');
  });

  it('runs two app instances behind nginx, the only published port, trusting its one hop', () => {
    expect(compose.services.app.deploy.replicas).toBe(2);
    expect(compose.services.app.ports).toBeUndefined();
    expect(compose.services.proxy.ports).toEqual(['${PORT:-3000}:80']);
    expect(compose.services.app.environment.TRUSTED_PROXY_HOPS).toBe('${TRUSTED_PROXY_HOPS:-1}');
    const nginx: string = compose.configs.nginx.content;
    expect(nginx).toContain('server app:3000;');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $$proxy_add_x_forwarded_for;');
    // Uploads and videos stream through; the API's own 500 MB limit is the one that answers.
    expect(nginx).toMatch(/client_max_body_size 500m;[\s\S]*proxy_request_buffering off;[\s\S]*proxy_buffering off;/);
    // A container run on its own has no proxy in front: the image keeps 0.
    expect(finalStage).toMatch(/TRUSTED_PROXY_HOPS=0\b/);
  });

  it('keeps the app\'s idle connections open longer than nginx keeps its upstream ones', () => {
    // Otherwise nginx sends a request on a connection the app is closing, and the visitor gets a 502.
    const appIdle = Number(/KEEP_ALIVE_TIMEOUT=(\d+)/.exec(finalStage)?.[1]);
    expect(appIdle).toBe(DEFAULT_KEEP_ALIVE_MS);
    const nginx: string = compose.configs.nginx.content;
    expect(nginx).toMatch(/upstream app \{[^}]*keepalive \d+;/);
    const nginxIdle = /keepalive_timeout (\d+)s;/.exec(nginx)?.[1];
    // nginx's default for upstream keepalive_timeout is 60 s.
    expect(Number(nginxIdle ?? 60) * 1000).toBeLessThan(appIdle);
  });

  it('gives the graceful shutdown time to finish and keeps data in volumes', () => {
    expect(Number.parseInt(compose.services.app.stop_grace_period, 10)).toBeGreaterThan(25);
    expect(Object.keys(compose.volumes).sort()).toEqual(['appdata', 'miniodata', 'pgdata', 'redisdata']);
    // Passwords come from the environment, never from the file.
    expect(JSON.stringify(compose)).not.toMatch(/PASSWORD": "(?!\$\{)/);
  });
});
