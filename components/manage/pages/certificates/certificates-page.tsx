'use client';

import { Fragment, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { downloadExport } from '../ops/download';
import { ExcelImport } from '../ops/excel-import';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { ReasonDialog } from '../ops/reason-dialog';
import { useManageList } from '../ops/use-manage-list';
import { certificateDetailHref, CERTIFICATES_PATH, importCertificates, type ManagedCertificate, revoke } from './certificate-api';
import { CertificateHistory } from './certificate-history';
import { ReissueDialog } from './reissue-dialog';

/** The certificate register: search, history, revoke and reissue with reasons, Excel in and out. */
export default function CertificatesPage() {
  const t = useTranslations('ManageCertificates');
  const td = useTranslations('ManageCertificateDetail');
  const toast = useToast();
  const list = useManageList<ManagedCertificate>(CERTIFICATES_PATH);
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const [revoking, setRevoking] = useState<ManagedCertificate | null>(null);
  const [reissuing, setReissuing] = useState<ManagedCertificate | null>(null);
  const [importing, setImporting] = useState(false);
  const rows = list.data?.data ?? [];
  const search = (event: FormEvent) => { event.preventDefault(); list.filter({ keyword: keyword.trim() || undefined }); };
  const filters = { status: list.query.status, keyword: list.query.keyword };

  return (
    <section aria-labelledby="certificates-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="certificates-title" className="text-lg font-semibold text-slate-900">{t('title')}</h1>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => setImporting(!importing)} aria-expanded={importing}>{t('import')}</Button>
          <Button variant="ghost" size="sm" onClick={() => void downloadExport(`${CERTIFICATES_PATH}/export`, filters, t('exportName'))}>{t('export')}</Button>
        </div>
      </header>
      {importing && (
        <div className="space-y-2 rounded border border-slate-200 p-4">
          <Button variant="ghost" size="sm" onClick={() => void downloadExport(`${CERTIFICATES_PATH}/import/template`, {}, t('templateName'))}>{t('template')}</Button>
          <ExcelImport upload={importCertificates} onImported={() => void list.mutate()} fileLabel={t('importFile')} submitLabel={t('importSubmit')} />
        </div>
      )}
      <form onSubmit={search} className="flex flex-wrap items-end gap-3" role="search">
        <label className="text-sm text-slate-700">{t('statusFilter')}
          <select className={`${inputClass} ml-2`} value={String(list.query.status ?? '')} onChange={(e) => list.filter({ status: e.target.value || undefined })}>
            <option value="">{t('allStatuses')}</option>
            <option value="valid">{t('status.valid')}</option>
            <option value="revoked">{t('status.revoked')}</option>
          </select>
        </label>
        <label className="text-sm text-slate-700">{t('keyword')}
          <input className={`${inputClass} ml-2`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('keywordPlaceholder')} />
        </label>
        <Button type="submit" variant="manage" size="sm">{t('search')}</Button>
      </form>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead><tr>{(['certNo', 'holder', 'idNumber', 'occupation', 'issuer', 'issuedOn', 'statusColumn', 'actions'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}</tr></thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={8} />
            {rows.map((c) => (
              <Fragment key={c.id}>
                <tr data-testid="certificate-row" data-id={c.id}>
                  <td className={`${tdClass} font-mono`}>
                    <Link href={certificateDetailHref(c.id)} className="text-manage-700 hover:underline" aria-label={td('open', { certNo: c.cert_no })}>{c.cert_no}</Link>
                  </td>
                  <td className={tdClass}>{c.holder_name}</td>
                  <td className={`${tdClass} font-mono`}>{c.id_number}</td>
                  <td className={tdClass}>{t('occupationLevel', { name: c.occupation_name, level: c.level })}</td>
                  <td className={tdClass}>{c.issuer}</td>
                  <td className={tdClass}>{c.issued_on}</td>
                  <td className={tdClass}>
                    <Badge tone={c.status === 'valid' ? 'success' : 'danger'}>{t(`status.${c.status}`)}</Badge>
                    {c.revoked_reason && <p className="mt-1 text-xs text-slate-500">{c.revoked_reason}</p>}
                  </td>
                  <td className={tdClass}>
                    <div className="flex flex-wrap gap-1">
                      <Button size="sm" variant="ghost" aria-expanded={open === c.id} onClick={() => setOpen(open === c.id ? null : c.id)}>{t('history')}</Button>
                      {c.status === 'valid' && <Button size="sm" variant="ghost" onClick={() => setRevoking(c)}>{t('revoke')}</Button>}
                      <Button size="sm" variant="ghost" onClick={() => setReissuing(c)}>{t('reissue')}</Button>
                    </div>
                  </td>
                </tr>
                {open === c.id && <tr><td colSpan={8} className="bg-slate-50 px-6 py-4"><CertificateHistory id={c.id} /></td></tr>}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
      <ReasonDialog
        open={revoking !== null} title={t('revokeTitle', { certNo: revoking?.cert_no ?? '' })} confirmLabel={t('revoke')} onClose={() => setRevoking(null)}
        onSubmit={async (reason) => { await revoke(revoking!.id, reason); toast(t('revoked'), 'success'); void list.mutate(); }}
      />
      <ReissueDialog certificate={reissuing} onClose={() => setReissuing(null)} onDone={(certNo) => { toast(t('reissued', { certNo }), 'success'); void list.mutate(); }} />
    </section>
  );
}
