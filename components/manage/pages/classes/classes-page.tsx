'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { TrainingClass } from '@/lib/contract/training-class';
import { pageEntries } from '@/lib/manage/routes';
import type { BadgeTone } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { usePermittedRoutes } from '../../permitted-routes';
import { EnumCell, ExportButton, ImportButton, ListPage, MoneyCell, useConfirm, useEnumLabel, useKitList, useActionTitle } from '../../kit';
import { downloadExport } from '../ops/download';
import { canDelete, canRun, CLASS_EDIT_PAGE, CLASS_SORTS, CLASS_STATUSES, CLASSES_PATH, deleteClass, importClasses, LEVELS, runAction, SORT_KEYS, type ClassAction } from './class-api';
import { ClassRoster } from './class-roster';
import { useOccupations, useOrganizationChoices, useRegions } from './use-class-options';
import { useLevelName } from '@/components/ui/use-level-name';

const TONES: Record<TrainingClass['status'], BadgeTone> = { draft: 'neutral', enrolling: 'primary', closed: 'warning', ongoing: 'success', finished: 'neutral' };
const ACTIONS: ClassAction[] = ['publish', 'close', 'reopen', 'finish'];

/** Classes in the manager's scope: filters, status flow and bulk actions (each confirmed), roster, Excel in and out. */
export default function ClassesPage() {
  const t = useTranslations('ManageClasses');
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const levelName = useLevelName();
  const label = useEnumLabel();
  const router = useRouter();
  const list = useKitList<TrainingClass>(CLASSES_PATH, { sort: '-created_at' }, ['keyword', 'status', 'city_code', 'occupation_id', 'level', 'organization_id', 'sort']);
  const routes = usePermittedRoutes();
  const canWrite = useMemo(() => pageEntries(routes).some((e) => e.route.component === 'classes/edit'), [routes]);
  const occupations = useOccupations();
  const cities = useRegions(null);
  const organizations = useOrganizationChoices();
  const confirm = useConfirm();
  const [rosterId, setRosterId] = useState<number | null>(null);
  const refresh = () => void list.mutate();
  const rows = list.rows ?? [];

  const act = (c: TrainingClass, action: ClassAction) => {
    const name = t(`actions.${action}`);
    confirm.ask({ title: actionTitle(name), confirmLabel: name, danger: action === 'finish',
      message: action === 'finish' ? t('finishConfirm', { title: c.title }) : k('actionMessage', { name: c.title, action: name }),
      run: () => runAction(c.id, action), done: t(`done.${action}`), after: refresh });
  };
  // Each selected class goes through the API on its own; the tally is the toast.
  const bulk = (ids: (string | number)[], clear: () => void, action: ClassAction | 'delete') => {
    const chosen = rows.filter((c) => ids.includes(c.id));
    const targets = chosen.filter((c) => (action === 'delete' ? canDelete(c) : canRun(action, c)));
    const name = action === 'delete' ? t('delete') : t(`actions.${action}`);
    confirm.ask({
      title: action === 'delete' ? t('bulkDeleteTitle') : actionTitle(name), danger: action === 'delete',
      message: action === 'delete' ? t('bulkDeleteConfirm', { count: targets.length }) : k('actionMessage', { name: t('selected', { count: targets.length }), action: name }),
      confirmLabel: t('bulkAction', { action: name, count: targets.length }),
      run: async () => {
        const results = await Promise.allSettled(targets.map((c) => (action === 'delete' ? deleteClass(c.id, true) : runAction(c.id, action, true))));
        return results.filter((r) => r.status === 'fulfilled').length;
      },
      done: (ok) => t('bulkDone', { ok, failed: chosen.length - ok }),
      after: () => { clear(); refresh(); },
    });
  };

  return (
    <ListPage<TrainingClass>
      title={t('title')} list={list} rowTestId="class-row" filtersLabel={t('filters')}
      toolbar={<>
        {canWrite && (
          <ImportButton title={t('import')} label={t('import')} upload={importClasses} onImported={refresh} fileLabel={t('importFile')} submitLabel={t('importSubmit')}
            note={<><p>{t('importHint')}</p><Button variant="ghost" size="sm" onClick={() => void downloadExport(`${CLASSES_PATH}/import/template`, {}, t('templateName'))}>{t('template')}</Button></>} />
        )}
        <ExportButton path={`${CLASSES_PATH}/export`} query={list.query} filename={t('exportName')} label={t('export')} />
        {canWrite && <Link href={CLASS_EDIT_PAGE} className={buttonClasses('manage', 'sm')}>{t('create')}</Link>}
      </>}
      filters={[
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('keywordPlaceholder') },
        { key: 'status', label: t('statusFilter'), type: 'select', allLabel: t('allStatuses'), options: CLASS_STATUSES.map((s) => ({ value: s, label: label('classStatus', s) })) },
        { key: 'city_code', label: t('cityFilter'), type: 'select', allLabel: t('allCities'), options: (cities ?? []).map((c) => ({ value: c.code, label: c.name })) },
        { key: 'occupation_id', label: t('occupationFilter'), type: 'select', allLabel: t('allOccupations'), options: (occupations ?? []).map((o) => ({ value: String(o.id), label: o.name })) },
        { key: 'level', label: t('levelFilter'), type: 'select', allLabel: t('allLevels'), options: LEVELS.map((l) => ({ value: String(l), label: levelName(l) })) },
        ...(organizations && organizations.length > 0
          ? [{ key: 'organization_id', label: t('organizationFilter'), type: 'select' as const, allLabel: t('allOrganizations'), options: organizations.map((o) => ({ value: String(o.id), label: o.name })) }]
          : []),
        { key: 'sort', label: t('sort'), type: 'select', noAll: true, options: CLASS_SORTS.map((s) => ({ value: s, label: t(`sorts.${SORT_KEYS[s]}`) })) },
      ]}
      columns={[
        { key: 'title', label: t('className'), render: (c) => c.title },
        { key: 'occupation', label: t('occupation'), render: (c) => t('occupationLevel', { name: c.occupation?.data.name ?? '', level: levelName(c.level) }) },
        { key: 'organization', label: t('organization'), render: (c) => c.organization?.data?.name ?? t('noOrganization') },
        // Place and dates wrap (at the space, at 至): kept on one line they took 224 and 189 px and, drawn
        // with a real Chinese font, pushed the table 42 px past its card at 1366 px.
        { key: 'place', label: t('place'), render: (c) => [c.city?.data?.name, c.area?.data?.name].filter(Boolean).join(' ') },
        { key: 'dates', label: t('dates'), render: (c) => t('dateRange', { start: c.start_date, end: c.end_date }) },
        { key: 'seats', label: t('seats'), nowrap: true, render: (c) => <span data-testid="class-seats">{t('seatsValue', { enrolled: c.enrolled_count, capacity: c.capacity, left: c.seats_left })}</span> },
        { key: 'fee', label: t('fee'), nowrap: true, render: (c) => <><MoneyCell cents={c.fee_cents} /> / <MoneyCell cents={c.subsidy_cents} /></> },
        { key: 'status', label: t('statusColumn'), render: (c) => <EnumCell group="classStatus" value={c.status} tones={TONES} /> },
      ]}
      actions={[
        { key: 'roster', label: t('roster'), onClick: (c) => setRosterId(rosterId === c.id ? null : c.id) },
        { key: 'edit', label: t('edit'), visible: (c) => canWrite && c.status !== 'finished', onClick: (c) => router.push(`${CLASS_EDIT_PAGE}?id=${c.id}`) },
        ...ACTIONS.map((a) => ({ key: a, label: t(`actions.${a}`), inline: true, visible: (c: TrainingClass) => canWrite && canRun(a, c), onClick: (c: TrainingClass) => act(c, a) })),
        { key: 'delete', label: t('delete'), visible: (c) => canWrite && canDelete(c), onClick: (c) => confirm.ask({
          title: t('deleteTitle'), message: t('deleteConfirm', { title: c.title }), confirmLabel: t('delete'), danger: true,
          run: () => deleteClass(c.id), done: t('deleted'), after: refresh }) },
      ]}
      batch={canWrite ? {
        label: (c) => t('selectRow', { title: c.title }),
        actions: [
          { key: 'publish', label: t('actions.publish'), onClick: (ids, clear) => bulk(ids, clear, 'publish') },
          { key: 'close', label: t('actions.close'), onClick: (ids, clear) => bulk(ids, clear, 'close') },
          { key: 'delete', label: t('delete'), onClick: (ids, clear) => bulk(ids, clear, 'delete') },
        ],
      } : undefined}
      expanded={(c) => (rosterId === c.id ? <ClassRoster key={c.id} trainingClass={c} onClose={() => setRosterId(null)} /> : null)}
    >
      {confirm.dialog}
    </ListPage>
  );
}
