'use client';

import type { BadgeTone } from '@/components/ui/badge';
import type { NewsStatus } from '@/lib/contract/content-admin';
import { EnumCell } from '../../kit';

const TONES: Record<NewsStatus, BadgeTone> = { draft: 'neutral', scheduled: 'warning', published: 'success' };

export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  return <EnumCell group="newsStatus" value={status} tones={TONES} />;
}
