'use client';

import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { NewsStatus } from './content-api';

const TONES: Record<NewsStatus, BadgeTone> = { draft: 'neutral', scheduled: 'warning', published: 'success' };

export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  const t = useTranslations('ManageContent');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
