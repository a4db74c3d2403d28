import { expect, type Page, type Request } from '@playwright/test';

/**
 * Counts the page's requests in flight, so a test can wait until its data has arrived. Playwright's
 * networkidle waits a fixed 500 ms of silence after the last request; a crawl of a few hundred
 * pages spends minutes in that margin, so the quiet window here is shorter.
 */
export function trackRequests(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    // A server-sent event stream (the data screen's) stays open for as long as the page: never "data to wait for".
    if (request.resourceType() === 'eventsource') return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const settled = (request: Request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    /** Resolves once nothing has been in flight for quietMs (a chunk loaded next would start within it). */
    async quiet(quietMs = 150): Promise<void> {
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= quietMs, { message: 'requests still in flight', intervals: [25], timeout: 15_000 })
        .toBe(true);
    },
  };
}
