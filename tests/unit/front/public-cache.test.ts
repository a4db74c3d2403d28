import { PUBLIC_DATA_TAG, resourceTag } from '@/lib/api/cache/public-read';
import { staleTags } from '@/lib/server/proxy/invalidate';

describe('public data cache tags', () => {
  it('names a resource by its first path segment', () => {
    expect(resourceTag('/classes/12')).toBe('public-api:classes');
    expect(resourceTag('/news?page=2')).toBe('public-api:news');
  });

  it('drops every public read after a successful back-office write', () => {
    expect(staleTags('PATCH', '/api/v1/manage/classes/3', 'manage', 200)).toEqual([PUBLIC_DATA_TAG]);
    expect(staleTags('POST', '/api/v1/manage/news', 'manage', 201)).toEqual([PUBLIC_DATA_TAG]);
  });

  it('drops the classes after a learner enrols or pays, since seats left change', () => {
    expect(staleTags('POST', '/api/v1/user/enrollments', 'user', 201)).toEqual(['public-api:classes']);
    expect(staleTags('POST', '/api/v1/user/orders/5/pay', 'user', 200)).toEqual(['public-api:classes']);
  });

  it('keeps the cache on reads, failures, sign-in and unrelated writes', () => {
    expect(staleTags('GET', '/api/v1/manage/classes', 'manage', 200)).toEqual([]);
    expect(staleTags('PATCH', '/api/v1/manage/classes/3', 'manage', 422)).toEqual([]);
    expect(staleTags('POST', '/api/v1/authorizations', 'manage', 201)).toEqual([]);
    expect(staleTags('POST', '/api/v1/client-errors', 'user', 201)).toEqual([]);
  });
});
