'use client';

import { useState, type FormEvent } from 'react';
import md5 from 'md5';
import { useTranslations } from 'next-intl';
import { apiFetch, ApiError, errorNotice, notifyError } from '@/lib/api/client';
import type { SessionGuard } from '@/lib/auth/cookies';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { newPasswordProblem, PASSWORD_MAX, PASSWORD_MIN, type PasswordProblem } from './password-rules';
import { useToast } from '@/components/ui/toast';

type Field = 'old' | 'password' | 'confirm';

const RULE_KEYS: Record<PasswordProblem, 'newRule' | 'newDigest' | 'newPersonal' | 'newCommon'> = {
  length: 'newRule', charset: 'newRule', weak: 'newRule', digest: 'newDigest', personal: 'newPersonal', common: 'newCommon',
};

const SERVER_FIELDS: Record<string, Field> = { old_password: 'old', password: 'password', password_confirmation: 'confirm' };

const inputClass =
  'block h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-500/30 aria-invalid:border-red-600 md:h-10 md:text-sm';

type Props = {
  guard: SessionGuard;
  /** Managers send the old password as the MD5 hex their sign-in uses (SPEC.md §5); new passwords go as typed, so the API can check them. */
  hash?: 'md5' | 'none';
  variant?: ButtonVariant;
};

/** PATCH /user/password-change for either session; the current session stays signed in. */
export function PasswordChangeForm({ guard, hash = 'none', variant = 'primary' }: Props) {
  const encodeOld = (password: string) => (hash === 'md5' ? md5(password) : password);
  const t = useTranslations('PasswordChange');
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const old = String(data.get('old') ?? '');
    const password = String(data.get('password') ?? '');
    const confirm = String(data.get('confirm') ?? '');
    const found: Partial<Record<Field, string>> = {};
    if (!old) found.old = t('oldRequired');
    const problem = password ? await newPasswordProblem(password) : undefined;
    if (!password) found.password = t('newRequired');
    else if (problem) found.password = t(RULE_KEYS[problem], { min: PASSWORD_MIN, max: PASSWORD_MAX });
    else if (password === old) found.password = t('sameAsOld');
    if (password && confirm !== password) found.confirm = t('confirmMismatch');
    setErrors(found);
    if (Object.keys(found).length) return;

    setPending(true);
    try {
      await apiFetch('/user/password-change', {
        method: 'PATCH',
        guard,
        silent: true,
        body: { old_password: encodeOld(old), password, password_confirmation: confirm },
      });
      formElement.reset();
      toast(t('success'), 'success');
    } catch (error) {
      const next: Partial<Record<Field, string>> = {};
      if (error instanceof ApiError && error.status === 422) {
        for (const [field, message] of Object.entries(error.fieldErrors)) if (SERVER_FIELDS[field]) next[SERVER_FIELDS[field]] = message;
      }
      setErrors(next);
      // The message once: beside its field when one explains it, else as a toast.
      if (error instanceof ApiError && Object.keys(next).length === 0) notifyError(errorNotice(error));
    } finally {
      setPending(false);
    }
  }

  const fields: Array<[Field, string, string]> = [
    ['old', t('old'), 'current-password'],
    ['password', t('new'), 'new-password'],
    ['confirm', t('confirm'), 'new-password'],
  ];

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {fields.map(([field, label, autoComplete]) => (
        <div key={field}>
          <label htmlFor={`pass-${field}`} className="mb-1.5 block text-sm font-medium text-slate-700">
            {label}
          </label>
          <input
            id={`pass-${field}`}
            name={field}
            type="password"
            autoComplete={autoComplete}
            required
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `pass-${field}-error` : undefined}
            className={inputClass}
          />
          {errors[field] && (
            <p id={`pass-${field}-error`} className="mt-1 text-xs text-red-700">
              {errors[field]}
            </p>
          )}
        </div>
      ))}
      <Button type="submit" variant={variant} size="lg" disabled={pending} className="w-full">
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
