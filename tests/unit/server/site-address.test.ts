/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { parse } from 'yaml';
import { servedAddress, siteAddress } from '@/lib/server/cli/site-address';

// Every signed certificate embeds SITE_URL for good (issue 30): `npm start` without it uses the
// address it serves and says so; the container refuses to start without it and warns without HTTPS.

describe('npm start', () => {
  it('derives the address it serves from HOST and PORT', () => {
    expect(servedAddress(undefined, 3000, {})).toBe('http://localhost:3000');
    expect(servedAddress('0.0.0.0', 8080, {})).toBe('http://localhost:8080');
    expect(servedAddress('::', 8080, {})).toBe('http://localhost:8080');
    expect(servedAddress('127.0.0.1', 4000)).toBe('http://127.0.0.1:4000');
    expect(servedAddress(' 192.168.1.20 ', 3000)).toBe('http://192.168.1.20:3000');
    expect(servedAddress('fd00::20', 3000)).toBe('http://[fd00::20]:3000');
  });

  it('listening on every interface, uses the machine\'s outside address, not localhost (issue 37)', () => {
    const interfaces = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      eth0: [{ address: 'fe80::1', family: 'IPv6', internal: false }, { address: '10.0.8.15', family: 'IPv4', internal: false }],
    } as never;
    expect(servedAddress(undefined, 3000, interfaces)).toBe('http://10.0.8.15:3000');
    expect(servedAddress('0.0.0.0', 3000, interfaces)).toBe('http://10.0.8.15:3000');
    expect(siteAddress(undefined, undefined, 3000, interfaces).url).toBe('http://10.0.8.15:3000');
  });

  it('without SITE_URL uses that address and warns that signed certificates embed it for good', () => {
    for (const unset of [undefined, '', '  ']) {
      const site = siteAddress(unset, '192.168.1.20', 8080);
      expect(site.url).toBe('http://192.168.1.20:8080');
      expect(site.warnings).toHaveLength(1);
      expect(site.warnings[0]).toMatch(/^SITE_URL is not set: using http:\/\/192\.168\.1\.20:8080, .*embeds it for good/);
    }
  });

  it('keeps SITE_URL as given, warning when a public address is not HTTPS', () => {
    expect(siteAddress('https://px.example.cn', undefined, 3000)).toEqual({ url: 'https://px.example.cn', warnings: [] });
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) expect(siteAddress(local, undefined, 3000).warnings).toEqual([]);
    const plain = siteAddress('http://px.example.cn', undefined, 3000);
    expect(plain.url).toBe('http://px.example.cn');
    expect(plain.warnings).toEqual([expect.stringMatching(/^SITE_URL=http:\/\/px\.example\.cn is not HTTPS: its did:web issuer resolves over HTTPS only/)]);
  });
});

describe('the container', () => {
  const entry = (env: { SITE_URL?: string }) =>
    spawnSync('sh', ['docker/entry.sh', 'sh', '-c', 'echo started'], { env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env } as unknown as NodeJS.ProcessEnv, encoding: 'utf8' });

  it('refuses to start without SITE_URL, with one line', () => {
    for (const env of [{}, { SITE_URL: '' }] as { SITE_URL?: string }[]) {
      const run = entry(env);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^SITE_URL is not set: /)]);
    }
  });

  it('warns loudly when SITE_URL is not HTTPS, then starts; starts quietly with HTTPS', () => {
    const plain = entry({ SITE_URL: 'http://px.example.cn' });
    expect(plain.status).toBe(0);
    expect(plain.stdout).toBe('started\n');
    expect(plain.stderr).toContain('WARNING: SITE_URL=http://px.example.cn is not HTTPS.');
    expect(plain.stderr.split('\n').length).toBeGreaterThan(4);
    const https = entry({ SITE_URL: 'https://px.example.cn' });
    expect(https).toMatchObject({ status: 0, stdout: 'started\n', stderr: '' });
  });

  it('the image runs its command through that entry, and compose refuses to start without SITE_URL', () => {
    const runner = fs.readFileSync('Dockerfile', 'utf8').split(/^FROM /m).at(-1)!;
    expect(runner).toMatch(/^COPY --chmod=0755 docker\/entry\.sh \/usr\/local\/bin\/skills-entry$/m);
    expect(runner).toMatch(/^ENTRYPOINT \["\/usr\/local\/bin\/skills-entry"\]$/m);
    expect(runner).not.toMatch(/SITE_URL=/);
    const compose = parse(fs.readFileSync('compose.yaml', 'utf8'), { merge: true });
    expect(compose.services.app.environment.SITE_URL).toMatch(/^\$\{SITE_URL:\?[^}]+\}$/);
    expect(compose.services.tools.environment.SITE_URL).toBe(compose.services.app.environment.SITE_URL);
  });
});
