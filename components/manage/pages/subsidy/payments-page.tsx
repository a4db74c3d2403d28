'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Claim } from '@/lib/contract/subsidy/claim';
import { PAYMENT_BATCH_STATUSES } from '@/lib/contract/subsidy/states';
import { PaymentBatchBody, PaymentRecordBody, type PaymentBatch } from '@/lib/contract/subsidy/payment';
import { downloadFile } from '@/lib/api/download';
import { useSubsidyLabels } from '@/components/subsidy/labels';
import { sumFen } from '@/components/subsidy/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DataTable, DateTimeCell, KitDialog, KitFormActions, KitTextField, ListPage, useCheckedSubmit, useKitList } from '../../kit';
import { BATCHES, CLAIMS, createBatch, type Item, type PaymentBatchDetail, recordPayment, type Rows, useSubsidyRead } from './subsidy-api';

/** 补贴拨付: payable claims gathered into batches, the bank transfer file, and the payment recorded with its voucher. */
export default function SubsidyPaymentsPage() {
  const t = useTranslations('ManageSubsidyPayments');
  const labels = useSubsidyLabels();
  const toast = useToast();
  const list = useKitList<PaymentBatch>(BATCHES, {}, ['status']);
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<PaymentBatch | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const refresh = () => void list.mutate();

  return (
    <ListPage<PaymentBatch>
      title={t('title')} list={list} rowTestId="batch-row" filtersLabel={t('filters')}
      toolbar={<Button variant="manage" size="sm" onClick={() => setCreating(true)}>{t('new')}</Button>}
      filters={[{ key: 'status', label: t('status'), type: 'select', options: PAYMENT_BATCH_STATUSES.map((s) => ({ value: s, label: labels.batchStatus(s) })) }]}
      columns={[
        { key: 'no', label: t('batchNo'), nowrap: true, render: (b) => <span className="font-mono">{b.batch_no}</span> },
        { key: 'claims', label: t('claims'), nowrap: true, render: (b) => b.claim_count },
        { key: 'total', label: t('total'), nowrap: true, className: 'text-right', render: (b) => <span className="tabular-nums">{labels.yuan(b.total_fen)}</span> },
        { key: 'status', label: t('status'), nowrap: true, render: (b) => <Badge tone={b.status === 'paid' ? 'success' : 'warning'}>{labels.batchStatus(b.status)}</Badge> },
        { key: 'paid', label: t('paidOn'), nowrap: true, render: (b) => (b.paid_on ? `${b.paid_on} · ${b.voucher_no ?? ''}` : '—') },
        { key: 'created', label: t('createdAt'), render: (b) => <DateTimeCell value={b.created_at} /> },
      ]}
      actions={[
        { key: 'items', label: t('items'), onClick: (b) => setOpenId(openId === b.id ? null : b.id) },
        { key: 'export', label: t('export'), onClick: (b) => void downloadFile(`${BATCHES}/${b.id}/export`, `${b.batch_no}.xlsx`, 'manage').catch(() => undefined) },
        { key: 'pay', label: t('recordPayment'), variant: 'manage', visible: (b) => b.status === 'open', onClick: (b) => setPaying(b) },
      ]}
      expanded={(b) => (openId === b.id ? <BatchItems id={b.id} /> : null)}
    >
      <NewBatchDialog open={creating} onClose={() => setCreating(false)} onSaved={() => { toast(t('created'), 'success'); refresh(); }} />
      {paying && <PayDialog batch={paying} onClose={() => setPaying(null)} onSaved={() => { toast(t('paid'), 'success'); refresh(); }} />}
    </ListPage>
  );
}

function BatchItems({ id }: { id: number }) {
  const t = useTranslations('ManageSubsidyPayments');
  const labels = useSubsidyLabels();
  const { data, error, mutate } = useSubsidyRead<Item<PaymentBatchDetail>>(`${BATCHES}/${id}`);
  return (
    <DataTable
      caption={t('items')} rows={data?.data.items} failed={Boolean(error)} onRetry={() => void mutate()} rowKey={(i) => i.claim_id}
      columns={[
        { key: 'claim', label: t('claimNo'), render: (i) => <span className="font-mono">{i.claim_no}</span> },
        { key: 'org', label: t('organization'), render: (i) => i.organization_name ?? '—' },
        { key: 'payee', label: t('payee'), render: (i) => `${i.payee_name} · ${i.payee_bank} · ${i.payee_account_masked}` },
        { key: 'amount', label: t('amount'), nowrap: true, className: 'text-right', render: (i) => <span className="tabular-nums">{labels.yuan(i.amount_fen)}</span> },
      ]}
    />
  );
}

function NewBatchDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('ManageSubsidyPayments');
  const labels = useSubsidyLabels();
  const payable = useSubsidyRead<Rows<Claim>>(open ? `${CLAIMS}?status=payable&per_page=100` : null);
  const [chosen, setChosen] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const { errors, setErrors, busy, send } = useCheckedSubmit({ claim_ids: t('claimsField'), note: t('note') });
  useEffect(() => { if (open) { setChosen([]); setNote(''); setErrors({}); } }, [open, setErrors]);
  const rows = payable.data?.data;
  const total = sumFen((rows ?? []).filter((c) => chosen.includes(c.id)).map((c) => c.approved_fen));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(PaymentBatchBody, { claim_ids: chosen, note: note.trim() || undefined }, async (data) => {
      await createBatch(data);
      onSaved();
      onClose();
    });
  };
  return (
    <KitDialog open={open} wide title={t('newTitle')} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-slate-600">{t('newNote')}</p>
        <DataTable<Claim>
          caption={t('payableClaims')} rows={rows} failed={Boolean(payable.error)} onRetry={() => void payable.mutate()} rowTestId="payable-claim"
          selection={{ selected: chosen, onChange: (ids) => setChosen(ids as number[]), label: (c) => t('chooseClaim', { no: c.claim_no }) }}
          columns={[
            { key: 'no', label: t('claimNo'), render: (c) => <span className="font-mono">{c.claim_no}</span> },
            { key: 'org', label: t('organization'), render: (c) => c.organization_name ?? '—' },
            { key: 'amount', label: t('amount'), nowrap: true, className: 'text-right', render: (c) => <span className="tabular-nums">{labels.yuan(c.approved_fen)}</span> },
          ]}
        />
        {errors.claim_ids && <p role="alert" className="text-xs text-red-700">{errors.claim_ids}</p>}
        <p className="text-right text-sm text-slate-800">{t('chosenTotal', { n: chosen.length, total: labels.yuan(total) })}</p>
        <KitTextField label={t('note')} name="note" value={note} onChange={setNote} error={errors.note} />
        {errors.form && <p role="alert" className="text-sm text-red-700">{errors.form}</p>}
        <KitFormActions onCancel={onClose} busy={busy} submitLabel={t('createBatch')} />
      </form>
    </KitDialog>
  );
}

function PayDialog({ batch, onClose, onSaved }: { batch: PaymentBatch; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('ManageSubsidyPayments');
  const labels = useSubsidyLabels();
  const [v, setV] = useState({ paid_on: '', voucher_no: '' });
  const { errors, busy, send } = useCheckedSubmit({ paid_on: t('paidOnField'), voucher_no: t('voucherNo') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(PaymentRecordBody, { paid_on: v.paid_on, voucher_no: v.voucher_no.trim() }, async (data) => {
      await recordPayment(batch.id, data);
      onSaved();
      onClose();
    });
  };
  return (
    <KitDialog open title={t('payTitle', { no: batch.batch_no })} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-slate-700">{t('payNote', { n: batch.claim_count, total: labels.yuan(batch.total_fen) })}</p>
        <KitTextField label={t('paidOnField')} name="paid_on" type="date" required value={v.paid_on} onChange={(x) => setV({ ...v, paid_on: x })} error={errors.paid_on} />
        <KitTextField label={t('voucherNo')} name="voucher_no" required value={v.voucher_no} onChange={(x) => setV({ ...v, voucher_no: x })} error={errors.voucher_no} />
        {errors.form && <p role="alert" className="text-sm text-red-700">{errors.form}</p>}
        <KitFormActions onCancel={onClose} busy={busy} submitLabel={t('recordPayment')} />
      </form>
    </KitDialog>
  );
}
