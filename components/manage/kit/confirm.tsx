'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/client';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useKitValidation } from './validation';

// One confirmation dialog for every consequential action (approve, reject, delete, batch
// variants) and one success toast after it. A reason, when the action needs one, is checked in the
// dialog with the API's own schema and its message shown under the field.

export type ConfirmRequest<R = unknown> = {
  title: string;
  message?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** The action cannot succeed (its message says why): the dialog explains and offers only to close. */
  blocked?: boolean;
  reason?: { label: string; placeholder?: string; schema: z.ZodType<string> };
  run: (reason?: string) => Promise<R>;
  /** The success toast; a function may build it from the answer (null: no toast). */
  done?: string | ((result: R) => string | null);
  /** Called after success (refresh the list). */
  after?: () => void;
  /** Called when the dialog is dismissed without confirming. */
  onCancel?: () => void;
};

/**
 * A confirm dialog's title for an action, from the ManageKit.actionTitle template ("确认{action}"):
 * an action that already says the confirm verb ("确认收款", "Confirm payment", "支払確認") is its
 * own title, so no title reads "确认确认收款".
 */
export function actionTitle(template: (values: { action: string }) => string, action: string): string {
  const verb = template({ action: '\u0000' }).replace('\u0000', '').replace(/[\s:：の]/g, '');
  return verb && action.toLocaleLowerCase().includes(verb.toLocaleLowerCase()) ? action : template({ action });
}

export function useActionTitle(): (action: string) => string {
  const t = useTranslations('ManageKit');
  return (action) => actionTitle((values) => t('actionTitle', values), action);
}

export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest<never> | null; onClose: () => void }) {
  const t = useTranslations('ManageKit');
  const toast = useToast();
  const { validate } = useKitValidation();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const req = request as ConfirmRequest<unknown> | null;

  const close = () => {
    if (busy) return;
    setReason('');
    setError(null);
    req?.onCancel?.();
    onClose();
  };

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!req) return;
    let value: string | undefined;
    if (req.reason) {
      const checked = validate(req.reason.schema, reason, { form: req.reason.label });
      if (!checked.ok) {
        setError(Object.values(checked.errors)[0] ?? null);
        return;
      }
      value = checked.data as string;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await req.run(value);
      const message = typeof req.done === 'function' ? req.done(result) : (req.done ?? t('done'));
      if (message) toast(message, 'success');
      setReason('');
      onClose();
      req.after?.();
    } catch (e) {
      // 422: by the field; anything else was toasted by kitSend / the API client.
      if (e instanceof ApiError && e.status === 422) setError(Object.values(e.fieldErrors)[0] ?? e.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={req !== null} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl" data-testid="kit-confirm">
          <DialogTitle className="text-base font-semibold text-slate-900">{req?.title}</DialogTitle>
          <form onSubmit={confirm} noValidate className="mt-3 space-y-3">
            {req?.message && <Description as="div" className="text-sm text-slate-600">{req.message}</Description>}
            {req?.reason && (
              <div>
                <label htmlFor={fieldId} className="block text-sm text-slate-700">{req.reason.label}<span className="text-red-600"> *</span></label>
                <textarea
                  id={fieldId} name="reason" rows={3} value={reason} placeholder={req.reason.placeholder} onChange={(e) => { setReason(e.target.value); setError(null); }}
                  aria-invalid={error ? true : undefined} aria-describedby={error ? `${fieldId}-error` : undefined}
                  className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-manage-500 focus:outline-none"
                />
                {error && <p id={`${fieldId}-error`} role="alert" className="mt-1 text-sm text-red-700">{error}</p>}
              </div>
            )}
            {!req?.reason && error && <p role="alert" className="text-sm text-red-700">{error}</p>}
            <div className="flex justify-end gap-2 pt-2">
              <Button variant="ghost" size="sm" onClick={close} disabled={busy}>{t('cancel')}</Button>
              <Button type="submit" variant="manage" size="sm" disabled={busy || req?.blocked} className={req?.danger ? 'bg-red-700 hover:bg-red-800' : undefined}>
                {req?.confirmLabel ?? t('confirm')}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** `ask(request)` opens the page's one confirmation dialog; render `dialog` once. */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest<never> | null>(null);
  const ask = useCallback(<R,>(next: ConfirmRequest<R>) => setRequest(next as unknown as ConfirmRequest<never>), []);
  const dialog = <ConfirmDialog request={request} onClose={() => setRequest(null)} />;
  return { ask, dialog };
}

/**
 * `if (!(await confirmFirst({ message }))) return;` — the kit's dialog where a page used to call
 * window.confirm; the page runs the action (and its toast) itself once confirmed.
 */
export function useConfirmFirst() {
  const t = useTranslations('ManageKit');
  const { ask, dialog } = useConfirm();
  const confirmFirst = useCallback(
    (o: { message: ReactNode; title?: string; confirmLabel?: string; danger?: boolean }) =>
      new Promise<boolean>((resolve) => {
        ask({ title: o.title ?? t('confirm'), message: o.message, confirmLabel: o.confirmLabel ?? t('confirm'), danger: o.danger,
          run: async () => resolve(true), done: () => null, onCancel: () => resolve(false) });
      }),
    [ask, t],
  );
  return { confirmFirst, dialog };
}
