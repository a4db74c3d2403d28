import { dropPublicData, PUBLIC_DATA_TAG, resourceTag } from '@/lib/api/cache/public-read';
import { announcePublicDataChange } from '@/lib/server/cache-bus';
import type { SessionGuard } from '@/lib/auth/cookies';
import { clearPageCache } from '@/lib/server/page-cache/store';

// Learner writes that change what public pages show (seats left on a class).
const LEARNER_WRITES_SHOWN_PUBLICLY: Array<[prefix: string, tag: string]> = [
  ['/api/v1/user/enrollments', resourceTag('/classes')],
  ['/api/v1/user/orders', resourceTag('/classes')],
];

/** The cache tags a successful write through the proxy makes stale; none for reads or failures. */
export function staleTags(method: string, pathname: string, guard: SessionGuard, status: number): string[] {
  if (['GET', 'HEAD', 'OPTIONS'].includes(method) || status < 200 || status >= 300) return [];
  // Back-office writes are rare and may touch anything a public page shows.
  if (guard === 'manage' && pathname !== '/api/v1/authorizations') return [PUBLIC_DATA_TAG];
  return LEARNER_WRITES_SHOWN_PUBLICLY.filter(([prefix]) => pathname.startsWith(prefix)).map(([, tag]) => tag);
}

export function invalidatePublicData(tags: string[]): void {
  // The data cache lives only inside the Next server; tests and the stand-alone API have none.
  if (!process.env.NEXT_RUNTIME || tags.length === 0) return;
  dropCopies(tags);
  announcePublicDataChange(tags);
}

/** Drops this process's copies of what the tags cover: after its own write, or another instance's. */
export function dropCopies(tags: string[]): void {
  // Back-office writes are rare and may change any page: the page cache goes too. A learner's
  // enrolment only moves seats left, which the kept pages may show up to PAGE_CACHE_SECONDS late
  // (the enrolment itself checks capacity); emptying it for each would leave it empty at peak times.
  if (tags.includes(PUBLIC_DATA_TAG)) clearPageCache();
  dropPublicData(tags);
}
