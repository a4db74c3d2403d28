// SPEC.md §2 "if the version changed, the page reloads", decided on the edge: a page of one build
// that asks the server of another for its next page (a client navigation or prefetch, which Next's
// router makes with fetch() and the page's own `x-deployment-id`) is answered with something that is
// not a page payload, and Next's router then loads that address as a whole new document.
// The middleware never sees Next's `rsc` header (Next strips it before the middleware runs), so a
// page's fetch is told from a document request by the deployment id it carries, or, for a page of a
// build that sent none, by the browser's own Sec-Fetch-Dest.

/** SPEC.md §9: the version assumed when none is known. */
export const FALLBACK_VERSION = 'V1.0.0';

export const DEPLOYMENT_ID_HEADER = 'x-deployment-id';

export type NavigationRequest = { method: string; headers: Pick<Headers, 'get'> };

/** The build this server runs: Next's deployment id (next.config.mjs sets it to the build version), else V1.0.0. */
export function servedVersion(deploymentId = process.env.NEXT_DEPLOYMENT_ID): string {
  return deploymentId || FALLBACK_VERSION;
}

/** Whether this is a page's fetch of its next page, made by a page of another build than `served`. */
export function isStaleNavigation({ method, headers }: NavigationRequest, served: string): boolean {
  if (method !== 'GET') return false;
  const pageVersion = headers.get(DEPLOYMENT_ID_HEADER);
  const byPageScript = pageVersion !== null || headers.get('sec-fetch-dest') === 'empty';
  return byPageScript && (pageVersion || FALLBACK_VERSION) !== served;
}
