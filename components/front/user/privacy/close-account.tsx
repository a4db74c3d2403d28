'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { FormField } from '@/components/front/auth/form-field';
import { ApiError, apiFetch } from '@/lib/api/client';
import { logout, USER_KEY } from '@/lib/api/session';

const WHAT_IT_MEANS = ['signedOut', 'erased', 'certificates', 'statistics', 'phone', 'blocked'] as const;

/** What closing means, and a dialog that asks for the password and an explicit yes before it happens. */
export function CloseAccount() {
  const t = useTranslations('Privacy');
  const toast = useToast();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    setMessage(null);
    try {
      await apiFetch('/user/account-closure', { method: 'POST', body: { password, confirm: confirmed }, silent: true });
    } catch (error) {
      setPending(false);
      const body = error instanceof ApiError ? error.body : null;
      setErrors(body?.errors ?? {});
      setMessage(body?.errors ? (body.status_code === 409 ? body.message ?? null : null) : body?.message ?? null);
      return;
    }
    // The session is already dead on the server; the sign-out clears this browser's cookies.
    await logout('user');
    await mutate(USER_KEY, undefined, { revalidate: false });
    toast(t('closed'), 'success');
    router.replace('/user/login');
    router.refresh();
  }

  const otherErrors = Object.entries(errors).filter(([field]) => field !== 'password' && field !== 'confirm').flatMap(([, list]) => list);
  return (
    <section aria-labelledby="close-account-title" className="mt-8 rounded-md border border-red-200 bg-red-50/50 p-4">
      <h2 id="close-account-title" className="text-base font-semibold text-red-800">{t('closeHeading')}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
        {WHAT_IT_MEANS.map((key) => <li key={key}>{t(`closeWhat.${key}`)}</li>)}
      </ul>
      <Button className="mt-4 w-full bg-red-700 hover:bg-red-800 md:w-auto" onClick={() => setOpen(true)}>{t('closeButton')}</Button>
      <Dialog open={open} onClose={() => !pending && setOpen(false)} className="fixed inset-0 z-50">
        <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
        <div className="fixed inset-0 flex items-end justify-center p-0 md:items-center md:p-4">
          <DialogPanel className="w-full max-w-md rounded-t-lg bg-white p-5 shadow-xl md:rounded-lg">
            <DialogTitle className="text-lg font-semibold text-slate-900">{t('dialogTitle')}</DialogTitle>
            <p className="mt-2 text-sm text-slate-600">{t('dialogIntro')}</p>
            <form onSubmit={(e) => void submit(e)} className="mt-4 space-y-4" noValidate>
              <FormField id="close-password" type="password" autoComplete="current-password" label={t('password')} value={password}
                onChange={(e) => setPassword(e.target.value)} error={errors.password?.[0]} required />
              <div>
                <label className="flex min-h-11 items-start gap-2 text-sm text-slate-800">
                  <input type="checkbox" className="mt-1 size-4" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)}
                    aria-invalid={errors.confirm ? true : undefined} aria-describedby={errors.confirm ? 'close-confirm-error' : undefined} />
                  <span>{t('confirm')}</span>
                </label>
                {errors.confirm && <p id="close-confirm-error" className="mt-1 text-xs text-red-700">{errors.confirm[0]}</p>}
              </div>
              {(message || otherErrors.length > 0) && (
                <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
                  {message && <p>{message}</p>}
                  {otherErrors.map((e) => <p key={e}>{e}</p>)}
                </div>
              )}
              <div className="flex flex-col-reverse gap-2 md:flex-row md:justify-end">
                <Button variant="outline" onClick={() => setOpen(false)} disabled={pending}>{t('cancel')}</Button>
                <Button type="submit" className="bg-red-700 hover:bg-red-800" disabled={pending || !password || !confirmed}>
                  {pending ? t('closing') : t('confirmClose')}
                </Button>
              </div>
            </form>
          </DialogPanel>
        </div>
      </Dialog>
    </section>
  );
}
