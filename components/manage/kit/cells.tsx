'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime, formatDate, DATE_FORMAT } from '@/lib/format/date';
import { formatYuan } from '@/lib/format/money';
import type { EnumGroup } from '@/lib/format/enum-labels';
import { useEnumLabel } from '@/components/ui/enum-label';
import { usePermissionNames } from './read';
import type { Revealed } from '@/lib/contract/manager-shell';

// Cells every list shares: times in the platform zone, enums through the one dictionary, money in
// yuan, and personal data masked until a manager asks for it (each reveal is logged on the server).

export function DateTimeCell({ value, seconds = false }: { value: string | null | undefined; seconds?: boolean }) {
  return <span className="whitespace-nowrap tabular-nums">{formatDateTime(value, { seconds })}</span>;
}

export function DateCell({ value }: { value: string | null | undefined }) {
  return <span className="whitespace-nowrap tabular-nums">{value ? formatDate(value, DATE_FORMAT) : '—'}</span>;
}

export function MoneyCell({ cents }: { cents: number | null | undefined }) {
  const locale = useLocale();
  return <span className="whitespace-nowrap tabular-nums">{cents === null || cents === undefined ? '—' : formatYuan(cents, locale)}</span>;
}

export { useEnumLabel };

export function EnumCell({ group, value, tones }: { group: EnumGroup; value: string; tones?: Record<string, BadgeTone> }) {
  const label = useEnumLabel();
  if (!tones) return <span className="whitespace-nowrap">{label(group, value)}</span>;
  return <Badge tone={tones[value] ?? 'neutral'} className="whitespace-nowrap">{label(group, value)}</Badge>;
}

/** A record whose whole phone or ID number may be asked for: the subjects of POST /manage/{subject}/{id}/reveal. */
export type RevealSubject = {
  subject: 'enrollments' | 'verifications' | 'learners' | 'teachers' | 'teacher-applications' | 'training-registrations' | 'moxibustion-enrollments'
    | 'certificates' | 'talents' | 'job-applications' | 'exam-results' | 'moxibustion-certificates';
  id: number;
  field: 'id_number' | 'phone';
};

/**
 * A masked phone or ID number; with `reveal` the manager may click to see it whole. The server
 * checks the permission, writes the reveal to the operation log and answers the value.
 */
export function MaskedCell({ value, reveal }: { value: string | null | undefined; reveal?: RevealSubject }) {
  const t = useTranslations('ManageKit');
  const [whole, setWhole] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The same permission the API checks: without it there is nothing to click.
  const mayReveal = usePermissionNames().has('learners.id-number');
  if (!value) return <span>—</span>;
  if (whole) return <span className="whitespace-nowrap font-mono text-xs" data-testid="masked-revealed" title={t('revealed')}>{whole}</span>;
  const field = reveal?.field === 'phone' ? t('fieldPhone') : t('fieldIdNumber');
  async function show() {
    if (!reveal) return;
    setBusy(true);
    try {
      const answer = await apiFetch<{ data: Revealed }>(`/manage/${reveal.subject}/${reveal.id}/reveal`, { method: 'POST', guard: 'manage', body: { field: reveal.field } });
      setWhole(answer.data.value);
    } catch {
      // the API client toasted why (no permission, not in scope)
    } finally {
      setBusy(false);
    }
  }
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <span className="font-mono text-xs" data-testid="masked-value">{value}</span>
      {reveal && mayReveal && value.includes('*') && (
        <button type="button" disabled={busy} onClick={() => void show()} aria-label={t('reveal', { field })} title={t('reveal', { field })}
          className="rounded p-0.5 text-manage-700 hover:bg-slate-100 disabled:opacity-50">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor"><path d="M10 4c4.5 0 8 4.5 8 6s-3.5 6-8 6-8-4.5-8-6 3.5-6 8-6zm0 2.5a3.5 3.5 0 100 7 3.5 3.5 0 000-7zm0 2a1.5 1.5 0 110 3 1.5 1.5 0 010-3z" /></svg>
        </button>
      )}
    </span>
  );
}
