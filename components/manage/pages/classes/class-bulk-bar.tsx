'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { TrainingClass } from '@/lib/api/types';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { canDelete, canRun, deleteClass, runAction, type ClassAction } from './class-api';

type Confirm = { title: string; message: string; label: string; run: () => Promise<void> };
type Props = { rows: TrainingClass[]; onDone: () => void; onConfirm: (c: Confirm) => void };

/** Publish, close enrolment or delete the selected classes; each goes through the API on its own and the tally is shown. */
export function ClassBulkBar({ rows, onDone, onConfirm }: Props) {
  const t = useTranslations('ManageClasses');
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function each(targets: TrainingClass[], call: (c: TrainingClass) => Promise<unknown>) {
    setBusy(true);
    let ok = 0;
    for (const c of targets) {
      try {
        await call(c);
        ok += 1;
      } catch {
        // counted below; one refusal does not stop the others
      }
    }
    setBusy(false);
    toast(t('bulkDone', { ok, failed: targets.length - ok }), ok === targets.length ? 'success' : 'error');
    onDone();
  }

  const bulk = (action: ClassAction) => {
    const targets = rows.filter((c) => canRun(action, c));
    return (
      <Button size="sm" variant="ghost" disabled={busy || targets.length === 0} onClick={() => void each(targets, (c) => runAction(c.id, action, true))}>
        {t('bulkAction', { action: t(`actions.${action}`), count: targets.length })}
      </Button>
    );
  };
  const deletable = rows.filter(canDelete);

  return (
    <div role="region" aria-label={t('bulkActions')} className="flex flex-wrap items-center gap-2 rounded bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <span>{t('selected', { count: rows.length })}</span>
      {bulk('publish')}
      {bulk('close')}
      <Button
        size="sm" variant="ghost" disabled={busy || deletable.length === 0}
        onClick={() => onConfirm({
          title: t('bulkDeleteTitle'), message: t('bulkDeleteConfirm', { count: deletable.length }), label: t('delete'),
          run: () => each(deletable, (c) => deleteClass(c.id, true)),
        })}
      >
        {t('bulkAction', { action: t('delete'), count: deletable.length })}
      </Button>
    </div>
  );
}
