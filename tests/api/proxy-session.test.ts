import { NextRequest } from 'next/server';
import { reloadEnv } from '@/lib/env';
import { proxyRequest } from '@/lib/server/proxy/handler';
import { startEchoServer, type EchoServer } from '../helpers/echo-server';

const SITE = 'http://localhost:3000';

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new NextRequest(`${SITE}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: SITE, host: 'localhost:3000', ...headers },
  });
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

describe('the proxy keeps tokens in httpOnly cookies', () => {
  let echo: EchoServer;
  beforeAll(async () => {
    echo = await startEchoServer();
    process.env.API_UPSTREAM_URL = echo.url;
    process.env.MANAGER_CLIENT_ID = '2';
    process.env.MANAGER_CLIENT_SECRET = 'proxy-test-secret-0123456789';
    reloadEnv();
  });
  afterAll(async () => {
    delete process.env.API_UPSTREAM_URL;
    delete process.env.MANAGER_CLIENT_SECRET;
    reloadEnv();
    await echo.close();
  });

  it('turns a learner login into cookies and hides the token from the page', async () => {
    const response = await proxyRequest(post('/api/v1/authorizations', { username: '13900000001', password: 'x', guard: 'api', app_id: 10004 }));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(body).not.toHaveProperty('access_token');
    // Attribute by attribute, whatever order the cookie writer (cookies-next) puts them in.
    const attributes = (name: string) => {
      const [pair, ...rest] = setCookies(response).find((c) => c.startsWith(`${name}=`))!.split('; ');
      return { pair, attributes: rest.filter((a) => !a.startsWith('Expires=')).map((a) => a.toLowerCase()).sort() };
    };
    expect(attributes('user_token')).toEqual({ pair: 'user_token=tok-123', attributes: ['httponly', 'max-age=3600', 'path=/', 'samesite=lax'] });
    expect(attributes('user_token_type')).toEqual({ pair: 'user_token_type=Bearer', attributes: ['httponly', 'max-age=3600', 'path=/', 'samesite=lax'] });
    expect(attributes('user_session')).toEqual({ pair: 'user_session=1', attributes: ['max-age=3600', 'path=/', 'samesite=lax'] });
  });

  it('adds the manager client credentials on the server and sets manager cookies', async () => {
    const response = await proxyRequest(post('/api/v1/authorizations', { username: 'admin', password: 'md5hex' }, { 'x-auth-guard': 'manage' }));
    const body = await response.json();
    expect(body.received).toEqual({ username: 'admin', password: 'md5hex', client_id: '2', client_secret: 'proxy-test-secret-0123456789', grant_type: 'password' });
    expect(setCookies(response).some((c) => c.startsWith('manage_token=tok-123;') && c.includes('HttpOnly'))).toBe(true);
  });

  it('marks cookies Secure behind HTTPS', async () => {
    const response = await proxyRequest(post('/api/v1/verification-code/authorizations', { verification_code: '1', verification_key: 'k' }, { 'x-forwarded-proto': 'https' }));
    expect(setCookies(response).every((c) => c.includes('Secure'))).toBe(true);
  });

  it('clears the cookies on logout and when the API says the token is dead', async () => {
    const logout = await proxyRequest(
      new NextRequest(`${SITE}/api/v1/authorizations/current`, { method: 'DELETE', headers: { origin: SITE, host: 'localhost:3000', cookie: 'user_token=t' } }),
    );
    expect(setCookies(logout)).toEqual(expect.arrayContaining([expect.stringMatching(/^user_token=; .*Max-Age=0/), expect.stringMatching(/^user_session=; .*Max-Age=0/)]));
    const dead = await proxyRequest(new NextRequest(`${SITE}/api/v1/dead`, { headers: { cookie: 'user_token=dead-1' } }));
    expect(dead.status).toBe(401);
    expect(setCookies(dead)).toEqual(expect.arrayContaining([expect.stringMatching(/^user_token=; .*Max-Age=0/)]));
    // The answer's body still reaches the page: checking it for a dead token must not lock the stream passed on.
    expect(dead.body?.locked).toBe(false);
    expect(await dead.json()).toMatchObject({ status_code: 401 });
    // Issue 30: a route that refuses a token the API still knows (a learner's on a back-office route) signs nobody out.
    const refused = await proxyRequest(new NextRequest(`${SITE}/api/v1/dead`, { headers: { cookie: 'user_token=alive' } }));
    expect(refused.status).toBe(401);
    expect(setCookies(refused)).toEqual([]);
    expect(await refused.json()).toMatchObject({ status_code: 401 });
    const anonymous = await proxyRequest(new NextRequest(`${SITE}/api/v1/dead`));
    expect(setCookies(anonymous)).toEqual([]);
  });

  it('refuses cross-site writes and lets same-site ones and cookieless API clients through', async () => {
    const evil = await proxyRequest(post('/api/v1/things', {}, { origin: 'https://evil.example' }));
    expect(evil.status).toBe(403);
    expect(await evil.json()).toMatchObject({ status_code: 403, code: 'forbidden' });

    const fetchSite = new NextRequest(`${SITE}/api/v1/things`, { method: 'POST', body: '{}', headers: { 'sec-fetch-site': 'cross-site', host: 'localhost:3000' } });
    expect((await proxyRequest(fetchSite)).status).toBe(403);

    const withCookieNoOrigin = new NextRequest(`${SITE}/api/v1/things`, { method: 'POST', body: '{}', headers: { cookie: 'user_token=t', host: 'localhost:3000' } });
    expect((await proxyRequest(withCookieNoOrigin)).status).toBe(403);

    expect((await proxyRequest(post('/api/v1/things', {}))).status).toBe(200);
    const plainClient = new NextRequest(`${SITE}/api/v1/things`, { method: 'POST', body: '{}', headers: { host: 'localhost:3000' } });
    expect((await proxyRequest(plainClient)).status).toBe(200);
  });

  describe('issue 30: the CSRF check compares whole origins, and trusts X-Forwarded-Host only from trusted proxies', () => {
    const write = (headers: Record<string, string>) =>
      proxyRequest(new NextRequest('https://site.example/api/v1/things', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', cookie: 'user_token=t', ...headers } }));
    afterEach(() => {
      delete process.env.SITE_URL;
      delete process.env.TRUSTED_PROXY_HOPS;
      reloadEnv();
    });

    it('refuses the site’s own host over plain HTTP when the site is HTTPS', async () => {
      process.env.SITE_URL = 'https://site.example';
      reloadEnv();
      const overHttps = { host: 'site.example', 'x-forwarded-proto': 'https' };
      expect((await write({ ...overHttps, origin: 'https://site.example' })).status).toBe(200);
      expect((await write({ ...overHttps, origin: 'http://site.example' })).status).toBe(403);
      expect((await write({ ...overHttps, origin: 'https://site.example:8443' })).status).toBe(403);
      // Whatever the request claims about its own protocol.
      expect((await write({ host: 'site.example', 'x-forwarded-proto': 'http', origin: 'http://site.example' })).status).toBe(403);
      expect((await write({ ...overHttps, origin: 'null' })).status).toBe(403);
    });

    it('ignores a client’s X-Forwarded-Host without trusted proxies, and uses the trusted proxy’s with them', async () => {
      process.env.SITE_URL = 'https://site.example';
      reloadEnv();
      const claimed = { host: 'site.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' };
      expect((await write(claimed)).status).toBe(403);
      process.env.TRUSTED_PROXY_HOPS = '1';
      reloadEnv();
      // Served under a second name through the proxy in front: that name is this site's too.
      expect((await write({ host: '10.0.0.5:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'peixun.example', origin: 'https://peixun.example' })).status).toBe(200);
      expect((await write({ host: '10.0.0.5:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'peixun.example', origin: 'https://evil.example' })).status).toBe(403);
    });
  });
});
