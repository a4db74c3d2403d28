import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/ui/skeleton';
import { ServerData } from './server-data';

/**
 * The learner's data for a page's islands, streamed: the page frame (header, tab bar, heading) goes out
 * at once, and the islands follow in the same response once the server's reads are in, with those reads
 * as SWR's fallback (ServerData). `reads` is started by the page and not awaited there.
 */
export function StreamedData({ reads, children, lines = 3 }: { reads: Promise<Record<string, unknown>>; children: ReactNode; lines?: number }) {
  return (
    <Suspense fallback={<DataPlaceholder lines={lines} />}>
      <Resolved reads={reads}>{children}</Resolved>
    </Suspense>
  );
}

async function Resolved({ reads, children }: { reads: Promise<Record<string, unknown>>; children: ReactNode }) {
  return <ServerData fallback={await reads}>{children}</ServerData>;
}

async function DataPlaceholder({ lines }: { lines: number }) {
  const t = await getTranslations('LearnerData');
  return (
    <div role="status" className="space-y-3" data-testid="learner-data-placeholder">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: lines }, (_, i) => <Skeleton key={i} className="h-14 w-full" />)}
    </div>
  );
}
