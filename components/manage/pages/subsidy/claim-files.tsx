'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { CLAIM_ATTACHMENT_KINDS, ClaimPayeeBody } from '@/lib/contract/subsidy/claim';
import { downloadFile } from '@/lib/api/download';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DateTimeCell, KitSelectField, KitTextField, useCheckedSubmit, useConfirm } from '../../kit';
import { claimPath, type ClaimDetail, removeAttachment, savePayee, uploadAttachment } from './subsidy-api';

/** The institution's uploads (invoices, photos): listed for everyone, added and removed while the claim is editable. */
export function ClaimAttachments({ claim, editable, onChanged }: { claim: ClaimDetail; editable: boolean; onChanged: () => void }) {
  const t = useTranslations('ManageSubsidyClaim');
  const toast = useToast();
  const confirm = useConfirm();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<string>('invoice');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(event: FormEvent) {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) return setError(t('chooseFile'));
    setBusy(true);
    setError(null);
    try {
      await uploadAttachment(claim.id, file, kind);
      toast(t('uploaded'), 'success');
      if (input.current) input.current.value = '';
      onChanged();
    } catch {
      setError(t('uploadFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="space-y-2 rounded border border-slate-200 p-4" aria-labelledby="claim-files-title">
      <h2 id="claim-files-title" className="text-base font-semibold text-slate-900">{t('filesTitle')}</h2>
      {claim.attachments.length === 0 && <p className="text-sm text-slate-600">{t('noFiles')}</p>}
      <ul className="divide-y divide-slate-100 text-sm">
        {claim.attachments.map((a) => (
          <li key={a.file_id} className="flex flex-wrap items-center gap-3 py-2" data-testid="claim-attachment">
            <span className="rounded bg-slate-100 px-2 text-xs">{t(`kinds.${a.kind}`)}</span>
            <button type="button" className="text-manage-700 underline" onClick={() => void downloadFile(`${claimPath(claim.id)}/attachments/${a.file_id}`, a.name, 'manage').catch(() => undefined)}>{a.name}</button>
            <span className="text-xs text-slate-500"><DateTimeCell value={a.created_at} /></span>
            {editable && (
              <Button size="sm" variant="ghost" onClick={() => confirm.ask({ title: t('removeTitle'), message: t('removeMessage', { name: a.name }), confirmLabel: t('remove'), danger: true,
                run: () => removeAttachment(claim.id, a.file_id), done: t('removed'), after: onChanged })}>{t('remove')}</Button>
            )}
          </li>
        ))}
      </ul>
      {editable && (
        <form onSubmit={(e) => void upload(e)} noValidate className="flex flex-wrap items-end gap-3">
          <KitSelectField label={t('fileKind')} name="kind" value={kind} onChange={setKind} options={CLAIM_ATTACHMENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
          <div>
            <label htmlFor="claim-file" className="block text-sm text-slate-700">{t('file')}</label>
            <input id="claim-file" ref={input} name="file" type="file" accept="image/jpeg,image/png,application/pdf" className="mt-1 block text-sm"
              aria-invalid={error ? true : undefined} aria-describedby={error ? 'claim-file-error' : undefined} />
          </div>
          <Button type="submit" variant="outline" disabled={busy}>{busy ? t('uploading') : t('upload')}</Button>
          {error && <p id="claim-file-error" role="alert" className="w-full text-xs text-red-700">{error}</p>}
        </form>
      )}
      {confirm.dialog}
    </section>
  );
}

/** The payee account (收款账户) of the claim, set by the institution while it may still edit. */
export function ClaimPayee({ claim, editable, onChanged }: { claim: ClaimDetail; editable: boolean; onChanged: () => void }) {
  const t = useTranslations('ManageSubsidyClaim');
  const toast = useToast();
  const [v, setV] = useState({ payee_name: claim.payee_name ?? claim.organization_name ?? '', payee_bank: claim.payee_bank ?? '', payee_account: '' });
  const { errors, busy, send } = useCheckedSubmit({ payee_name: t('payeeName'), payee_bank: t('payeeBank'), payee_account: t('payeeAccount') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(ClaimPayeeBody, { payee_name: v.payee_name.trim(), payee_bank: v.payee_bank.trim(), payee_account: v.payee_account.replace(/\s/g, '') }, async (data) => {
      await savePayee(claim.id, data);
      toast(t('payeeSaved'), 'success');
      setV((s) => ({ ...s, payee_account: '' }));
      onChanged();
    });
  };
  return (
    <section className="space-y-2 rounded border border-slate-200 p-4" aria-labelledby="claim-payee-title">
      <h2 id="claim-payee-title" className="text-base font-semibold text-slate-900">{t('payeeTitle')}</h2>
      <p className="text-sm text-slate-700" data-testid="payee-now">
        {claim.payee_account_masked ? t('payeeNow', { name: claim.payee_name ?? '', bank: claim.payee_bank ?? '', account: claim.payee_account_masked }) : t('noPayee')}
      </p>
      {editable && (
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3">
          <KitTextField label={t('payeeName')} name="payee_name" required value={v.payee_name} onChange={(x) => setV({ ...v, payee_name: x })} error={errors.payee_name} />
          <KitTextField label={t('payeeBank')} name="payee_bank" required value={v.payee_bank} onChange={(x) => setV({ ...v, payee_bank: x })} error={errors.payee_bank} />
          <KitTextField label={t('payeeAccount')} name="payee_account" required value={v.payee_account} onChange={(x) => setV({ ...v, payee_account: x })} error={errors.payee_account} />
          <div className="sm:col-span-3 flex justify-end"><Button type="submit" variant="outline" disabled={busy}>{busy ? t('sending') : t('savePayee')}</Button></div>
        </form>
      )}
    </section>
  );
}
