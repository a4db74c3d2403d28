'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * The data the server read for this page (lib/api/queries/learner.ts), under the SWR keys its islands
 * read: they paint with it at once instead of a loading line. SWR's own cache (a page visited before
 * in this tab, a mutate after a change) still wins over it and is revalidated as before.
 */
export function ServerData({ fallback, children }: { fallback: Record<string, unknown>; children: ReactNode }) {
  return <SWRConfig value={{ fallback }}>{children}</SWRConfig>;
}
