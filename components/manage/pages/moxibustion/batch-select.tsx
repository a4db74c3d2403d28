'use client';

import { useKitRead } from '../../kit';
import { BATCHES_PATH, type MoxibustionBatch } from './moxibustion-api';

/** The batch filter's options: the newest hundred batches the manager may see. */
export function useBatchOptions(): { value: string; label: string }[] {
  const { data } = useKitRead<{ data: MoxibustionBatch[] }>(BATCHES_PATH, { per_page: 100 });
  return (data?.data ?? []).map((b) => ({ value: String(b.id), label: b.title }));
}
