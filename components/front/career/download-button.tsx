'use client';

import { useState } from 'react';
import { downloadFile } from '@/lib/api/download';
import { buttonClasses } from '@/components/ui/button';

type Props = {
  /** API path of the file, relative to /api/v1. */
  path: string;
  filename: string;
  label: string;
  busyLabel: string;
  variant: 'primary' | 'outline';
  title?: string;
};

/** Fetched first, so a failure is toasted instead of saved under the file's name holding the JSON error. */
export function DownloadButton({ path, filename, label, busyLabel, variant, title }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await downloadFile(path, filename, 'user');
    setBusy(false);
  };
  return (
    <button type="button" onClick={() => void download()} disabled={busy} aria-busy={busy} title={title} className={buttonClasses(variant, 'md', 'flex-1 sm:flex-none')}>
      {busy ? busyLabel : label}
    </button>
  );
}
