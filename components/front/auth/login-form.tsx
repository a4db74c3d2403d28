'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { learnerLanding, learnerLogin } from '@/lib/api/session';
import { FormField } from './form-field';
import { inlineOrToast } from './server-errors';
import { useThrottle } from './use-throttle';

type Field = 'username' | 'password';

/** SPEC.md §5: the username (phone or account name) is trimmed before it is sent. */
export function LoginForm() {
  const t = useTranslations('Auth');
  const router = useRouter();
  const limit = useThrottle('throttle:login');
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
    if (Object.keys(found).length) return;

    setPending(true);
    try {
      await learnerLogin(username, password);
      router.replace(await learnerLanding(new URLSearchParams(window.location.search).get('redirect')));
      router.refresh();
    } catch (error) {
      limit.throttled(error);
      setErrors(inlineOrToast<Field>(error, { username: 'username', phone: 'username', password: 'password' }));
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField id="login-username" name="username" label={t('username')} placeholder={t('usernamePlaceholder')} autoComplete="username" error={errors.username} required />
      <FormField id="login-password" name="password" type="password" label={t('password')} placeholder={t('passwordPlaceholder')} autoComplete="current-password" error={errors.password} required />
      <Button type="submit" size="lg" disabled={pending || limit.running} className="w-full">
        {limit.running ? limit.label : pending ? t('submitting') : t('login')}
      </Button>
    </form>
  );
}
