'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api/client';
import { learnerLanding, requestCode } from '@/lib/api/session';
import { FormField } from './form-field';
import { checkCode, checkPhone, compact } from './rules';
import { serverFieldErrors } from './server-errors';
import { SmsCodeField } from './sms-code-field';

type Field = 'phone' | 'code';

export function SmsLoginForm() {
  const t = useTranslations('Auth');
  const toast = useToast();
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [key, setKey] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const phoneValue = () => String(new FormData(form.current!).get('phone') ?? '').trim();

  async function sendCode(): Promise<boolean> {
    const phone = phoneValue();
    const problem = checkPhone(phone);
    setErrors(problem ? { phone: t(problem) } : {});
    if (problem) return false;
    try {
      setKey((await requestCode('login', phone)).verification_key);
      toast(t('codeSent'), 'success');
      return true;
    } catch (error) {
      setErrors(serverFieldErrors<Field>(error, { phone: 'phone' }));
      return false;
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    const found = compact<Field>({ phone: checkPhone(phoneValue()), code: checkCode(code, key) });
    setErrors(Object.fromEntries(Object.entries(found).map(([f, k]) => [f, t(k)])));
    if (Object.keys(found).length) return;

    setPending(true);
    try {
      await apiFetch('/verification-code/authorizations', { method: 'POST', guard: 'user', body: { verification_code: code, verification_key: key } });
      router.replace(await learnerLanding(new URLSearchParams(window.location.search).get('redirect')));
      router.refresh();
    } catch (error) {
      setErrors(serverFieldErrors<Field>(error, { verification_code: 'code', verification_key: 'code', phone: 'phone' }));
      setPending(false);
    }
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField id="sms-phone" name="phone" type="tel" inputMode="numeric" maxLength={11} label={t('phone')} placeholder={t('phonePlaceholder')} autoComplete="tel" error={errors.phone} required />
      <SmsCodeField id="sms-code" error={errors.code} onRequest={sendCode} />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? t('submitting') : t('login')}
      </Button>
    </form>
  );
}
