'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { downloadExport } from '../ops/download';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { ReasonDialog } from '../ops/reason-dialog';
import { useManageList } from '../ops/use-manage-list';
import { BatchSelect } from './batch-select';
import { IssuerDialog } from './issuer-dialog';
import { MOX_CERTIFICATES_PATH, type MoxCertificate, revokeMox } from './moxibustion-api';

/** Programme certificates: search, revoke with a reason, correct the issuer, export. */
export function CertificatesTab() {
  const t = useTranslations('ManageMoxibustion');
  const toast = useToast();
  const list = useManageList<MoxCertificate>(MOX_CERTIFICATES_PATH);
  const [keyword, setKeyword] = useState('');
  const [revoking, setRevoking] = useState<MoxCertificate | null>(null);
  const [editing, setEditing] = useState<MoxCertificate | null>(null);
  const rows = list.data?.data ?? [];
  const search = (event: FormEvent) => { event.preventDefault(); list.filter({ keyword: keyword.trim() || undefined }); };
  const filters = { batch_id: list.query.batch_id, status: list.query.status, keyword: list.query.keyword };

  return (
    <div className="space-y-3">
      <form onSubmit={search} role="search" className="flex flex-wrap items-end gap-3">
        <BatchSelect value={String(list.query.batch_id ?? '')} onChange={(id) => list.filter({ batch_id: id || undefined })} />
        <label className="text-sm text-slate-700">{t('statusFilter')}
          <select className={`${inputClass} ml-2`} value={String(list.query.status ?? '')} onChange={(e) => list.filter({ status: e.target.value || undefined })}>
            <option value="">{t('allStatuses')}</option>
            <option value="valid">{t('certificateStatus.valid')}</option>
            <option value="revoked">{t('certificateStatus.revoked')}</option>
          </select>
        </label>
        <label className="text-sm text-slate-700">{t('keyword')}
          <input className={`${inputClass} ml-2`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('certificateKeywordPlaceholder')} />
        </label>
        <Button type="submit" variant="manage" size="sm">{t('search')}</Button>
        <Button variant="ghost" size="sm" onClick={() => void downloadExport(`${MOX_CERTIFICATES_PATH}/export`, filters, t('certificateExportName'))}>{t('export')}</Button>
      </form>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead><tr>{(['certNo', 'holder', 'idNumber', 'batchTitle', 'issuerColumn', 'issuedOn', 'statusColumn', 'actions'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}</tr></thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={8} />
            {rows.map((c) => (
              <tr key={c.id} data-testid="mox-certificate-row">
                <td className={`${tdClass} font-mono`}>{c.cert_no}</td>
                <td className={tdClass}>{c.name}</td>
                <td className={`${tdClass} font-mono`}>{c.id_number}</td>
                <td className={tdClass}>{c.batch_title}</td>
                <td className={tdClass}>{c.issuer}{c.issued_by && <p className="text-xs text-slate-500">{t('issuedBy', { name: c.issued_by })}</p>}</td>
                <td className={tdClass}>{c.issued_on}</td>
                <td className={tdClass}>
                  <Badge tone={c.status === 'valid' ? 'success' : 'danger'}>{t(`certificateStatus.${c.status}`)}</Badge>
                  {c.revoked_reason && <p className="mt-1 text-xs text-slate-500">{t('revokedBy', { name: c.revoked_by ?? t('system'), reason: c.revoked_reason })}</p>}
                </td>
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-1">
                    <Button size="sm" variant="ghost" aria-label={t('editIssuerOf', { certNo: c.cert_no })} onClick={() => setEditing(c)}>{t('editIssuer')}</Button>
                    {c.status === 'valid' && <Button size="sm" variant="ghost" aria-label={t('revokeOf', { certNo: c.cert_no })} onClick={() => setRevoking(c)}>{t('revoke')}</Button>}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
      <ReasonDialog
        open={revoking !== null} title={t('revokeTitle', { certNo: revoking?.cert_no ?? '' })} confirmLabel={t('revoke')} onClose={() => setRevoking(null)}
        onSubmit={async (reason) => { await revokeMox(revoking!.id, reason); toast(t('revokedDone'), 'success'); void list.mutate(); }}
      />
      {editing && <IssuerDialog key={editing.id} certificate={editing} onClose={() => setEditing(null)} onSaved={() => { toast(t('saved'), 'success'); void list.mutate(); }} />}
    </div>
  );
}
