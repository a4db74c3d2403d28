'use client';

import { useTranslations } from 'next-intl';
import { fileType } from '@/lib/format/file-type';

/** A listed file's kind (SPEC.md §9 file-type helper), shown before its name. */
export function FileKindBadge({ name }: { name: string }) {
  const t = useTranslations('ManageKit.fileKind');
  const kind = fileType(name);
  return (
    <span data-file-kind={kind} className="mr-1 inline-block rounded bg-slate-100 px-1 text-[10px] font-normal leading-4 text-slate-600 no-underline">
      {t(kind)}
    </span>
  );
}
