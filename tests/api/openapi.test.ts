import { createApiApp } from '@/lib/server/api/app';

test('GET /api/v1/openapi.json documents every public path from the zod schemas', async () => {
  const app = createApiApp({ db: () => Promise.reject(new Error('not needed')) });
  const response = await app.request('/api/v1/openapi.json');
  expect(response.status).toBe(200);
  const doc = await response.json();
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths).sort()).toEqual(
    [
      '/api/v1/banners', '/api/v1/classes', '/api/v1/classes/{id}', '/api/v1/examiners', '/api/v1/examiners/{id}',
      '/api/v1/news', '/api/v1/news/{id}', '/api/v1/news-categories', '/api/v1/occupations', '/api/v1/occupations/{id}',
      '/api/v1/pages/{slug}', '/api/v1/regions', '/api/v1/regions/{code}', '/api/v1/stats', '/api/v1/talents',
      '/api/v1/talents/{id}', '/api/v1/teachers', '/api/v1/teachers/{id}',
    ].sort(),
  );
  const params = doc.paths['/api/v1/classes'].get.parameters.map((p: { name: string }) => p.name);
  expect(params).toEqual(expect.arrayContaining(['page', 'per_page', 'city_code', 'level', 'start_from', 'include', 'sort']));
  expect(doc.components.schemas).toHaveProperty('TrainingClass');
  expect(doc.paths['/api/v1/classes/{id}'].get.responses).toHaveProperty('404');
});
