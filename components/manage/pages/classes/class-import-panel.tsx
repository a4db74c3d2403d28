'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { downloadExport } from '../ops/download';
import { ExcelImport } from '../ops/excel-import';
import { CLASSES_PATH, importClasses } from './class-api';

/** The template download and the import form; imported classes start as drafts. */
export function ClassImportPanel({ onImported }: { onImported: () => void }) {
  const t = useTranslations('ManageClasses');
  return (
    <div className="space-y-2 rounded border border-slate-200 p-4">
      <p className="text-sm text-slate-600">{t('importHint')}</p>
      <Button variant="ghost" size="sm" onClick={() => void downloadExport(`${CLASSES_PATH}/import/template`, {}, t('templateName'))}>{t('template')}</Button>
      <ExcelImport upload={importClasses} onImported={onImported} fileLabel={t('importFile')} submitLabel={t('importSubmit')} />
    </div>
  );
}
