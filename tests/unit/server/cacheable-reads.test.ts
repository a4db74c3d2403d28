/** @jest-environment node */
import { createApiApp } from '@/lib/server/api/app';
import { CACHEABLE_API, RESOURCES } from '@/lib/server/cache/model';
import { CACHED_PAGES, WARM_PATHS } from '@/lib/navigation/routes';

// What the caches keep is derived (CACHEABLE_API from the cache model's RESOURCES, WARM_PATHS from the
// route table's `warm`). These checks catch a public read that no one decided about: every anonymous
// GET of the OpenAPI document is either kept by the response cache or named below with why not.

type Doc = { paths: Record<string, Record<string, { 'x-access'?: { guard?: string } }>> };

/** Public reads the response cache does not keep, by path prefix under /api/v1, with why. */
const NOT_KEPT: Record<string, string> = {
  'files/': 'a stored file, streamed with its own headers',
  'certificate-queries': 'a lookup: each counts against the per-address limit',
  'certificates/': 'a lookup by number, counted against the per-address limit',
  'moxibustion/certificates': 'a lookup, counted against the per-address limit',
  'certificate-keys': 'the issuer keys, rarely read and cached by the verifier',
  'certificate-status': 'revocation state: read fresh',
  'certificate-credentials/': 'a signed credential, issued per request',
  'jwt-vc-issuer': 'issuer metadata, rarely read',
  'open-badges-keys/': 'issuer keys, rarely read',
  jobs: 'no entity of the cache model covers jobs: a change would not drop a kept copy',
  'data-screen': 'kept by its own route with an ETag (routes/data-screen.ts)',
  'subsidy/notices': 'no entity of the cache model covers the subsidy notices',
};

async function publicReads(): Promise<string[]> {
  const app = createApiApp({ db: () => Promise.reject(new Error('not needed')) });
  const doc = (await (await app.request('/api/v1/openapi.json')).json()) as Doc;
  return Object.entries(doc.paths)
    .filter(([, operations]) => operations.get?.['x-access']?.guard === 'public')
    .map(([path]) => path.replace(/\{[^}]+\}/g, '1'));
}

test('every public read is kept by the response cache or named as not kept, with why', async () => {
  const reads = await publicReads();
  expect(reads.length).toBeGreaterThan(30);
  const undecided = reads.filter((path) => !CACHEABLE_API.test(path) && !Object.keys(NOT_KEPT).some((p) => path.startsWith(`/api/v1/${p}`)));
  expect(undecided).toEqual([]);
  // And nothing is both: a read named as not kept is not kept.
  expect(reads.filter((path) => CACHEABLE_API.test(path) && Object.keys(NOT_KEPT).some((p) => path.startsWith(`/api/v1/${p}`)))).toEqual([]);
});

test('every resource the cache model keeps has a public read (no stale entry)', async () => {
  const reads = await publicReads();
  const kept = Object.entries(RESOURCES).flatMap(([resource, rule]): string[] =>
    rule === 'none' ? [] : rule === 'all' ? [resource] : rule.map((sub) => `${resource}/${sub}`),
  );
  expect(kept.filter((prefix) => !reads.some((path) => path === `/api/v1/${prefix}` || path.startsWith(`/api/v1/${prefix}/`)))).toEqual([]);
  expect(CACHEABLE_API.test('/api/v1/moxibustion/batches/3')).toBe(true);
  expect(CACHEABLE_API.test('/api/v1/moxibustion/certificates')).toBe(false);
  expect(CACHEABLE_API.test('/api/v1/newsletter')).toBe(false);
});

test('the warm-up views kept pages and reads only', () => {
  const pages = WARM_PATHS.filter((path) => !path.startsWith('/api/'));
  const reads = WARM_PATHS.filter((path) => path.startsWith('/api/'));
  expect(pages).toEqual(expect.arrayContaining(['/', '/class', '/news', '/occupation']));
  // A page the page cache does not keep would be rendered again on its first real view.
  expect(pages.filter((path) => !CACHED_PAGES.has(path))).toEqual([]);
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.filter((path) => !CACHEABLE_API.test(path.split('?')[0]))).toEqual([]);
});
