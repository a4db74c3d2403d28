import type { LRUCache } from 'lru-cache';
import { countPageView } from '@/lib/server/observability/metrics';
import { answer, capture } from '@/lib/server/page-cache/capture';
import { canonicalPageUrl, pageCacheKey, withKnownCity } from '@/lib/server/page-cache/policy';
import { pageStore, SETTLE_MS, type CachedPage } from '@/lib/server/page-cache/store';
import type { RequestStep } from './chain';

/**
 * Every page carries its own CSP nonce, so Next renders each view afresh: about 40 ms of one core for
 * the home page, 20–50 views a second on two cores. This step answers repeat anonymous views of public
 * pages from the last render with a new nonce put in (lib/server/page-cache/), and lets Next render the
 * rest. Off at 0 seconds.
 */
export function pageCache(ttlSeconds: number): RequestStep | undefined {
  if (ttlSeconds <= 0) return undefined;
  const store = pageStore(ttlSeconds);
  return (request, response, render) => {
    const key = pageCacheKey(request);
    if (!key) return render();
    // Next renders the page for the parameters it reads, so no copy carries what else a visitor sent;
    // and for a city of the province or none, as the key says.
    request.url = canonicalPageUrl(request.url!);
    const cookie = withKnownCity(request.headers.cookie);
    if (cookie !== request.headers.cookie) {
      if (cookie) request.headers.cookie = cookie;
      else delete request.headers.cookie;
    }

    const status: LRUCache.Status<CachedPage> = {};
    const page = store.pages.get(key, { allowStale: true, noDeleteOnStaleGet: true, status });
    const inFlight = store.pending.get(key);
    if (page && status.get === 'hit') {
      countPageView('hit');
      answer(request, response, page, 'HIT');
      return true;
    }
    // Past its seconds, a copy still answers while one visitor waits for the new render: under
    // load a render takes many turns of a busy event loop, and everyone else would wait with it.
    if (page && inFlight) {
      countPageView('stale');
      answer(request, response, page, 'STALE');
      return true;
    }
    if (inFlight) {
      countPageView('waited');
      inFlight.then((rendered) => (rendered ? answer(request, response, rendered, 'HIT') : render()), render);
      return true;
    }
    countPageView('miss');
    const startedAt = Date.now();
    const rendering: Promise<CachedPage | undefined> = capture(request, response).then((rendered) => {
      // A clear may have forgotten this render, and a newer one may stand under the key by now.
      if (store.pending.get(key) === rendering) store.pending.delete(key);
      // Not kept when the cache was emptied while it rendered, or just before (SETTLE_MS).
      if (rendered && startedAt - store.clearedAt >= SETTLE_MS) store.pages.set(key, rendered);
      return rendered;
    });
    store.pending.set(key, rendering);
    return render();
  };
}
