'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { TrainingClass } from '@/lib/api/types';
import { pageEntries } from '@/lib/manage/routes';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { usePermittedRoutes } from '../../route-host';
import { ConfirmDialog } from '../ops/confirm-dialog';
import { downloadExport } from '../ops/download';
import { ListPager } from '../ops/list-pager';
import { ListStates, tdClass, thClass } from '../ops/list-states';
import { useManageList } from '../ops/use-manage-list';
import { CLASS_EDIT_PAGE, CLASSES_PATH, deleteClass, runAction, type ClassAction, yuan } from './class-api';
import { ClassBulkBar } from './class-bulk-bar';
import { ClassFilters } from './class-filters';
import { ClassImportPanel } from './class-import-panel';
import { ClassRoster } from './class-roster';
import { ClassRowActions, type RowCommand } from './class-row-actions';

const TONES: Record<TrainingClass['status'], BadgeTone> = { draft: 'neutral', enrolling: 'primary', closed: 'warning', ongoing: 'success', finished: 'neutral' };
const CONFIRMED: ClassAction[] = ['finish'];
type Pending = { title: string; message: string; label: string; run: () => Promise<void> };

/** Classes in the manager's scope: filters, status flow, bulk actions, roster, Excel in and out. */
export default function ClassesPage() {
  const t = useTranslations('ManageClasses');
  const toast = useToast();
  const list = useManageList<TrainingClass>(CLASSES_PATH, { sort: '-created_at' });
  const routes = usePermittedRoutes();
  const canWrite = useMemo(() => pageEntries(routes).some((e) => e.route.component === 'classes/edit'), [routes]);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [rosterId, setRosterId] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const rows = list.data?.data ?? [];
  const rosterClass = rows.find((r) => r.id === rosterId) ?? null;
  const { page: _page, per_page: _perPage, ...filters } = list.query;
  const refresh = () => { setSelected(new Set()); void list.mutate(); };

  function command(c: TrainingClass, cmd: RowCommand) {
    if (cmd.kind === 'roster') return setRosterId(rosterId === c.id ? null : c.id);
    if (cmd.kind === 'delete') {
      return setPending({ title: t('deleteTitle'), message: t('deleteConfirm', { title: c.title }), label: t('delete'), run: async () => {
        await deleteClass(c.id);
        toast(t('deleted'), 'success');
        refresh();
      } });
    }
    const run = async () => {
      await runAction(c.id, cmd.action);
      toast(t(`done.${cmd.action}`), 'success');
      refresh();
    };
    if (CONFIRMED.includes(cmd.action)) setPending({ title: t(`actions.${cmd.action}`), message: t('finishConfirm', { title: c.title }), label: t(`actions.${cmd.action}`), run });
    else void run().catch(() => undefined);
  }

  const toggle = (id: number) => setSelected((s) => { const next = new Set(s); if (next.has(id)) next.delete(id); else next.add(id); return next; });
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const columns = canWrite ? 10 : 9;

  return (
    <section aria-labelledby="classes-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="classes-title" className="text-lg font-semibold text-slate-900">{t('title')}</h1>
        <div className="flex gap-2">
          {canWrite && <Button variant="ghost" size="sm" onClick={() => setImporting(!importing)} aria-expanded={importing}>{t('import')}</Button>}
          <Button variant="ghost" size="sm" onClick={() => void downloadExport(`${CLASSES_PATH}/export`, filters, t('exportName'))}>{t('export')}</Button>
          {canWrite && <Link href={CLASS_EDIT_PAGE} className={buttonClasses('manage', 'sm')}>{t('create')}</Link>}
        </div>
      </header>
      {importing && <ClassImportPanel onImported={refresh} />}
      <ClassFilters query={list.query} onFilter={(next) => { setSelected(new Set()); list.filter(next); }} />
      {canWrite && selected.size > 0 && (
        <ClassBulkBar rows={rows.filter((r) => selected.has(r.id))} onDone={refresh} onConfirm={setPending} />
      )}
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">{t('title')}</caption>
          <thead>
            <tr>
              {canWrite && (
                <th className={thClass}>
                  <input type="checkbox" aria-label={t('selectAll')} checked={allChecked} onChange={() => setSelected(allChecked ? new Set() : new Set(rows.map((r) => r.id)))} />
                </th>
              )}
              {(['className', 'occupation', 'organization', 'place', 'dates', 'seats', 'fee', 'statusColumn', 'actionsColumn'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={columns} />
            {rows.map((c) => (
                <tr key={c.id} data-testid="class-row" data-id={c.id}>
                  {canWrite && <td className={tdClass}><input type="checkbox" aria-label={t('selectRow', { title: c.title })} checked={selected.has(c.id)} onChange={() => toggle(c.id)} /></td>}
                  <td className={tdClass}>{c.title}</td>
                  <td className={tdClass}>{t('occupationLevel', { name: c.occupation?.data.name ?? '', level: c.level })}</td>
                  <td className={tdClass}>{c.organization?.data?.name ?? t('noOrganization')}</td>
                  <td className={tdClass}>{[c.city?.data?.name, c.area?.data?.name].filter(Boolean).join(' ')}</td>
                  <td className={tdClass}>{t('dateRange', { start: c.start_date, end: c.end_date })}</td>
                  <td className={tdClass} data-testid="class-seats">{t('seatsValue', { enrolled: c.enrolled_count, capacity: c.capacity, left: c.seats_left })}</td>
                  <td className={tdClass}>{t('feeValue', { fee: yuan(c.fee_cents), subsidy: yuan(c.subsidy_cents) })}</td>
                  <td className={tdClass}><Badge tone={TONES[c.status]}>{t(`status.${c.status}`)}</Badge></td>
                  <td className={tdClass}>
                    {canWrite
                      ? <ClassRowActions c={c} rosterOpen={rosterId === c.id} onCommand={(cmd) => command(c, cmd)} />
                      : <Button size="sm" variant="ghost" aria-expanded={rosterId === c.id} onClick={() => command(c, { kind: 'roster' })}>{t('roster')}</Button>}
                  </td>
                </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
      {rosterClass && <ClassRoster key={rosterClass.id} trainingClass={rosterClass} onClose={() => setRosterId(null)} />}
      <ConfirmDialog
        open={pending !== null} title={pending?.title ?? ''} message={pending?.message ?? ''} confirmLabel={pending?.label ?? ''}
        onClose={() => setPending(null)} onConfirm={async () => { await pending?.run(); }}
      />
    </section>
  );
}
