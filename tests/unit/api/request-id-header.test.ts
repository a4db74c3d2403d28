/** @jest-environment node */
import { Hono } from 'hono';
import { observe } from '@/lib/server/api/http/observe';

// observe() tags every answer with its request id, whatever the handler built: a c.json answer, a
// Response of its own (file downloads, exports), one with immutable headers (Response.redirect) or an error.
function app() {
  const a = new Hono();
  a.use('*', observe());
  a.get('/json', (c) => c.json({ ok: true }));
  a.get('/raw', () => new Response('bytes', { headers: { 'content-type': 'application/octet-stream' } }));
  a.get('/redirect', () => Response.redirect('http://localhost/elsewhere', 302));
  a.get('/boom', () => {
    throw new Error('boom');
  });
  a.onError((_e, c) => c.json({ message: 'failed' }, 500));
  return a;
}

describe('the request id on every kind of API answer', () => {
  it.each(['/json', '/raw', '/redirect', '/boom'])('%s carries the caller’s request id', async (path) => {
    const response = await app().request(path, { headers: { 'x-request-id': 'req-7' } });
    expect(response.headers.get('x-request-id')).toBe('req-7');
  });

  it('keeps the handler’s own headers and body beside it', async () => {
    const raw = await app().request('/raw');
    expect(raw.headers.get('content-type')).toBe('application/octet-stream');
    expect(await raw.text()).toBe('bytes');
    expect(raw.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const redirect = await app().request('/redirect');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('http://localhost/elsewhere');
  });
});
