'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { Skeleton } from '@/components/ui/skeleton';
import { fetchManageBlob } from '../ops/download';

type State = { kind: 'loading' } | { kind: 'shown'; url: string } | { kind: 'forbidden' } | { kind: 'missing' };

/** One ID photo, fetched with the manager's session (the API logs every view); never cached. */
export function VerificationPhoto({ id, side }: { id: number; side: 'front' | 'back' }) {
  const t = useTranslations('ManageVerifications');
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    fetchManageBlob(`/manage/verifications/${id}/photos/${side}`)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (live) setState({ kind: 'shown', url });
      })
      .catch((error: unknown) => live && setState({ kind: error instanceof ApiError && error.status === 403 ? 'forbidden' : 'missing' }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, side]);
  const label = t(side === 'front' ? 'photoFront' : 'photoBack');
  return (
    <figure className="w-64">
      {state.kind === 'loading' && <Skeleton className="h-40 w-64" />}
      {/* eslint-disable-next-line @next/next/no-img-element -- a blob: URL of a private photo, not an optimisable asset */}
      {state.kind === 'shown' && <img src={state.url} alt={label} className="h-40 w-64 rounded border border-slate-200 object-contain" />}
      {state.kind === 'forbidden' && <p className="flex h-40 items-center justify-center rounded bg-slate-100 text-sm text-slate-600">{t('photoForbidden')}</p>}
      {state.kind === 'missing' && <p className="flex h-40 items-center justify-center rounded bg-slate-100 text-sm text-slate-600">{t('photoMissing')}</p>}
      <figcaption className="mt-1 text-xs text-slate-500">{label}</figcaption>
    </figure>
  );
}
