'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { FormField } from './form-field';
import { useCountdown } from './use-countdown';

type Props = {
  id: string;
  error?: string;
  /** Validates the phone and asks for a code; resolves true when one was sent. */
  onRequest: () => Promise<boolean>;
};

/** The code input with its "get code" button, locked for 60 s after each code sent. */
export function SmsCodeField({ id, error, onRequest }: Props) {
  const t = useTranslations('Auth');
  const { left, running, start } = useCountdown();
  const [sending, setSending] = useState(false);

  async function request() {
    setSending(true);
    const sent = await onRequest().catch(() => false);
    setSending(false);
    if (sent) start();
  }

  return (
    <FormField
      id={id}
      name="code"
      label={t('code')}
      placeholder={t('codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={error}
      required
      addon={
        <Button type="button" variant="outline" size="md" onClick={request} disabled={running || sending} className="h-11 shrink-0 whitespace-nowrap">
          {running ? t('resendIn', { seconds: left }) : sending ? t('sending') : t('getCode')}
        </Button>
      }
    />
  );
}
