'use client';

import { useTranslations } from 'next-intl';
import { ExcelImport } from '../ops/excel-import';
import { importScores } from './exam-api';

/** Scores from the filled-in template of one session. */
export function ScoreImport({ examId, onImported }: { examId: number; onImported: () => void }) {
  const t = useTranslations('ManageExams');
  return <ExcelImport upload={(file, mode) => importScores(examId, file, mode)} onImported={onImported} fileLabel={t('importFile')} submitLabel={t('import')} />;
}
