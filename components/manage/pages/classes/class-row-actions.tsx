'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { TrainingClass } from '@/lib/api/types';
import { Button, buttonClasses } from '@/components/ui/button';
import { canDelete, canRun, CLASS_EDIT_PAGE, type ClassAction } from './class-api';

export type RowCommand = { kind: 'action'; action: ClassAction } | { kind: 'delete' } | { kind: 'roster' };

/** A row's buttons, each shown only when the class's status lets the API accept it. */
export function ClassRowActions({ c, rosterOpen, onCommand }: { c: TrainingClass; rosterOpen: boolean; onCommand: (command: RowCommand) => void }) {
  const t = useTranslations('ManageClasses');
  const action = (a: ClassAction) => canRun(a, c) && (
    <Button size="sm" variant="ghost" onClick={() => onCommand({ kind: 'action', action: a })}>{t(`actions.${a}`)}</Button>
  );
  return (
    <div className="flex flex-wrap gap-1">
      <Button size="sm" variant="ghost" aria-expanded={rosterOpen} onClick={() => onCommand({ kind: 'roster' })}>{t('roster')}</Button>
      {c.status !== 'finished' && (
        <Link href={`${CLASS_EDIT_PAGE}?id=${c.id}`} className={buttonClasses('ghost', 'sm')}>{t('edit')}</Link>
      )}
      {action('publish')}
      {action('close')}
      {action('reopen')}
      {action('finish')}
      {canDelete(c) && <Button size="sm" variant="ghost" onClick={() => onCommand({ kind: 'delete' })}>{t('delete')}</Button>}
    </div>
  );
}
