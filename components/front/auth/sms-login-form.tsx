'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/api/client';
import { learnerLanding } from '@/lib/api/session';
import { FormField } from './form-field';
import { checkCode, checkPhone, compact } from './rules';
import { inlineOrToast } from './server-errors';
import { SmsCodeField } from './sms-code-field';
import { useSmsCode } from './use-sms-code';
import { useThrottle } from './use-throttle';

type Field = 'phone' | 'code';

export function SmsLoginForm() {
  const t = useTranslations('Auth');
  const toast = useToast();
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const code = useSmsCode('login');
  const limit = useThrottle('throttle:smslogin');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const phoneValue = () => String(new FormData(form.current!).get('phone') ?? '').trim();

  async function sendCode(): Promise<number | null> {
    const phone = phoneValue();
    const problem = checkPhone(phone);
    setErrors(problem ? { phone: t(problem) } : {});
    if (problem) return null;
    const outcome = await code.send(phone);
    if ('errors' in outcome) setErrors(outcome.errors);
    else toast(t('codeSent'), 'success');
    return outcome.wait;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    const found = compact<Field>({ phone: checkPhone(phoneValue()), code: checkCode(value, code.key) });
    setErrors(Object.fromEntries(Object.entries(found).map(([f, k]) => [f, t(k)])));
    if (Object.keys(found).length) return;

    setPending(true);
    try {
      await apiFetch('/verification-code/authorizations', { method: 'POST', guard: 'user', silent: true, body: { verification_code: value, verification_key: code.key } });
      code.used();
      router.replace(await learnerLanding(new URLSearchParams(window.location.search).get('redirect')));
      router.refresh();
    } catch (error) {
      limit.throttled(error);
      setErrors(inlineOrToast<Field>(error, { verification_code: 'code', verification_key: 'code', phone: 'phone' }));
      setPending(false);
    }
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField key={code.sentTo ?? 'phone'} defaultValue={code.sentTo ?? undefined} id="sms-phone" name="phone" type="tel" inputMode="numeric" maxLength={11} label={t('phone')} placeholder={t('phonePlaceholder')} autoComplete="tel" error={errors.phone} required />
      <SmsCodeField id="sms-code" purpose="login" error={errors.code} sentTo={code.sentTo} onRequest={sendCode} />
      <Button type="submit" size="lg" disabled={pending || limit.running} className="w-full">
        {limit.running ? limit.label : pending ? t('submitting') : t('login')}
      </Button>
    </form>
  );
}
