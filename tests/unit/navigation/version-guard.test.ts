import { FALLBACK_VERSION, isStaleNavigation, servedVersion } from '@/lib/navigation/version-guard';

const request = (headers: Record<string, string>, method = 'GET') => ({ method, headers: new Headers(headers) });
// What a browser sends with Next's client navigations and prefetches (the rsc header never reaches the middleware).
const pageFetch = { 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' };
const documentLoad = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

describe('the version check on the edge (SPEC.md §2 navigation guards)', () => {
  it('reloads a client navigation from a page of another build', () => {
    expect(isStaleNavigation(request({ ...pageFetch, 'x-deployment-id': 'V1.0.0-20261101000000' }), 'V1.0.0-20261126000000')).toBe(true);
    expect(isStaleNavigation(request({ 'x-deployment-id': 'old' }), 'new')).toBe(true);
  });

  it('lets through navigations from the same build, documents, writes and clients that are no page', () => {
    expect(isStaleNavigation(request({ ...pageFetch, 'x-deployment-id': 'V1.0.0-1' }), 'V1.0.0-1')).toBe(false);
    expect(isStaleNavigation(request(documentLoad), 'new')).toBe(false);
    expect(isStaleNavigation(request({}), 'new')).toBe(false);
    expect(isStaleNavigation(request({ ...pageFetch, 'x-deployment-id': 'old' }, 'POST'), 'new')).toBe(false);
  });

  it('takes V1.0.0 for a side that names no version', () => {
    expect(servedVersion('')).toBe(FALLBACK_VERSION);
    expect(servedVersion(undefined)).toBe(FALLBACK_VERSION);
    expect(servedVersion('V1.2.0-20261126')).toBe('V1.2.0-20261126');
    expect(isStaleNavigation(request(pageFetch), servedVersion(''))).toBe(false);
    expect(isStaleNavigation(request(pageFetch), 'V1.0.0-20261126')).toBe(true);
    expect(isStaleNavigation(request({ ...pageFetch, 'x-deployment-id': 'V1.0.0-20261126' }), servedVersion(''))).toBe(true);
  });
});
