'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { apiFetch, APP_ID } from '@/lib/api/client';
import { checkPhoneCode, learnerHome, learnerLogin, type LoginAnswer } from '@/lib/api/session';
import { FormField } from './form-field';
import { checkCode, checkConfirm, checkNewPassword, checkPhone, compact, PASSWORD_MAX, PASSWORD_MIN } from './rules';
import { inlineOrToast } from './server-errors';
import { SmsCodeField } from './sms-code-field';
import { useSmsCode } from './use-sms-code';
import { useThrottle } from './use-throttle';

type Field = 'phone' | 'code' | 'password' | 'confirm' | 'agreement';

const SERVER_FIELDS: Record<string, Field> = {
  phone: 'phone',
  verification_code: 'code',
  verification_key: 'code',
  password: 'password',
};

export function RegisterForm() {
  const t = useTranslations('Auth');
  const toast = useToast();
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const code = useSmsCode('register');
  const limit = useThrottle('throttle:register');
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
    const data = new FormData(event.currentTarget);
    const phone = phoneValue();
    const value = String(data.get('code') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const found = compact<Field>({
      phone: checkPhone(phone),
      code: checkCode(value, code.key),
      password: await checkNewPassword(password, phone),
      confirm: checkConfirm(password, String(data.get('confirm') ?? '')),
      agreement: data.get('agreement') ? undefined : 'agreementRequired',
    });
    setErrors(Object.fromEntries(Object.entries(found).map(([f, k]) => [f, t(k, { min: PASSWORD_MIN, max: PASSWORD_MAX })])));
    if (Object.keys(found).length) return;

    setPending(true);
    try {
      // The phone and its code are checked first, so a wrong code is told apart before any account is asked for.
      await checkPhoneCode(phone, code.key ?? '', value);
      const answer = await apiFetch<LoginAnswer>('/user/register', {
        method: 'POST',
        guard: 'user',
        silent: true,
        body: { phone, password, verification_key: code.key, verification_code: value, app_id: APP_ID },
      });
      code.used();
      // The proxy signs the new account in when the API answers with a token; otherwise log in.
      if (!answer?.token_type) await learnerLogin(phone, password);
      toast(t('registered'), 'success');
      router.replace(learnerHome(new URLSearchParams(window.location.search).get('redirect')));
      router.refresh();
    } catch (error) {
      limit.throttled(error);
      setErrors(inlineOrToast<Field>(error, SERVER_FIELDS));
      setPending(false);
    }
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField key={code.sentTo ?? 'phone'} defaultValue={code.sentTo ?? undefined} id="reg-phone" name="phone" type="tel" inputMode="numeric" maxLength={11} label={t('phone')} placeholder={t('phonePlaceholder')} autoComplete="tel" error={errors.phone} required />
      <SmsCodeField id="reg-code" purpose="register" error={errors.code} sentTo={code.sentTo} onRequest={sendCode} />
      <FormField id="reg-password" name="password" type="password" label={t('password')} placeholder={t('newPasswordPlaceholder')} autoComplete="new-password" error={errors.password} required />
      <FormField id="reg-confirm" name="confirm" type="password" label={t('confirmPassword')} autoComplete="new-password" error={errors.confirm} required />
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="agreement"
            value="1"
            aria-invalid={errors.agreement ? true : undefined}
            aria-describedby={errors.agreement ? 'reg-agreement-error' : undefined}
            className="mt-0.5 h-4 w-4 rounded border-slate-300 text-primary-600"
          />
          <span>{t('agreement')}</span>
        </label>
        {errors.agreement && (
          <p id="reg-agreement-error" className="mt-1 text-xs text-red-700">
            {errors.agreement}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={pending || limit.running} className="w-full">
        {limit.running ? limit.label : pending ? t('submitting') : t('register')}
      </Button>
    </form>
  );
}
