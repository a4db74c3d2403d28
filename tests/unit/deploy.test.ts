/** @jest-environment node */
import fs from 'node:fs';
import { parse } from 'yaml';

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

  it('runs the app on PostgreSQL and Redis, started once both are healthy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'postgres', 'redis', 'tools']);
    const app = compose.services.app;
    expect(app.build.target).toBe('runner');
    expect(app.environment.DATABASE_URL).toMatch(/^postgres:\/\/skills:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\/skills$/);
    expect(app.environment.REDIS_URL).toBe('redis://redis:6379');
    expect(app.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    for (const name of ['postgres', 'redis']) expect(compose.services[name].healthcheck.test[0]).toBe('CMD');
  });

  it('gives the graceful shutdown time to finish and keeps data in volumes', () => {
    expect(Number.parseInt(compose.services.app.stop_grace_period, 10)).toBeGreaterThan(25);
    expect(Object.keys(compose.volumes).sort()).toEqual(['appdata', 'pgdata', 'redisdata']);
    // Passwords come from the environment, never from the file.
    expect(JSON.stringify(compose)).not.toMatch(/PASSWORD": "(?!\$\{)/);
  });
});
