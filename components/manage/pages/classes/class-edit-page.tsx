'use client';

import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'next/navigation';
import useSWR, { useSWRConfig } from 'swr';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client';
import { ClassCreateBody } from '@/lib/contract/class-admin';
import type { TrainingClass } from '@/lib/contract/training-class';
import { useToast } from '@/components/ui/toast';
import { CheckFailedPanel, isMissingRecord, NotFoundPanel, PageLoading, RecordMissingPanel } from '../../route-states';
import type { ManagePageProps } from '../types';
import { classPath, CLASSES_PATH, saveClass } from './class-api';
import { ClassForm } from './class-form';
import { bodyOf, EMPTY_CLASS, valuesOf, type ClassFormValues } from './class-form-values';
import { useOrganizationChoices } from './use-class-options';
import { FormPage, useCheckedSubmit } from '../../kit';
import { useCloseCurrentTab } from '../../shell/current-tab';

/** /manage/classes/edit creates a class; ?id=12 (or an :id in the item's path) edits that one. */
export default function ClassEditPage({ params }: ManagePageProps) {
  const search = useSearchParams();
  const raw = params.id ?? search.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const { data, error, mutate } = useSWR(id ? classPath(id) : null, (path: string) => apiFetch<{ data: TrainingClass }>(path, { guard: 'manage', silent: true }));

  if (raw && !id) return <NotFoundPanel />;
  if (id && error) return isMissingRecord(error) ? <RecordMissingPanel /> : <CheckFailedPanel onRetry={() => void mutate()} />;
  if (id && !data) return <PageLoading />;
  return <ClassEditor key={id ?? 'new'} existing={data?.data ?? null} />;
}

function ClassEditor({ existing }: { existing: TrainingClass | null }) {
  const t = useTranslations('ManageClassEdit');
  const toast = useToast();
  const closeTab = useCloseCurrentTab();
  const { mutate } = useSWRConfig();
  const organizations = useOrganizationChoices();
  const [values, setValues] = useState<ClassFormValues>(existing ? valuesOf(existing) : EMPTY_CLASS);
  const finished = existing?.status === 'finished';
  const labels: Record<string, string> = {
    title: t('title'), occupation_id: t('occupation'), level: t('level'), organization_id: t('organization'), city_code: t('city'), area_code: t('area'),
    address: t('address'), enroll_start: t('enrollStart'), enroll_end: t('enrollEnd'), start_date: t('startDate'), end_date: t('endDate'), schedule: t('schedule'),
    hours: t('hours'), capacity: t('capacity'), fee_cents: t('fee'), subsidy_cents: t('subsidy'), cover: t('cover'), description: t('description'), teacher_ids: t('teachers'),
  };
  const { errors, busy, send } = useCheckedSubmit(labels);

  // The API's own schema, checked here first: each message by its field, in words (no toast on top).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(values, organizations !== null);
    void send(ClassCreateBody, body, async () => {
      await saveClass(existing?.id ?? null, body);
      toast(existing ? t('saved') : t('created'), 'success');
      // The list stays mounted in its tab; every cached page of it is stale now.
      void mutate((key) => Array.isArray(key) && key[0] === CLASSES_PATH);
      // A finished edit closes its own tab and returns to the list.
      closeTab({ to: CLASSES_PATH });
    });
  };

  return (
    <FormPage title={existing ? t('editTitle', { title: existing.title }) : t('createTitle')} onSubmit={submit} onCancel={() => closeTab({ to: CLASSES_PATH })}
      busy={busy} back={t('back')} note={finished ? t('finishedNote') : undefined} submitDisabled={finished}>
      <ClassForm values={values} errors={errors} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
    </FormPage>
  );
}
