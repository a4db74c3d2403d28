import { expect, test } from './fixtures';

test.describe('the /api/v1 contract through the running app', () => {
  test('paginates classes with per_page and page', async ({ request }) => {
    const response = await request.get('/api/v1/classes?per_page=5&page=2');
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.data).toHaveLength(5);
    const p = body.meta.pagination;
    expect(p).toMatchObject({ count: 5, per_page: 5, current_page: 2 });
    expect(p.total).toBeGreaterThanOrEqual(200);
    expect(p.total_pages).toBe(Math.ceil(p.total / 5));
    expect(p.links.previous).toContain('page=1');
    expect(p.links.next).toContain('page=3');
  });

  test('embeds includes and rejects unknown ones', async ({ request }) => {
    const withOccupation = await (await request.get('/api/v1/classes?per_page=1&include=occupation')).json();
    expect(withOccupation.data[0].occupation.data).toMatchObject({ id: withOccupation.data[0].occupation_id, code: expect.any(String) });
    const bogus = await request.get('/api/v1/classes?include=bogus');
    expect(bogus.status()).toBe(400);
    expect((await bogus.json()).message).toContain('bogus');
  });

  test('publishes the OpenAPI document and health endpoints', async ({ request }) => {
    const doc = await (await request.get('/api/v1/openapi.json')).json();
    expect(doc.paths).toHaveProperty('/api/v1/classes');
    expect((await request.get('/api/health')).status()).toBe(200);
    expect(await (await request.get('/api/ready')).json()).toMatchObject({ status: 'ready' });
  });

  test('serves version.json with a timestamp parameter', async ({ request }) => {
    const response = await request.get(`/version.json?timestamp=${Date.now()}`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ version: expect.stringMatching(/^V\d+\.\d+\.\d+$/) });
  });
});
