'use client';

import { useState, type FormEvent } from 'react';
import md5 from 'md5';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { REQUEST_TIMEOUT_MS } from '@/lib/api/client';
import { fetchWithin } from '@/lib/api/fetch-deadline';
import { GUARD_HEADER } from '@/lib/auth/cookies';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { manageRedirect } from '@/lib/navigation/safe-redirect';

type Field = 'username' | 'password';

const inputClass =
  'block h-10 w-full rounded-md border border-slate-300 px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-manage-700 focus:outline-none focus:ring-2 focus:ring-manage-500/40 aria-invalid:border-red-600';

export function LoginForm() {
  const t = useTranslations('ManageLogin');
  const toast = useToast();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const found: Partial<Record<Field, string>> = {};
    if (!username) found.username = t('usernameRequired');
    if (!password) found.password = t('passwordRequired');
    setErrors(found);
    if (found.username || found.password) return;

    setPending(true);
    // SPEC.md §7/§9: every call gives up after 20 s, the manager sign-in included.
    try {
      const response = await fetchWithin(
        '/api/v1/authorizations',
        {
          method: 'POST',
          // The guard header makes the proxy add the manager client credentials and keep the token apart.
          headers: { 'content-type': 'application/json', accept: 'application/json', appid: '10004', [GUARD_HEADER]: 'manage' },
          body: JSON.stringify({ username, password: md5(password) }),
        },
        REQUEST_TIMEOUT_MS,
      );
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        toast(body?.message);
        setPending(false);
        return;
      }
      // Read at submit time rather than with useSearchParams, so the page stays fully static.
      router.replace(manageRedirect(new URLSearchParams(window.location.search).get('redirect')));
    } catch {
      toast(t('failed'));
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {(['username', 'password'] as const).map((field) => (
        <div key={field}>
          <label htmlFor={`manage-${field}`} className="mb-1.5 block text-sm font-medium text-slate-700">
            {t(field)}
          </label>
          <input
            id={`manage-${field}`}
            name={field}
            type={field === 'password' ? 'password' : 'text'}
            autoComplete={field === 'password' ? 'current-password' : 'username'}
            placeholder={t(field === 'password' ? 'passwordPlaceholder' : 'usernamePlaceholder')}
            required
            aria-invalid={errors[field] ? true : undefined}
            aria-describedby={errors[field] ? `manage-${field}-error` : undefined}
            className={inputClass}
          />
          {errors[field] && (
            <p id={`manage-${field}-error`} className="mt-1 text-xs text-red-700">
              {errors[field]}
            </p>
          )}
        </div>
      ))}
      <Button type="submit" variant="manage" size="lg" disabled={pending} className="w-full">
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
