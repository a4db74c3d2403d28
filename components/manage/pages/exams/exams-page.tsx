'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { EnumCell, ListPage, useConfirm, useEnumLabel, useKitList, useActionTitle } from '../../kit';
import { cancelExam, deleteExam, EXAM_STATUSES, EXAMS_PATH, issueTickets, type ManagedExam, showTime } from './exam-api';
import { ExamFormDialog } from './exam-form-dialog';
import { ExamResults } from './exam-results';

const TONES: Record<ManagedExam['status'], BadgeTone> = { scheduled: 'primary', ongoing: 'warning', finished: 'success', cancelled: 'neutral' };

/** Exam sessions per class: schedule, admission tickets, scores (typed or from Excel), cancel or delete (each confirmed). */
export default function ExamsPage() {
  const t = useTranslations('ManageExams');
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const toast = useToast();
  const label = useEnumLabel();
  const list = useKitList<ManagedExam>(EXAMS_PATH, {}, ['status', 'keyword']);
  const confirm = useConfirm();
  const [editing, setEditing] = useState<ManagedExam | 'new' | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const refresh = () => void list.mutate();
  const issue = (e: ManagedExam) => confirm.ask({
    title: actionTitle(t('issueTickets')), message: t('ticketsConfirm', { title: e.title, tickets: e.tickets }), confirmLabel: t('issueTickets'),
    run: () => issueTickets(e.id), done: (answer) => t('ticketsIssued', answer.data), after: refresh });

  return (
    <ListPage<ManagedExam>
      title={t('title')} list={list} rowTestId="exam-row"
      toolbar={<Button variant="manage" size="sm" onClick={() => setEditing('new')}>{t('create')}</Button>}
      filters={[
        { key: 'status', label: t('statusFilter'), type: 'select', allLabel: t('allStatuses'), options: EXAM_STATUSES.map((s) => ({ value: s, label: label('examStatus', s) })) },
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('keywordPlaceholder') },
      ]}
      columns={[
        { key: 'title', label: t('examTitle'), render: (e) => e.title },
        { key: 'class', label: t('class'), render: (e) => e.class_title },
        { key: 'time', label: t('time'), nowrap: true, render: (e) => <span className="tabular-nums">{showTime(e.start_at)} – {showTime(e.end_at).slice(11)}</span> },
        { key: 'place', label: t('place'), render: (e) => e.place },
        { key: 'counts', label: t('counts'), render: (e) => t('countsValue', { tickets: e.tickets, scored: e.scored, passed: e.passed, pass: e.pass_score }) },
        { key: 'status', label: t('statusColumn'), nowrap: true, render: (e) => <EnumCell group="examStatus" value={e.status} tones={TONES} /> },
      ]}
      actions={[
        { key: 'results', label: t('results'), onClick: (e) => setOpenId(openId === e.id ? null : e.id) },
        { key: 'edit', label: t('edit'), visible: (e) => e.status !== 'cancelled', onClick: (e) => setEditing(e) },
        { key: 'tickets', label: t('issueTickets'), inline: true, visible: (e) => e.status !== 'cancelled', onClick: issue },
        { key: 'cancel', label: t('cancelExam'), visible: (e) => e.status === 'scheduled' || e.status === 'ongoing', onClick: (e) => confirm.ask({
          title: actionTitle(t('cancelExam')), message: k('actionMessage', { name: e.title, action: t('cancelExam') }), confirmLabel: t('cancelExam'), danger: true,
          run: () => cancelExam(e.id), done: t('cancelled'), after: refresh }) },
        { key: 'delete', label: t('delete'), visible: (e) => e.tickets === 0, onClick: (e) => confirm.ask({
          title: k('deleteTitle'), message: t('confirmDelete', { title: e.title }), confirmLabel: t('delete'), danger: true,
          run: () => deleteExam(e.id), done: t('deleted'), after: refresh }) },
      ]}
      expanded={(e) => (openId === e.id ? <ExamResults exam={e} onChanged={refresh} /> : null)}
    >
      <ExamFormDialog open={editing !== null} exam={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { toast(t('saved'), 'success'); refresh(); }} />
      {confirm.dialog}
    </ListPage>
  );
}
