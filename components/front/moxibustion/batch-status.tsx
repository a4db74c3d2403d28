import { useTranslations } from 'next-intl';
import type { MoxibustionBatchStatus } from '@/lib/contract/moxibustion';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<MoxibustionBatchStatus, BadgeTone> = { enrolling: 'success', closed: 'warning', ongoing: 'primary', finished: 'neutral' };

export function BatchStatus({ status }: { status: MoxibustionBatchStatus }) {
  const t = useTranslations('Moxibustion');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
