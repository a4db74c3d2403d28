'use client';

import { useTranslations } from 'next-intl';
import { ApiError, notifyError } from '@/lib/api/client';
import type { ApplicationFile } from '@/lib/contract/teacher-application-admin';
import { FileKindBadge } from '@/components/manage/kit/file-kind';
import { fetchManageBlob } from '../ops/download';

type File = ApplicationFile;

/** The applicant's documents; each opens in a new tab from a private, uncached answer (viewing is logged by the API). */
export function ApplicationFiles({ applicationId, files }: { applicationId: number; files: File[] }) {
  const t = useTranslations('ManageFaculty');
  if (files.length === 0) return <span className="text-slate-400">—</span>;
  const open = async (file: File) => {
    const tab = window.open('', '_blank');
    try {
      const blob = await fetchManageBlob(`/manage/teacher-applications/${applicationId}/files/${file.id}`);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      notifyError({ message: error instanceof ApiError ? error.body?.message : undefined });
    }
  };
  return (
    <ul className="space-y-0.5">
      {files.map((f) => (
        <li key={f.id}>
          <FileKindBadge name={f.name} />
          <button type="button" className="text-left text-xs text-manage-700 underline" aria-label={t('openFile', { name: f.name })} onClick={() => void open(f)}>
            {f.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
