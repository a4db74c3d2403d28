'use client';

import { useState, type RefObject } from 'react';
import { useTranslations } from 'next-intl';
import { notifyError } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { DATA_SCREEN_ROUTES } from '@/lib/contract/data-screen/routes';
import { formatDate } from '@/lib/format/date';

const button = 'rounded border border-sky-400/50 px-[0.7em] py-[0.2em] text-[0.9em] text-sky-100 hover:bg-sky-400/15 disabled:opacity-60';
/** The file name's time, in the platform's time zone as every export names its files. */
const stamp = () => formatDate(new Date(), 'YYYYMMDDHHmmss');

/**
 * The screen as it is now as a PNG (modern-screenshot draws the whole element, the charts' canvases
 * included, leaving out the buttons), and its figures as .xlsx from the export endpoint.
 */
export function ScreenExport({ target, code, cityCode }: { target: RefObject<HTMLElement | null>; code: string; cityCode: string | null }) {
  const t = useTranslations('DataScreen');
  const [busy, setBusy] = useState<'png' | 'xlsx' | null>(null);

  const png = async () => {
    const element = target.current;
    if (!element) return;
    setBusy('png');
    try {
      const { domToPng } = await import('modern-screenshot');
      const url = await domToPng(element, {
        backgroundColor: '#06122b',
        filter: (node) => !(node instanceof HTMLElement && node.dataset.noExport === 'true'),
      });
      const a = document.createElement('a');
      a.href = url;
      a.download = `data-screen-${code}-${stamp()}.png`;
      document.body.append(a);
      a.click();
      a.remove();
    } catch {
      notifyError({ message: t('exportFailed') });
    } finally {
      setBusy(null);
    }
  };

  const xlsx = async () => {
    setBusy('xlsx');
    await downloadFile(DATA_SCREEN_ROUTES.manageExport, `data-screen-${code}-${stamp()}.xlsx`, 'manage', cityCode ? { city_code: cityCode } : {});
    setBusy(null);
  };

  return (
    <>
      <button type="button" className={button} disabled={busy !== null} onClick={() => void png()} data-testid="export-png">{t('exportPng')}</button>
      <button type="button" className={button} disabled={busy !== null} onClick={() => void xlsx()} data-testid="export-xlsx">{t('exportXlsx')}</button>
    </>
  );
}
